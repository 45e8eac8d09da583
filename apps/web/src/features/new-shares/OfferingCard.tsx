import type { Offering } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { Countdown } from './Countdown';
import { decimalsOf, detailPath, marketPriceText } from './cost';
import { DiscountRate, nextMilestone, OfferingTags } from './OfferingBadges';

/** One offering in a list: name, kind and phase, price, discount, lot size and the next countdown. */
export function OfferingCard({ offering }: { offering: Offering }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = nextMilestone(offering, Date.now());
  const marketPrice = marketPriceText(offering);
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
          <Money value={offering.price} currency={offering.currency} decimals={decimalsOf(offering.price)} />
        </div>
        <div>
          <div className="muted">{t('newShares.lotSize')}</div>
          <span className="tabular">{t('newShares.lotSizeValue', { count: offering.lotSize })}</span>
        </div>
        <div>
          <div className="muted">{marketPrice ? t('newShares.vsMarket', { price: marketPrice }) : ''}</div>
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
