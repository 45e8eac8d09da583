import type { Product } from '@demo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { QUOTE_POLL_INTERVAL_MS, useConnectionState } from '../../lib/realtime';
import { QuoteRow } from './QuoteRow';
import { useProducts } from './queries';
import { detailRouteOf } from './routes';
import './markets.css';

/** The column titles above a quote list. */
export function QuoteListHead({ middle, right }: { middle?: ReactNode; right?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="quote-head muted" aria-hidden="true">
      <span>{t('markets.name')}</span>
      <span>{middle ?? t('markets.price')}</span>
      <span>{right ?? t('markets.change')}</span>
    </div>
  );
}

/** Opens a product's detail page. */
export function useOpenDetail(): (product: Product) => void {
  const navigate = useNavigate();
  return (product) => navigate(detailRouteOf(product));
}

export interface CategoryQuotesProps {
  category: string;
  /** Draws each row's right-hand columns (the forex page shows bid and ask there). */
  columns?: (price: { bid: string; ask: string; decimals: number }) => ReactNode;
  head?: ReactNode;
}

/**
 * The quotes of one category tab: pull to refresh, a page at a time with the load-more footer,
 * prices ticking from the socket, and the whole list re-fetched every 3 s while the socket is down.
 */
export function CategoryQuotes({ category, columns, head }: CategoryQuotesProps) {
  const { t } = useTranslation();
  const open = useOpenDetail();
  const connection = useConnectionState();
  const products = useProducts(category, connection === 'live' ? false : QUOTE_POLL_INTERVAL_MS);
  const rows = products.data?.pages.flatMap((p) => p.list) ?? [];

  let body: ReactNode;
  if (products.isPending) body = <LoadingSkeleton lines={6} />;
  else if (products.isError && rows.length === 0) body = <ErrorRetry onRetry={() => void products.refetch()} />;
  else if (rows.length === 0) body = <EmptyState text={t('markets.empty')} />;
  else
    body = (
      <>
        {head ?? <QuoteListHead />}
        <div className="quote-list" data-testid="quote-list" data-category={category}>
          {rows.map((p) => (
            <QuoteRow key={p.id} product={p} onOpen={open} {...(columns && { columns })} />
          ))}
        </div>
        <LoadMoreFooter
          state={loadMoreState(products.hasNextPage, products.isFetchingNextPage)}
          onLoadMore={() => void products.fetchNextPage()}
        />
      </>
    );
  return <ListRefresh onRefresh={() => products.refetch()}>{body}</ListRefresh>;
}
