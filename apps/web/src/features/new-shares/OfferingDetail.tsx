import { formatIndiaTime } from '@demo/client';
import { currencyDecimals } from '@demo/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton, NotFoundState } from '../../components/PageStates';
import { sectorName } from '../../i18n/glossary';
import { isNotFound } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { Countdown } from './Countdown';
import { decimalsOf, marketPriceText } from './cost';
import { DrawPanel } from './DrawPanel';
import { DiscountRate, OfferingTags } from './OfferingBadges';
import { NEW_SHARE_PATHS } from './paths';
import { useMySubscriptions, useOffering } from './queries';
import { SubscribePanel } from './SubscribePanel';
import './new-shares.css';

/** `?code=` of the detail route. */
function codeOf(search: string): string {
  return new URLSearchParams(search).get('code')?.trim() ?? '';
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="ns-row" data-testid={testId}>
      <span className="muted">{label}</span>
      <span className="tabular">{children}</span>
    </div>
  );
}

type Offering = NonNullable<ReturnType<typeof useOffering>['data']>;

/** The name, codes, tags and the price against the market's. */
function OfferingHead({ o }: { o: Offering }) {
  const { t } = useTranslation();
  const marketPrice = marketPriceText(o);
  return (
    <section className="card">
      <div className="ns-card__head">
        <div>
          <div className="ns-card__name">{o.name}</div>
          <div className="muted ns-card__code">
            {o.code} · {t('newShares.underlying')} {o.underlyingCode}
          </div>
        </div>
        <OfferingTags offering={o} />
      </div>
      <div className="ns-price">
        <Money value={o.price} currency={o.currency} decimals={decimalsOf(o.price)} data-testid="offering-price" />
        <DiscountRate rate={o.discountRate} />
      </div>
      {marketPrice && (
        <div className="muted" data-testid="offering-market-price">
          {t('newShares.vsMarket', { price: marketPrice })}
        </div>
      )}
      <div className="muted ns-simulated">{t('newShares.simulated')}</div>
    </section>
  );
}

/** The countdowns to the next steps, then the dates of every step. */
function OfferingDates({ o }: { o: Offering }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      {o.status === 'upcoming' && (
        <Row label={t('newShares.opensIn')}>
          <Countdown targetMs={o.subscribeStart} />
        </Row>
      )}
      {(o.status === 'upcoming' || o.status === 'open') && (
        <Row label={t('newShares.closesIn')}>
          <Countdown targetMs={o.subscribeEnd} data-testid="countdown-close" />
        </Row>
      )}
      {o.allotDate !== null && (
        <Row label={t('newShares.allotIn')}>
          <Countdown targetMs={o.allotDate} data-testid="countdown-allot" />
        </Row>
      )}
      {o.listingDate !== null && (
        <Row label={t('newShares.listIn')}>
          <Countdown targetMs={o.listingDate} data-testid="countdown-listing" />
        </Row>
      )}
      <Row label={t('newShares.subscribeStart')}>{formatIndiaTime(o.subscribeStart, 'YYYY-MM-DD HH:mm')}</Row>
      <Row label={t('newShares.subscribeEnd')}>{formatIndiaTime(o.subscribeEnd, 'YYYY-MM-DD HH:mm')}</Row>
      {o.allotDate !== null && (
        <Row label={t('newShares.allotDate')}>{formatIndiaTime(o.allotDate, 'YYYY-MM-DD HH:mm')}</Row>
      )}
      {o.listingDate !== null && (
        <Row label={t('newShares.listingDate')}>{formatIndiaTime(o.listingDate, 'YYYY-MM-DD HH:mm')}</Row>
      )}
    </section>
  );
}

/** Lot size and limits, the fee, the shares offered and left, sectors and the securities company. */
function OfferingTerms({ o }: { o: Offering }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card">
      <Row label={t('newShares.lotSize')}>{t('newShares.lotSizeValue', { count: o.lotSize })}</Row>
      <Row label={t('newShares.lotsLimit')}>{t('newShares.lotsLimitValue', { min: o.minLots, max: o.maxLots })}</Row>
      <Row label={t('newShares.fee')}>
        <Money value={o.fee} currency={o.currency} decimals={currencyDecimals(o.currency)} />
      </Row>
      <Row label={t('newShares.totalShare')}>{o.totalShare.toLocaleString('en-IN')}</Row>
      <Row label={t('newShares.remainingShare')} testId="offering-remaining">
        {o.remainingShare.toLocaleString('en-IN')}
      </Row>
      <Row label={t('newShares.sectors')}>{sectorName(o.sectors, i18n.language)}</Row>
      <Row label={t('newShares.securitiesCompany')}>{o.securitiesCompany}</Row>
      {o.needPassword && <div className="ns-note">{t('newShares.passwordNeeded')}</div>}
    </section>
  );
}

/**
 * The detail of one offering (`/pages/product/{korea,india}/new/detail?code=`): every field of the
 * specification's "New share", the countdowns, the cost calculator and subscription, and the draw.
 */
export function OfferingDetail({ market }: { market: 'korea' | 'india' }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const code = codeOf(search);
  const query = useOffering(code);
  const accountType = usePrefs((s) => s.accountType);
  const mine = useMySubscriptions('all', accountType);
  const o = query.data;
  const myRefs = (mine.data?.pages.flatMap((p) => p.list) ?? [])
    .filter((s) => s.offering.code === code)
    .map((s) => `s${s.id}`);
  return (
    <div className="page" data-testid="offering-detail-page" data-market={market}>
      <PageNav title={t('newShares.detailTitle')} />
      <div className="page-body">
        {code === '' || isNotFound(query.error) ? (
          <NotFoundState
            text={t('missing.offering')}
            hint={t('missing.offeringHint')}
            backTo={market === 'india' ? NEW_SHARE_PATHS.indiaList : NEW_SHARE_PATHS.koreaList}
            backText={t('missing.toNewShares')}
          />
        ) : query.isPending ? (
          <LoadingSkeleton lines={10} />
        ) : query.isError || !o ? (
          <ErrorRetry onRetry={() => void query.refetch()} />
        ) : (
          <div data-testid="offering-detail" data-code={o.code} data-status={o.status} data-type={o.type}>
            <OfferingHead o={o} />
            <OfferingDates o={o} />
            <OfferingTerms o={o} />
            <SubscribePanel offering={o} />
            {(o.type === 'ipo' || o.type === 'placement') && (
              <DrawPanel commitment={o.drawCommitment} seed={o.drawSeed} draw={o.drawResult} myRefs={myRefs} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
