import type { Order } from '@demo/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { OrderCard } from './OrderCard';
import { familyLinks } from './order-family';
import { useOrderHistory } from './queries';

export interface PagedOrders {
  data: InfiniteData<{ list: Order[]; total: number }> | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** A paged list of orders with pull to refresh and a load-more footer. */
export function PagedOrderList({
  query,
  empty,
  testId,
  showAccount = false,
}: {
  query: PagedOrders;
  empty: string;
  testId: string;
  showAccount?: boolean;
}) {
  const orders = query.data?.pages.flatMap((p) => p.list) ?? [];
  const links = familyLinks(orders);
  if (query.isPending) return <LoadingSkeleton lines={4} />;
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  return (
    <ListRefresh onRefresh={() => query.refetch()}>
      <div data-testid={testId} data-count={orders.length}>
        {orders.length === 0 ? (
          <EmptyState text={empty} />
        ) : (
          <>
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} testId="history-row" showAccount={showAccount} family={links.get(o.id)} />
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

/** Closed (COVER) and cancelled orders of the active account, with why each closed. */
export function HistoryList() {
  const { t } = useTranslation();
  return <PagedOrderList query={useOrderHistory()} empty={t('orders.historyEmpty')} testId="history-list" />;
}
