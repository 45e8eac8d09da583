import type { Alert } from '@demo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SwipeDeleteRow } from '../../components/SwipeDeleteRow';
import { AlertAuditSheet } from '../../features/alerts/AlertAuditSheet';
import { AlertRow } from '../../features/alerts/AlertRow';
import { useAlerts, useRemoveAlert } from '../../features/alerts/queries';
import { toast } from '../../lib/toast';
import '../../features/alerts/alerts.css';
import { PATHS } from '../../lib/paths';

/** The customer's price alerts, active first; swipe one left to remove it. */
export function AlertsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const remove = useRemoveAlert();
  const [audited, setAudited] = useState<Alert | null>(null);

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast(t('alerts.removed'), 'success');
    } catch {
      // The API client has already toasted why.
    }
  };

  return (
    <div className="page">
      <PageNav parent={PATHS.mine} title={t('alerts.title')} />
      <div className="page-body">
        <section className="card" data-testid="alerts-list">
          {alerts.isPending ? (
            <LoadingSkeleton lines={4} />
          ) : alerts.isError ? (
            <ErrorRetry onRetry={() => void alerts.refetch()} />
          ) : alerts.data.length === 0 ? (
            <EmptyState text={t('alerts.empty')} />
          ) : (
            <>
              <p className="alert-form__hint">{t('alerts.swipeHint')}</p>
              {alerts.data.map((alert) => (
                <SwipeDeleteRow key={alert.id} onDelete={() => onDelete(alert.id)} data-testid="alert-swipe">
                  <AlertRow alert={alert} onAudit={() => setAudited(alert)} />
                </SwipeDeleteRow>
              ))}
            </>
          )}
        </section>
      </div>
      {audited && <AlertAuditSheet alert={audited} onClose={() => setAudited(null)} />}
    </div>
  );
}
