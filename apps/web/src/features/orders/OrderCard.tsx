import { formatIndiaTime } from '@demo/client';
import type { Order } from '@demo/contract';
import { isPendingState } from '@demo/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { useAccountLabel } from '../account/use-account-label';
import { ReceiptButton, ReceiptSheet } from '../receipts/ReceiptSheet';
import { historyLabelKey } from './close-reason';
import { ExitLevels } from './ExitLevels';
import { OrderFamilySheet } from './OrderFamilySheet';
import type { FamilyLink } from './order-family';
import { shortIndiaTime, validityLabel } from './validity-label';

/**
 * A pending or closed order: side, product, lots and prices; pending rows add their exits and how long
 * they wait, history rows the close reason (or expiry) and P&L.
 */
export function OrderCard({
  order,
  action,
  testId,
  showAccount = false,
  family,
}: {
  order: Order;
  action?: ReactNode;
  testId: string;
  /** Name the account the order is in (lists that mix both, as "Order source" does). */
  showAccount?: boolean;
  /** Its link to the rest of its position (FL2): a partial close to its position, a position to its partial closes. */
  family?: FamilyLink | undefined;
}) {
  const { t } = useTranslation();
  const [familyOpen, setFamilyOpen] = useState(false);
  const [receiptOpen, setReceiptOpen] = useState(false);
  return (
    <article
      className="card position-row"
      data-testid={testId}
      data-id={order.id}
      data-status={order.status}
      data-reason={order.closeReason ?? ''}
    >
      <OrderHead order={order} showAccount={showAccount} />
      <OrderTerms order={order} />
      <p className="order-times muted tabular">
        {t('orders.placedAt')} {formatIndiaTime(order.commitTime, 'YYYY-MM-DD HH:mm')}
        {order.coverTime !== null &&
          ` · ${t('orders.closedAt')} ${formatIndiaTime(order.coverTime, 'YYYY-MM-DD HH:mm')}`}
      </p>
      <div className="position-row__actions">
        <span className="muted tabular order-no">
          {t('orders.orderNo')} {order.orderNo}
        </span>
        {family && (
          <button
            type="button"
            className="link-button order-family-link"
            data-testid="order-family-link"
            data-kind={family.kind}
            onClick={() => setFamilyOpen(true)}
          >
            {family.kind === 'position'
              ? t('orderFamily.openPosition')
              : t('orderFamily.openPartials', { count: family.count })}
          </button>
        )}
        {/* RC: a filled order's receipt; a pending or cancelled one has no fill to explain yet. */}
        {order.buildPrice !== null && <ReceiptButton order={order} onOpen={() => setReceiptOpen(true)} />}
        {action}
      </div>
      {familyOpen && <OrderFamilySheet orderId={order.id} onClose={() => setFamilyOpen(false)} />}
      {receiptOpen && <ReceiptSheet order={order} onClose={() => setReceiptOpen(false)} />}
    </article>
  );
}

/** Side, product, the account when asked for, and the status or, once closed, why. */
function OrderHead({ order, showAccount }: { order: Order; showAccount: boolean }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const buy = order.direction === 'buy';
  const closed = order.status === 'COVER' || order.status === 'CANCEL';
  return (
    <header className="position-row__head">
      <span className={buy ? 'side-tag side-tag--buy' : 'side-tag side-tag--sell'}>
        {buy ? t('trade.buy') : t('trade.sell')}
      </span>
      <strong>{order.name}</strong>
      <span className="muted">{order.code}</span>
      {showAccount && (
        <span className="meta-chip" data-testid="order-account" data-account={order.accountType}>
          {accountLabel(order.accountType)}
        </span>
      )}
      {closed ? (
        <span className="status-tag" data-testid="order-reason">
          {t(historyLabelKey(order))}
        </span>
      ) : (
        <span className="status-tag" data-testid="order-status">
          {t(`orders.status.${order.status}`)}
        </span>
      )}
    </header>
  );
}

/** Lots and prices: limit and validity, entry, the exits while pending, the close and its P&L. */
function OrderTerms({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const validity = validityLabel(order);
  const decimals = order.decimals;
  return (
    <dl className="kv-grid">
      <dt>{t('positions.hands')}</dt>
      <dd className="tabular" data-testid="order-hands">
        {order.hands}
      </dd>
      {order.priceType === 'limit' && <dt>{t('orders.limitPrice')}</dt>}
      {order.priceType === 'limit' && (
        <dd>
          <Money value={order.price} decimals={decimals} currency={order.instrumentCurrency} />
        </dd>
      )}
      {order.priceType === 'limit' && (isPendingState(order.status) || order.closeReason === 'expired') && (
        <>
          <dt>{t('orders.validity.label')}</dt>
          <dd data-testid="order-validity">
            {validity.key === 'orders.validity.gtc'
              ? t(validity.key)
              : t(validity.key, { at: shortIndiaTime(validity.at, i18n.language) })}
          </dd>
        </>
      )}
      {order.buildPrice && <dt>{t('positions.entry')}</dt>}
      {order.buildPrice && (
        <dd>
          <Money value={order.buildPrice} decimals={decimals} currency={order.instrumentCurrency} />
        </dd>
      )}
      {isPendingState(order.status) && <ExitLevels order={order} always={false} />}
      {order.status === 'COVER' && (
        <>
          <dt>{t('orders.coverPrice')}</dt>
          <dd>
            <Money
              value={order.coverPrice}
              decimals={decimals}
              currency={order.instrumentCurrency}
              data-testid="order-cover-price"
            />
          </dd>
          <dt>{t('orders.realised')}</dt>
          <dd>
            <Money value={order.profit} currency={order.currency} signed colored data-testid="order-profit" />
          </dd>
          <dt>{t('orders.fee')}</dt>
          <dd>
            <Money value={order.fee} currency={order.currency} />
          </dd>
        </>
      )}
    </dl>
  );
}
