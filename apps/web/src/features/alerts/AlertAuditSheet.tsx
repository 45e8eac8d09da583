import type { Alert } from '@demo/contract';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TriggerAuditSection } from '../receipts/TriggerAuditSection';
import '../receipts/receipts.css';
import { isRateCondition } from './alert-text';
import { useAlertAudit } from './queries';

/** Why a price alert fired when it did, or did not (SPEC RC10), as a bottom sheet from the alert list. */
export function AlertAuditSheet({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { t } = useTranslation();
  const audit = useAlertAudit(alert.id);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="alert-audit-sheet" destroyOnClose>
      <div className="receipt" data-testid="alert-audit-sheet" data-id={alert.id}>
        <header className="receipt__head">
          <strong>{t('alerts.auditTitle')}</strong>
          <span className="muted receipt__subject">{alert.code}</span>
        </header>
        {audit.isError ? (
          <ErrorRetry onRetry={() => void audit.refetch()} />
        ) : audit.isPending ? (
          <LoadingSkeleton lines={5} />
        ) : (
          <TriggerAuditSection
            audit={audit.data}
            decimals={audit.data.decimals}
            currency={alert.currency}
            percentLevel={isRateCondition(alert.condition)}
          />
        )}
        <button type="button" className="outline-button receipt__close" onClick={onClose}>
          {t('receipt.close')}
        </button>
      </div>
    </Popup>
  );
}
