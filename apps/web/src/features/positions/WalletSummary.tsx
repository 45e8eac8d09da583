import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { LoadingSkeleton } from '../../components/PageStates';
import { usePrefs } from '../../lib/prefs-store';
import { useAccountLabel } from '../account/use-account-label';
import { useSettings } from '../content/queries';
import { useWalletStatistics } from '../wallet/queries';

/** The account summary of the active account (`user/statisticsWallet`) on top of the Position tab. */
export function WalletSummary() {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const label = useAccountLabel();
  const stats = useWalletStatistics(accountType);
  // Every figure of the summary is in the account's currency (`defaultCurrency`, docs/SPEC.md X1).
  const currency = useSettings().data?.defaultCurrency;
  if (!stats.data) return <LoadingSkeleton lines={2} />;
  const s = stats.data;
  return (
    <section className="card" data-testid="position-summary" data-account={accountType}>
      <h2 className="card-title">
        {t('positions.summary')} · {label(accountType)}
      </h2>
      <div className="stat-grid__label">{t('positions.totalAssets')}</div>
      <div className="stat-hero">
        <Money currency={currency} value={s.totalAssets} data-testid="summary-total-assets" />
      </div>
      <div className="stat-grid stat-grid--3">
        <div>
          <div className="stat-grid__label">{t('positions.available')}</div>
          <Money
            currency={currency}
            className="stat-grid__value"
            value={s.availableAssets}
            data-testid="summary-available"
          />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.fundsInUse')}</div>
          <Money currency={currency} className="stat-grid__value" value={s.fundsInUse} data-testid="summary-in-use" />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.marketValue')}</div>
          <Money currency={currency} className="stat-grid__value" value={s.marketValue} />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.positionProfit')}</div>
          <Money
            currency={currency}
            className="stat-grid__value"
            value={s.positionProfit}
            signed
            colored
            data-testid="summary-position-pnl"
          />
        </div>
      </div>
    </section>
  );
}
