import { formatIndiaTime } from '@demo/client';
import type { Order } from '@demo/contract';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useOrderFamily } from './queries';
import './order-family.css';

/** One order of the family: what it is, its lots, and for a closed piece its price and P&L. */
function FamilyRow({ order, kind, current }: { order: Order; kind: 'position' | 'partial'; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className={current ? 'order-family__row order-family__row--current' : 'order-family__row'}
      data-testid={`family-${kind}`}
      data-id={order.id}
      aria-current={current ? 'true' : undefined}
    >
      <div className="order-family__line">
        <strong>{t(kind === 'position' ? 'orderFamily.position' : 'orderFamily.partial')}</strong>
        <span className="muted tabular">
          {t('orders.orderNo')} {order.orderNo}
        </span>
      </div>
      <div className="order-family__line tabular">
        <span>
          {t('positions.hands')} {order.hands} · {t(`orders.status.${order.status}`)}
        </span>
        {order.status === 'COVER' && (
          <Money value={order.profit} currency={order.currency} signed colored data-testid="family-profit" />
        )}
      </div>
      <div className="order-family__line muted tabular">
        <span>{formatIndiaTime(order.coverTime ?? order.commitTime, 'YYYY-MM-DD HH:mm')}</span>
        {order.coverPrice !== null && (
          <Money value={order.coverPrice} decimals={order.decimals} currency={order.instrumentCurrency} />
        )}
      </div>
    </li>
  );
}

/**
 * A position and its partial closes (FL2), opened from any of them: the position first, then each
 * partial close, newest first; the row it was opened from is marked.
 */
export function OrderFamilySheet({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const family = useOrderFamily(orderId);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="family-sheet" data-id={orderId}>
        <header className="trade-sheet__head">
          <strong>{t('orderFamily.title')}</strong>
          {family.data && <span className="muted">{family.data.parent.name}</span>}
        </header>
        {family.isError ? (
          <ErrorRetry onRetry={() => void family.refetch()} />
        ) : family.isPending ? (
          <LoadingSkeleton lines={3} />
        ) : (
          <ul className="order-family">
            <FamilyRow order={family.data.parent} kind="position" current={family.data.parent.id === orderId} />
            {family.data.partials.length === 0 ? (
              <li className="muted order-family__row">{t('orderFamily.none')}</li>
            ) : (
              family.data.partials.map((o) => (
                <FamilyRow key={o.id} order={o} kind="partial" current={o.id === orderId} />
              ))
            )}
          </ul>
        )}
        <button type="button" className="outline-button order-family__close" onClick={onClose}>
          {t('orderFamily.close')}
        </button>
      </div>
    </Popup>
  );
}
