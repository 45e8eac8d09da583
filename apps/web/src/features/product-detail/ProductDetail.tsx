import type { ProductInfo, Quote } from '@demo/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { ApiError } from '../../lib/api';
import { useQuote } from '../../lib/realtime';
import { TRADING_ENABLED } from '../../lib/release-flags';
import { AlertBell } from '../alerts/AlertBell';
import { ChartPanel } from '../chart/ChartPanel';
import { useHeldLevels } from '../chart/use-held-levels';
import { useSettings } from '../content/queries';
import { DepthSlot } from '../depth/DepthSlot';
import { DayStats } from './DayStats';
import { codeFromSearch, DETAIL_FLAVOURS, type DetailFlavour } from './flavours';
import { QuoteHeader } from './QuoteHeader';
import { useProductDetail } from './queries';
import { TradeBar, type TradeDirection } from './TradeBar';
import { WatchStar } from './WatchStar';
import './product-detail.css';
import { StartSipButton } from '../sip/StartSipButton';
import { HaltBanner } from '../trade/HaltBanner';

// The trade panel (and core's trading rules it runs) loads only when Buy or Sell is pressed.
const TradeSheet = lazy(() => import('../trade/TradeSheet').then((m) => ({ default: m.TradeSheet })));

/** The product's own fields as a quote, until the live quote arrives. */
function quoteOf(p: ProductInfo): Quote {
  return {
    code: p.code,
    price: p.price,
    bid: p.bid,
    ask: p.ask,
    open: p.open,
    high: p.high,
    low: p.low,
    prevClose: p.prevClose,
    change: p.change,
    changeRate: p.changeRate,
    volume: p.volume,
    time: 0,
  };
}

/** Every detail route of the specification renders this page; the flavour picks the chart's first period. */
export function ProductDetail({ flavour }: { flavour: DetailFlavour }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const code = codeFromSearch(search);
  const product = useProductDetail(code);
  const live = useQuote(code);
  const settings = useSettings();
  const [tradeSide, setTradeSide] = useState<TradeDirection | null>(null);
  const levels = useHeldLevels(code);

  const info = product.data;
  const notFound = product.error instanceof ApiError && product.error.code === 404;
  return (
    <div className="page product-detail" data-testid="product-detail" data-flavour={flavour} data-code={code}>
      <PageNav
        title={info?.name ?? code}
        right={
          info ? (
            <span className="product-detail__actions">
              <AlertBell code={info.code} />
              <WatchStar productId={info.id} />
            </span>
          ) : undefined
        }
      />
      <div className={TRADING_ENABLED ? 'page-body product-detail__body--with-bar' : 'page-body'}>
        {product.isPending ? (
          <LoadingSkeleton lines={8} />
        ) : notFound ? (
          <EmptyState text={t('detail.notFound')} />
        ) : !info ? (
          <ErrorRetry onRetry={() => void product.refetch()} />
        ) : (
          <>
            <QuoteHeader product={info} quote={live ?? quoteOf(info)} simulated={settings.data?.simulated ?? false} />
            <HaltBanner product={info} />
            {TRADING_ENABLED && <StartSipButton target={{ kind: 'product', code: info.code, name: info.name }} />}
            <ChartPanel
              key={info.code}
              code={info.code}
              decimals={info.decimals}
              currency={info.currency}
              initialPeriod={DETAIL_FLAVOURS[flavour].initialPeriod}
              levels={levels}
            />
            <DayStats product={info} quote={live ?? quoteOf(info)} />
            <DepthSlot key={`depth-${info.code}`} code={info.code} decimals={info.decimals} currency={info.currency} />
          </>
        )}
      </div>
      {TRADING_ENABLED && info && (
        <TradeBar
          onTrade={(side) => {
            // The sheet opens on the product as it is now: a halt set since the page loaded shows at once (HL6).
            void product.refetch();
            setTradeSide(side);
          }}
        />
      )}
      {TRADING_ENABLED && info && tradeSide && (
        <Suspense fallback={null}>
          <TradeSheet key={tradeSide} product={info} direction={tradeSide} onClose={() => setTradeSide(null)} />
        </Suspense>
      )}
    </div>
  );
}
