import { formatIndiaTime } from '@demo/client';
import type { AlertAudit, TriggerAudit } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Why a trigger fired or did not (SPEC RC4, RC5, RC9, RC10): an order's stop, take profit, limit,
 * expiry or forced cover, or a price alert. Prices in the product's decimals and currency; a change-rate
 * alert's level is a percentage (`percentLevel`).
 */
export function TriggerAuditSection({
  audit,
  decimals,
  currency,
  percentLevel = false,
}: {
  audit: TriggerAudit | AlertAudit;
  decimals: number;
  currency: string;
  percentLevel?: boolean;
}) {
  const { t } = useTranslation();
  const price = (value: string | null) => <Money value={value} decimals={decimals} currency={currency} />;
  return (
    <section className="receipt__section" data-testid="receipt-audit" data-reason={audit.reason}>
      <h3>{t('receipt.trigger.title')}</h3>
      <dl className="receipt__kv">
        {audit.kinds.length > 0 && (
          <>
            <dt>{t('receipt.trigger.watched')}</dt>
            <dd>{audit.kinds.map((k) => t(`receipt.trigger.kind.${k}`)).join(', ')}</dd>
          </>
        )}
        {audit.level !== null && (
          <>
            <dt>{t('receipt.trigger.level')}</dt>
            <dd className="tabular">{percentLevel ? `${audit.level} %` : price(audit.level)}</dd>
          </>
        )}
        {audit.fired && (
          <>
            <dt>{t('receipt.trigger.fired')}</dt>
            <dd className="tabular">{formatIndiaTime(audit.fired.time, TIME_FORMAT)}</dd>
            {audit.fired.bid !== null && audit.fired.ask !== null && (
              <>
                <dt>{t('receipt.trigger.firedTick')}</dt>
                <dd className="tabular">
                  {`${audit.fired.bid} / ${audit.fired.ask}`}
                  {audit.fired.seq !== null && ` · #${audit.fired.seq}`}
                </dd>
              </>
            )}
            {audit.fired.price !== null && (
              <>
                <dt>{t(audit.fired.kind === 'alert' ? 'receipt.trigger.firedPrice' : 'receipt.price')}</dt>
                <dd>{price(audit.fired.price)}</dd>
              </>
            )}
          </>
        )}
        {audit.nearest && (
          <>
            <dt>{t('receipt.trigger.nearest')}</dt>
            <dd className="tabular">
              {price(audit.nearest.price)} · {formatIndiaTime(audit.nearest.time, MINUTE_FORMAT)}
            </dd>
          </>
        )}
        <dt>{t('receipt.trigger.window')}</dt>
        <dd className="tabular">
          {`${formatIndiaTime(audit.from, MINUTE_FORMAT)} – ${formatIndiaTime(audit.to, MINUTE_FORMAT)}`}
        </dd>
        {audit.halt && (
          <>
            <dt>{t('receipt.trigger.halt')}</dt>
            <dd data-testid="receipt-audit-halt">
              {audit.halt.reason}
              <span className="muted tabular">
                {' · '}
                {audit.halt.until === null
                  ? t('receipt.trigger.haltSince', { since: formatIndiaTime(audit.halt.since, MINUTE_FORMAT) })
                  : `${formatIndiaTime(audit.halt.since, MINUTE_FORMAT)} – ${formatIndiaTime(audit.halt.until, MINUTE_FORMAT)}`}
              </span>
            </dd>
          </>
        )}
      </dl>
      <p className="receipt__note" data-testid="receipt-audit-reason">
        {audit.fired?.kind === 'alert' && audit.reason === 'reached'
          ? t('receipt.trigger.alertReached')
          : t(`receipt.trigger.reason.${audit.reason}`)}
      </p>
    </section>
  );
}
