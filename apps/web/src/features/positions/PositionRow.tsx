import type { Order } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ExitLevels } from '../orders/ExitLevels';
import { ReceiptButton } from '../receipts/ReceiptSheet';
import { positionKind } from './position-kind';
import type { RowMark } from './position-marks';

/**
 * One held position with its exits, edit and close. Its price and P&L are its `mark`, taken by the list
 * from the same quotes as every other row and the summary (SPEC MK1).
 */
export function PositionRow({
  order,
  mark,
  onCover,
  onEdit,
  onReceipt,
}: {
  order: Order;
  mark: RowMark;
  onCover: (order: Order) => void;
  onEdit: (order: Order) => void;
  /** Opens the position's fill receipt (SPEC RC). */
  onReceipt: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const decimals = order.decimals;
  const buy = order.direction === 'buy';
  const kind = positionKind(order, Date.now());
  return (
    <article
      className="card position-row"
      data-testid="position-row"
      data-id={order.id}
      data-code={order.code}
      data-hands={order.hands}
    >
      <header className="position-row__head">
        <span className={buy ? 'side-tag side-tag--buy' : 'side-tag side-tag--sell'}>
          {buy ? t('trade.buy') : t('trade.sell')}
        </span>
        <strong>{order.name}</strong>
        <span className="muted">{order.code}</span>
        <span className="meta-chip" data-testid="position-kind" data-kind={kind}>
          {t(`positions.kind.${kind}`)}
        </span>
        {order.insurance && (
          <span className="badge-insured" data-testid="position-insured">
            {t('positions.insured')}
          </span>
        )}
        <span className="position-row__pnl" data-rate={mark.rate ?? undefined} data-live={mark.live}>
          <Money value={mark.pnl} currency={order.currency} signed colored data-testid="position-pnl" />
        </span>
      </header>
      <dl className="kv-grid">
        <dt>{t('positions.entry')}</dt>
        <dd>
          <Money value={order.buildPrice} decimals={decimals} currency={order.instrumentCurrency} />
        </dd>
        <dt>{t('positions.current')}</dt>
        <dd>
          <Money
            value={mark.currentPrice}
            decimals={decimals}
            currency={order.instrumentCurrency}
            data-testid="position-current"
          />
        </dd>
        <dt>{t('positions.hands')}</dt>
        <dd className="tabular" data-testid="position-hands">
          {order.hands}
        </dd>
        <dt>{t('positions.margin')}</dt>
        <dd>
          <Money value={order.margin} currency={order.currency} data-testid="position-margin" />
        </dd>
        <ExitLevels order={order} always />
      </dl>
      <div className="position-row__actions">
        {order.multiple > 1 ? (
          <span className="badge-leveraged tabular" data-testid="position-leveraged">
            {t('positions.leveraged', { lever: order.multiple })}
          </span>
        ) : (
          <span className="muted tabular">{`${order.multiple}×`}</span>
        )}
        <span className="row-actions">
          <ReceiptButton order={order} onOpen={onReceipt} />
          <button type="button" className="outline-button" onClick={() => onEdit(order)} data-testid="position-edit">
            {t('positions.edit')}
          </button>
          <button type="button" className="outline-button" onClick={() => onCover(order)} data-testid="position-cover">
            {t('positions.cover')}
          </button>
        </span>
      </div>
    </article>
  );
}
