import { formatIndiaTime } from '@demo/client';
import type { Alert } from '@demo/contract';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { alertFigures, conditionKey } from './alert-text';

/** One alert in the list: product, condition and level, its state, its latest trigger and its audit (RC10). */
export function AlertRow({ alert, onAudit }: { alert: Alert; onAudit: () => void }) {
  const { t } = useTranslation();
  const figures = alertFigures(alert);
  return (
    <div className="alert-row" data-testid="alert-row" data-id={alert.id} data-status={alert.status}>
      <div className="alert-row__main">
        <span className="alert-row__code">{alert.code}</span>
        <span className="alert-row__condition">{t(conditionKey(alert.condition))}</span>
        <span className="alert-row__value tabular" data-testid="alert-row-value">
          {figures.value}
        </span>
      </div>
      <div className="alert-row__meta">
        <Tag color={alert.status === 'active' ? 'primary' : 'default'} fill="outline">
          {alert.status === 'active' ? t('alerts.active') : t('alerts.triggered')}
        </Tag>
        {alert.repeat === 1 && (
          <Tag color="primary" fill="outline">
            {t('alerts.repeating')}
          </Tag>
        )}
        {alert.triggeredAt !== null && (
          <span className="alert-row__fired tabular">
            {t('alerts.firedAt', {
              time: formatIndiaTime(alert.triggeredAt, 'YYYY-MM-DD HH:mm'),
              price: figures.price,
            })}
          </span>
        )}
        <button type="button" className="alert-row__audit" data-testid="alert-audit" onClick={onAudit}>
          {t('alerts.audit')}
        </button>
      </div>
    </div>
  );
}
