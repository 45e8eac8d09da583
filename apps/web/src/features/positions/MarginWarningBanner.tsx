import { useTranslation } from 'react-i18next';
import { useAccountLabel } from '../account/use-account-label';
import { useSettings } from '../content/queries';
import { ratePercent } from '../trade/estimate';
import type { MarginWarning } from './use-trading-events';

/** The prominent banner of a `warning` event: the margin level and where forced cover starts. */
export function MarginWarningBanner({ warning, onDismiss }: { warning: MarginWarning; onDismiss: () => void }) {
  const { t } = useTranslation();
  const label = useAccountLabel();
  const settings = useSettings();
  return (
    <div className="margin-warning" role="alert" data-testid="margin-warning" data-account={warning.accountType}>
      <strong>{t('positions.warningTitle')}</strong>
      <p>
        {t('positions.warning', {
          account: label(warning.accountType),
          level: ratePercent(warning.marginLevel),
          rate: ratePercent(settings.data?.tradeForceCoverRate ?? '0'),
        })}
      </p>
      <button type="button" className="link-button" onClick={onDismiss} data-testid="margin-warning-dismiss">
        {t('common.confirm')}
      </button>
    </div>
  );
}
