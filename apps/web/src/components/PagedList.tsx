import type { ReactNode } from 'react';
import { ListRefresh } from './ListRefresh';
import { LoadMoreFooter, loadMoreState } from './LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from './PageStates';

/** The flags and calls of a TanStack infinite query over pages of `{ list }` that a paged list reads. */
export interface PagedQuery<Item> {
  readonly data: { readonly pages: readonly { readonly list: readonly Item[] }[] } | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

export interface PagedListProps<Item> {
  query: PagedQuery<Item>;
  /** The list element's test id; it carries the item count as `data-count`. */
  testId: string;
  emptyText: string;
  /** Shown under the empty state, e.g. a button to where items come from. */
  emptyAction?: ReactNode;
  renderItem(item: Item): ReactNode;
}

/**
 * A paged list: a skeleton while the first page loads, a retry on failure, pull to refresh, the empty
 * state, the items, and a footer that loads the next page.
 */
export function PagedList<Item>({ query, testId, emptyText, emptyAction, renderItem }: PagedListProps<Item>) {
  if (query.isPending) return <LoadingSkeleton lines={6} />;
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <ListRefresh onRefresh={() => query.refetch()}>
      <div data-testid={testId} data-count={items.length}>
        {items.length === 0 ? (
          <>
            <EmptyState text={emptyText} />
            {emptyAction}
          </>
        ) : (
          <>
            {items.map(renderItem)}
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
