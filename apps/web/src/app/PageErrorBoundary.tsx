import Button from 'antd-mobile/es/components/button';
import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { ChunkLoadError } from './lazy-page';

interface State {
  error: unknown;
}

/**
 * Catches a page that failed to load or render. A missing chunk says 'Loading chunk failed' and
 * retries by reloading (the new index points at the current chunks); other errors offer the same.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div className="center-block" role="alert" data-testid="page-error">
        {/* Plain text, not antd-mobile's ErrorBlock: its illustrations weighed 35 KB in the first screen's script. */}
        <h2 className="page-error__title">{chunk ? i18n.t('error.chunk') : i18n.t('error.unexpected')}</h2>
        {chunk && <p className="muted page-error__hint">{i18n.t('error.chunkHint')}</p>}
        <Button color="primary" onClick={() => window.location.reload()} data-testid="page-error-retry">
          {i18n.t('common.retry')}
        </Button>
      </div>
    );
  }
}
