import type { Offering } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { Countdown } from './Countdown';
import { detailPath } from './cost';
import { DiscountRate, nextMilestone, OfferingTags } from './OfferingBadges';

/** One offering in a list: name, kind and phase, price, discount, lot size and the next countdown. */
export function OfferingCard({ offering }: { offering: Offering }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = nextMilestone(offering, Date.now());
  return (
    <button
      type="button"
      className="card ns-card"
      onClick={() => navigate(detailPath(offering))}
      data-testid="offering-card"
      data-code={offering.code}
      data-type={offering.type}
      data-status={offering.status}
    >
      <div className="ns-card__head">
        <div>
          <div className="ns-card__name">{offering.name}</div>
          <div className="muted ns-card__code">{offering.code}</div>
        </div>
        <OfferingTags offering={offering} />
      </div>
      <div className="ns-card__grid">
        <div>
          <div className="muted">{t('newShares.price')}</div>
          <Money value={offering.price} currency={offering.currency} decimals={decimalsOfPrice(offering.price)} />
        </div>
        <div>
          <div className="muted">{t('newShares.lotSize')}</div>
          <span className="tabular">{t('newShares.lotSizeValue', { count: offering.lotSize })}</span>
        </div>
        <div>
          <div className="muted">
            {offering.underlyingPrice ? t('newShares.vsMarket', { price: offering.underlyingPrice }) : ''}
          </div>
          <DiscountRate rate={offering.discountRate} />
        </div>
      </div>
      {next && (
        <div className="ns-card__foot">
          <span className="muted">{t(next.key)}</span> <Countdown targetMs={next.atMs} />
        </div>
      )}
    </button>
  );
}

export function decimalsOfPrice(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}
