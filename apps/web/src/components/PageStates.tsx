import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';

/** The loading state of a page or a list: a few grey lines where the content will be. */
export function LoadingSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div className="skeleton-block" aria-busy="true" data-testid="loading">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/** The empty state of a list, with a sentence saying what is missing. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <Empty className="empty-state" description={text ?? t('common.empty')} data-testid="empty" />;
}

/** A failed load (the API client has already toasted why) with a button to try again. */
export function ErrorRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="center-block" data-testid="load-error">
      <span className="muted">{t('error.failed')}</span>
      <Button size="small" color="primary" fill="outline" onClick={onRetry} data-testid="load-error-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}
