import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';
import { useAccountCurrency } from '../content/queries';
import { useUserDetail } from './queries';
import { useAccountLabel } from './use-account-label';

/** Balances of the active account for a signed-in user, with Add money and Withdraw for the real one; an invitation to log in otherwise. */
export function AccountSummaryCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  const user = useUserDetail();
  const currency = useAccountCurrency();

  if (!token) {
    return (
      <section className="card" data-testid="account-summary-anonymous">
        <p style={{ margin: '0 0 12px' }}>{t('home.welcome')}</p>
        <p className="muted" style={{ margin: '0 0 12px' }}>
          {t('home.loginPrompt')}
        </p>
        <div className="choice-row">
          <Button color="primary" onClick={() => navigate(PATHS.login)} data-testid="home-login">
            {t('mine.login')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => navigate(PATHS.register)} data-testid="home-register">
            {t('mine.register')}
          </Button>
        </div>
      </section>
    );
  }
  if (user.isError) return <ErrorRetry onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoadingSkeleton lines={3} />;
  const u = user.data;
  const real = accountType === 'real';

  return (
    <section className="card" data-testid="account-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="card-title">
        {t('home.summary')} · {accountLabel(accountType)}
      </h2>
      <div className="stat-grid__label">{real ? t('home.balance') : t('home.virtualBalance')}</div>
      <div className="stat-hero">
        <Money value={real ? u.balance : u.virtualBalance} currency={currency} data-testid="summary-balance" />
      </div>
      {real && (
        <div className="stat-grid">
          <div>
            <div className="stat-grid__label">{t('home.locked')}</div>
            <div className="stat-grid__value">
              <Money value={u.balanceLocked} currency={currency} />
            </div>
          </div>
          <div>
            <div className="stat-grid__label">{t('home.benefit')}</div>
            <div className="stat-grid__value">
              <Money value={u.benefit} currency={currency} />
            </div>
          </div>
        </div>
      )}
      {real && (
        <div className="choice-row" style={{ marginTop: 12 }}>
          <Button color="primary" size="small" onClick={() => navigate(PATHS.charge)} data-testid="home-add-money">
            {t('home.addMoney')}
          </Button>
          <Button
            color="primary"
            fill="outline"
            size="small"
            onClick={() => navigate(PATHS.withdraw)}
            data-testid="home-withdraw"
          >
            {t('home.withdraw')}
          </Button>
        </div>
      )}
    </section>
  );
}
