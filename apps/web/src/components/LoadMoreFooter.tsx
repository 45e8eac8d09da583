import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';

export type LoadMoreState = 'more' | 'loading' | 'noMore';

export interface LoadMoreFooterProps {
  state: LoadMoreState;
  onLoadMore?: () => void;
}

/** The footer of a paged list: a button to load more, a spinner while loading, or "No more". */
export function LoadMoreFooter({ state, onLoadMore }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="load-more" data-testid="load-more" data-state={state}>
      {state === 'more' && (
        <button type="button" className="link-button" onClick={onLoadMore}>
          {t('loadMore.more')}
        </button>
      )}
      {state === 'loading' && (
        <span className="muted">
          {t('loadMore.loading')} <DotLoading color="currentColor" />
        </span>
      )}
      {state === 'noMore' && <span className="muted">{t('loadMore.noMore')}</span>}
    </div>
  );
}

/** The footer state from TanStack Query's infinite-query flags. */
export function loadMoreState(hasNextPage: boolean, isFetchingNextPage: boolean): LoadMoreState {
  if (isFetchingNextPage) return 'loading';
  return hasNextPage ? 'more' : 'noMore';
}
