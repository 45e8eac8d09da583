import { formatIndiaTime } from '@demo/client';
import type { Subscription } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { detailPath } from './cost';

/** One of the customer's subscriptions: what was asked and paid, what was allotted and refunded. */
export function SubscriptionCard({ sub }: { sub: Subscription }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const o = sub.offering;
  return (
    <section className="card ns-sub" data-testid="subscription-card" data-status={sub.status} data-id={sub.id}>
      <div className="ns-card__head">
        <div>
          <div className="ns-card__name">{o.name}</div>
          <div className="muted ns-card__code">
            {o.code} · {t(`newShares.typeShort.${o.type}`)} ·{' '}
            {sub.accountType === 'virtual' ? t('newShares.mine.demo') : t('newShares.mine.real')}
          </div>
        </div>
        <span className={`ns-tag ns-sub--${sub.status}`} data-testid="subscription-status">
          {t(`newShares.subStatus.${sub.status}`)}
        </span>
      </div>
      <div className="ns-grid">
        <div>
          <div className="muted">{t('newShares.mine.asked')}</div>
          <span className="tabular" data-testid="subscription-asked">
            {sub.quantity} ({sub.lots} {t('newShares.lots')})
          </span>
        </div>
        <div>
          <div className="muted">{t('newShares.mine.paid')}</div>
          <Money value={sub.paidAmount} currency={sub.currency} />
        </div>
        <div>
          <div className="muted">{t('newShares.mine.won')}</div>
          <span className="tabular" data-testid="subscription-won">
            {sub.winningQuantity === null ? t('newShares.mine.pending') : sub.winningQuantity}
          </span>
        </div>
        <div>
          <div className="muted">{t('newShares.mine.refund')}</div>
          {sub.refundAmount === null ? (
            <span className="muted">{t('newShares.mine.pending')}</span>
          ) : (
            <Money value={sub.refundAmount} currency={sub.currency} data-testid="subscription-refund" />
          )}
        </div>
      </div>
      <div className="ns-card__foot">
        <span className="muted tabular">{formatIndiaTime(sub.createdAt, 'YYYY-MM-DD HH:mm')}</span>
        <span className="ns-links">
          {o.type === 'ipo' && o.status !== 'upcoming' && (
            <button
              type="button"
              className="link-button"
              onClick={() => navigate(`${detailPath(o)}#draw`)}
              data-testid="subscription-draw"
            >
              {t('newShares.mine.viewDraw')}
            </button>
          )}
          {sub.orderId !== null && (
            <button
              type="button"
              className="link-button"
              onClick={() => navigate('/pages/position/position?tab=positions')}
              data-testid="subscription-position"
            >
              {t('newShares.mine.viewPosition')}
            </button>
          )}
        </span>
      </div>
    </section>
  );
}
