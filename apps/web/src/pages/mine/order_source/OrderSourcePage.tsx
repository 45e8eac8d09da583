import { ORDER_SOURCES } from '@demo/contract/refs';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../../components/LoadMoreFooter';
import { PageNav } from '../../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../../components/PageStates';
import { AiSourceRow } from '../../../features/ai-products/AiSourceRow';
import { PagedOrderList } from '../../../features/orders/HistoryList';
import { type OrderSource, useAiPurchasesBySource, useOrdersBySource } from '../../../features/orders/queries';
import { SegmentBar, useSegment } from '../../../features/orders/SegmentBar';
import '../../../features/ai-products/ai.css';
import '../../../features/positions/positions.css';

/** The orders of one origin other than AI, as order cards. */
function OrdersOfSource({ source }: { source: Exclude<OrderSource, 'ai'> }) {
  const { t } = useTranslation();
  return (
    <PagedOrderList
      query={useOrdersBySource(source)}
      empty={t('common.empty')}
      testId="order-source-list"
      showAccount
    />
  );
}

/** The AI tab: each AI purchase of both accounts with its account, amount, status and P&L (SPEC I10). */
function AiPurchases() {
  const { t } = useTranslation();
  const query = useAiPurchasesBySource();
  const purchases = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <LoadingSkeleton lines={4} />;
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  return (
    <ListRefresh onRefresh={() => query.refetch()}>
      <div data-testid="order-source-list" data-count={purchases.length}>
        {purchases.length === 0 ? (
          <EmptyState text={t('ai.mineEmpty')} />
        ) : (
          <>
            {purchases.map((p) => (
              <AiSourceRow key={p.id} purchase={p} />
            ))}
            <LoadMoreFooter
              state={loadMoreState(query.hasNextPage, query.isFetchingNextPage)}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </div>
    </ListRefresh>
  );
}

/** `/pages/mine/order_source/index`: orders by origin (manual, new shares, AI, group). */
export function OrderSourcePage() {
  const { t } = useTranslation();
  const [source, setSource] = useSegment(ORDER_SOURCES);
  return (
    <div className="page" data-testid="order-source-page" data-source={source}>
      <PageNav title={t('orders.source.title')} />
      <div className="page-body">
        <SegmentBar
          segments={ORDER_SOURCES.map((key) => ({ key, label: t(`orders.source.${key}`) }))}
          value={source}
          onChange={setSource}
        />
        {source === 'ai' ? <AiPurchases key={source} /> : <OrdersOfSource key={source} source={source} />}
      </div>
    </div>
  );
}
