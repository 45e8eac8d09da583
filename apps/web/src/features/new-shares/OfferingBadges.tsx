import type { Offering } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { signTextColor } from '../../lib/sign-color';

/** The kind and phase of an offering as two small tags. */
export function OfferingTags({ offering }: { offering: Pick<Offering, 'type' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className="ns-tags">
      <span className={`ns-tag ns-tag--${offering.type}`}>{t(`newShares.typeShort.${offering.type}`)}</span>
      <span
        className={`ns-tag ns-status--${offering.status}`}
        data-testid="offering-status"
        data-status={offering.status}
      >
        {t(`newShares.status.${offering.status}`)}
      </span>
    </span>
  );
}

/** The discount (below the market) or premium (above it), coloured as a fall or a rise. */
export function DiscountRate({ rate }: { rate: string }) {
  const { t } = useTranslation();
  const negative = rate.startsWith('-');
  const magnitude = negative ? rate.slice(1) : rate;
  const percent = (Number(magnitude) * 100).toFixed(2);
  const sign = rate === '0.0000' ? 0 : negative ? -1 : 1;
  return (
    <span className="tabular" style={{ color: signTextColor(sign) }} data-testid="offering-discount">
      {negative ? t('newShares.discount') : t('newShares.premium')} {percent}%
    </span>
  );
}

/** The milestone a customer waits for next, and its instant. */
export type MilestoneKey = 'newShares.opensIn' | 'newShares.closesIn' | 'newShares.allotIn' | 'newShares.listIn';

export function nextMilestone(o: Offering, nowMs: number): { key: MilestoneKey; atMs: number } | null {
  if (o.status === 'upcoming') return { key: 'newShares.opensIn', atMs: o.subscribeStart };
  if (o.status === 'open') return { key: 'newShares.closesIn', atMs: o.subscribeEnd };
  if (o.status === 'closed' && o.allotDate !== null) return { key: 'newShares.allotIn', atMs: o.allotDate };
  if (o.status === 'allotted' && o.listingDate !== null && o.listingDate > nowMs)
    return { key: 'newShares.listIn', atMs: o.listingDate };
  return null;
}
