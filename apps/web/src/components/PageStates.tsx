import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOffline } from '../lib/connectivity';
import './page-states.css';

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

/**
 * A failed load (the API client has already toasted why) with a button to try again. Offline it
 * says so instead: the load is retried by itself when the network is back (query-client.ts).
 */
export function ErrorRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div className="center-block" data-testid="load-error" data-offline={offline}>
      <span className="muted">{offline ? t('connectivity.offlineRetry') : t('error.failed')}</span>
      <Button size="small" color="primary" fill="outline" onClick={onRetry} data-testid="load-error-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * A detail page whose id names nothing (or is missing): says so, once, and offers the way back to
 * the list it belongs to, instead of a skeleton or a Retry that can never succeed.
 */
export function NotFoundState({
  text,
  hint,
  backTo,
  backText,
}: {
  text: string;
  hint?: string;
  backTo: string;
  backText: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="not-found-state" data-testid="not-found">
      <h2 className="not-found-state__title">{text}</h2>
      {hint && <p className="muted">{hint}</p>}
      <Button
        className="not-found-state__back"
        color="primary"
        fill="outline"
        onClick={() => navigate(backTo, { replace: true })}
        data-testid="not-found-back"
      >
        {backText}
      </Button>
    </div>
  );
}
