import { formatIndiaTime } from '@demo/client';
import type { Order, Receipt } from '@demo/contract';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { percentOf } from './percent';
import { useReceipt, useTriggerAudit } from './queries';
import { TriggerAuditSection } from './TriggerAuditSection';
import './receipts.css';

type Fill = Receipt['fills'][number];

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The book's levels a market fill walked through, best first. */
function FillDepth({ depth }: { depth: NonNullable<Fill['depth']> }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('receipt.depthLevels')}</h4>
      <ul className="receipt__list" data-testid="receipt-depth">
        {depth.map((level) => (
          <li key={level.price} className="receipt__line tabular">
            {t('receipt.depthLevel', { price: level.price, size: level.size })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Each fee in the account's currency, with the sum that made it from the published rate. */
function FillFees({ fees, order }: { fees: Fill['fees']; order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('receipt.fees')}</h4>
      <ul className="receipt__list">
        {fees.map((fee) => (
          <li key={fee.name} data-testid="receipt-fee" data-name={fee.name}>
            <div className="receipt__line">
              <strong>{t(`receipt.fee.${fee.name}`)}</strong>
              <Money value={fee.accountAmount} currency={order.currency} />
            </div>
            <div className="receipt__line muted tabular">
              {t('receipt.feeMath', {
                base: fee.base,
                rate: percentOf(fee.rate),
                amount: `${fee.amount} ${order.instrumentCurrency}`,
              })}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The conversion between the instrument's currency and the account's: the pair, both rates, the spread. */
function FillFx({ fx }: { fx: NonNullable<Fill['fx']> }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('receipt.fx')}</h4>
      <dl className="receipt__kv" data-testid="receipt-fx">
        <dt>{t('receipt.fxPair')}</dt>
        <dd>{fx.pair}</dd>
        <dt>{t('receipt.fxPay')}</dt>
        <dd className="tabular">{fx.rate}</dd>
        <dt>{t('receipt.fxReceive')}</dt>
        <dd className="tabular">{fx.receiveRate}</dd>
        <dt>{t('receipt.fxSpread')}</dt>
        <dd className="tabular">{`${percentOf(fx.spread)} %`}</dd>
      </dl>
    </>
  );
}

/** One fill: the quote it was taken on, its price, fees from the published rates, conversion and P&L (RC1, RC2). */
function FillSection({ fill, order }: { fill: Fill; order: Order }) {
  const { t } = useTranslation();
  const price = (value: string | null) => (
    <Money value={value} decimals={order.decimals} currency={order.instrumentCurrency} />
  );
  return (
    <section className="receipt__section" data-testid={`receipt-fill-${fill.leg}`}>
      <h3>{t(fill.leg === 'open' ? 'receipt.openingFill' : 'receipt.closingFill')}</h3>
      <dl className="receipt__kv">
        {fill.quote && (
          <>
            <dt>{t('receipt.bid')}</dt>
            <dd data-testid="receipt-bid">{price(fill.quote.bid)}</dd>
            <dt>{t('receipt.ask')}</dt>
            <dd data-testid="receipt-ask">{price(fill.quote.ask)}</dd>
            <dt>{t('receipt.spread')}</dt>
            <dd>{price(fill.spread)}</dd>
            <dt>{t('receipt.seq')}</dt>
            <dd className="tabular" data-testid="receipt-seq">
              {fill.quote.seq ?? t('receipt.seqNone')}
            </dd>
            <dt>{t('receipt.time')}</dt>
            <dd className="tabular">{formatIndiaTime(fill.quote.time, TIME_FORMAT)}</dd>
          </>
        )}
        <dt>{t('receipt.price')}</dt>
        <dd data-testid="receipt-price">{price(fill.price)}</dd>
        <dt>{t('receipt.lots')}</dt>
        <dd className="tabular">{fill.hands}</dd>
        {fill.leg === 'close' && fill.remainingHands > 0 && (
          <>
            <dt>{t('receipt.remaining')}</dt>
            <dd className="tabular">{fill.remainingHands}</dd>
          </>
        )}
        <dt>{t('receipt.notional')}</dt>
        <dd>
          <Money value={fill.notional} currency={order.instrumentCurrency} />
        </dd>
        {fill.leg === 'close' && (
          <>
            <dt>{t('receipt.pnl')}</dt>
            <dd>
              <Money value={fill.pnl} currency={order.currency} signed colored data-testid="receipt-pnl" />
            </dd>
          </>
        )}
      </dl>
      <p className="muted receipt__note">{t(`receipt.priceSource.${fill.priceSource}`)}</p>
      {fill.depth && fill.depth.length > 0 && <FillDepth depth={fill.depth} />}
      {fill.fees.length > 0 && <FillFees fees={fill.fees} order={order} />}
      {fill.fx && <FillFx fx={fill.fx} />}
    </section>
  );
}

/** Whether an order has a trigger worth auditing: a stop, a take profit, a limit, or one that closed it. */
function hasTrigger(order: Order): boolean {
  return (
    order.stopLoss !== null ||
    order.takeProfit !== null ||
    order.priceType === 'limit' ||
    order.closeReason === 'stop_loss' ||
    order.closeReason === 'take_profit' ||
    order.closeReason === 'force_cover' ||
    order.closeReason === 'expired'
  );
}

/**
 * An order's receipt as a bottom sheet (SPEC RC): each fill's quote, fees from the published rates, the
 * conversion, margin and ledger entries, the simulator that priced it, and the trigger audit.
 */
export function ReceiptSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceipt(order.id);
  const audit = useTriggerAudit(order.id, hasTrigger(order));
  const r = receipt.data;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div className="receipt" data-testid="receipt-sheet" data-id={order.id}>
        <header className="receipt__head">
          <strong>{t('receipt.title')}</strong>
          <span className="muted receipt__subject tabular">
            {order.name} · {t('orders.orderNo')} {order.orderNo}
          </span>
        </header>
        {receipt.isError ? (
          <ErrorRetry onRetry={() => void receipt.refetch()} />
        ) : receipt.isPending || !r ? (
          <LoadingSkeleton lines={6} />
        ) : (
          <>
            <p
              className={r.recomputes ? 'receipt__badge receipt__badge--ok' : 'receipt__badge'}
              data-testid="receipt-recomputes"
              data-ok={r.recomputes}
            >
              {t(r.recomputes ? 'receipt.verified' : 'receipt.notVerified')}
            </p>
            {r.fills.map((fill) => (
              <FillSection key={fill.leg} fill={fill} order={order} />
            ))}
            <section className="receipt__section">
              <dl className="receipt__kv">
                <dt>{t('receipt.margin')}</dt>
                <dd>
                  <Money value={r.margin} currency={order.currency} data-testid="receipt-margin" />
                </dd>
              </dl>
              <p className="muted receipt__note">
                {r.marginBasis.lever !== null
                  ? t('receipt.marginLever', { lever: r.marginBasis.lever })
                  : t('receipt.marginRate', { rate: percentOf(r.marginBasis.rate ?? '0') })}
              </p>
            </section>
            <section className="receipt__section">
              <h3>{t('receipt.entries')}</h3>
              <ul className="receipt__list" data-testid="receipt-entries" data-count={r.entries.length}>
                {r.entries.map((e) => (
                  <li key={e.id} className="receipt__line">
                    <span>
                      {t('receipt.entryFromTo', {
                        from: t(`receipt.account.${accountKey(e.from)}`),
                        to: t(`receipt.account.${accountKey(e.to)}`),
                      })}
                    </span>
                    <Money value={e.amount} currency={e.currency} />
                  </li>
                ))}
              </ul>
            </section>
            {r.simulator && (
              <p className="muted receipt__note" data-testid="receipt-simulator">
                {t('receipt.simulator', { seed: r.simulator.seed, step: r.simulator.stepMs })}
              </p>
            )}
          </>
        )}
        {audit.data && (
          <TriggerAuditSection audit={audit.data} decimals={order.decimals} currency={order.instrumentCurrency} />
        )}
        {audit.isError && <ErrorRetry onRetry={() => void audit.refetch()} />}
        <button type="button" className="outline-button receipt__close" onClick={onClose}>
          {t('receipt.close')}
        </button>
      </div>
    </Popup>
  );
}

const ACCOUNT_KEYS = [
  'available',
  'locked',
  'margin',
  'virtual_available',
  'virtual_locked',
  'virtual_margin',
  'fee_income',
  'trading_pnl',
  'loss_absorption',
  'fx',
  'virtual_issuance',
  'client_money',
  'adjustments',
  'ipo_escrow',
  'ai_pool',
  'group_escrow',
] as const;

/** The i18n key of a ledger account kind; one the app does not know reads "Other". */
function accountKey(kind: string): (typeof ACCOUNT_KEYS)[number] | 'unknown' {
  return (ACCOUNT_KEYS as readonly string[]).includes(kind) ? (kind as (typeof ACCOUNT_KEYS)[number]) : 'unknown';
}

/** The "Receipt" button of a position or history row, opening its sheet. */
export function ReceiptButton({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="outline-button" data-testid="receipt-open" onClick={() => onOpen(order)}>
      {t('receipt.open')}
    </button>
  );
}
