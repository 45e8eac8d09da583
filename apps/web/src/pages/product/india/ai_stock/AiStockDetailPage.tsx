import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListRefresh } from '../../../../components/ListRefresh';
import { PageNav } from '../../../../components/PageNav';
import { ErrorRetry, LoadingSkeleton, NotFoundState } from '../../../../components/PageStates';
import { ParamsList, SimulationNotice, StatsGrid, StrategyTag } from '../../../../features/ai-products/AiFigures';
import { useAiProduct } from '../../../../features/ai-products/queries';
import { useScheme } from '../../../../features/chart/use-scheme';
import { StartSipButton } from '../../../../features/sip/StartSipButton';
import { isNotFound } from '../../../../lib/api';
import { PATHS } from '../../../../lib/paths';
import { loginPathFor } from '../../../../lib/route-guard';
import { useSession } from '../../../../lib/session-store';
import '../../../../features/ai-products/ai.css';

// The chart library and the buy sheet load only when this page draws them.
const EquityCurve = lazy(() =>
  import('../../../../features/ai-products/EquityCurve').then((m) => ({ default: m.EquityCurve })),
);
const BuySheet = lazy(() => import('../../../../features/ai-products/BuySheet').then((m) => ({ default: m.BuySheet })));

/** `/pages/product/india/ai_stock/detail?id=…`: one product, its backtest and its equity curve, and buying it. */
export function AiStockDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  // A missing, fractional or negative id names no product; it is said at once, without a call.
  const validId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  const query = useAiProduct(validId);
  const scheme = useScheme();
  const loggedIn = useSession((s) => s.token !== null);
  const [buying, setBuying] = useState(false);
  const product = query.data;
  const openBuy = () => {
    if (!loggedIn) navigate(loginPathFor(`/pages/product/india/ai_stock/detail?id=${id}`));
    else setBuying(true);
  };
  return (
    <div className="page" data-testid="ai-detail-page">
      <PageNav title={product?.name ?? t('ai.detail')} />
      <div className="page-body">
        {validId === 0 || isNotFound(query.error) ? (
          <NotFoundState
            text={t('missing.offering')}
            hint={t('missing.offeringHint')}
            backTo={PATHS.aiStock}
            backText={t('missing.toAiProducts')}
          />
        ) : query.isPending ? (
          <LoadingSkeleton lines={8} />
        ) : query.isError || !product ? (
          <ErrorRetry onRetry={() => void query.refetch()} />
        ) : (
          <ListRefresh onRefresh={() => query.refetch()}>
            <section className="card">
              <div className="ai-card__head">
                <strong className="ai-card__name">{product.name}</strong>
                <StrategyTag product={product} />
              </div>
              <p className="muted" style={{ margin: '8px 0 0' }}>
                {product.description}
              </p>
            </section>
            <StatsGrid product={product} />
            <section className="card">
              <h3 className="card-title">{t('ai.curve')}</h3>
              <Suspense fallback={<LoadingSkeleton lines={4} />}>
                <EquityCurve points={product.equityCurve} scheme={scheme} />
              </Suspense>
            </section>
            <ParamsList product={product} />
            <SimulationNotice />
          </ListRefresh>
        )}
      </div>
      {product && (
        <div className="ai-buy-bar">
          <Button block color="primary" onClick={openBuy} data-testid="ai-buy">
            {t('ai.buy')}
          </Button>
          <StartSipButton target={{ kind: 'ai', aiProductId: product.id, name: product.name }} />
        </div>
      )}
      {buying && product && (
        <Suspense fallback={null}>
          <BuySheet product={product} onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </div>
  );
}
