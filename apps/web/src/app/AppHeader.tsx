import type { AccountType } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../components/icons';
import { useAccountLabel } from '../features/account/use-account-label';
import { PATHS } from '../lib/paths';
import { usePrefs } from '../lib/prefs-store';
import { toast } from '../lib/toast';

/** The chip that names the active account and switches between real and demo. */
function AccountChip() {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const setAccountType = usePrefs((s) => s.setAccountType);
  const label = useAccountLabel();
  const toggle = () => {
    const next: AccountType = accountType === 'real' ? 'virtual' : 'real';
    setAccountType(next);
    toast(t('account.switched', { type: label(next) }));
  };
  return (
    <button
      type="button"
      className="account-chip"
      data-testid="account-switch"
      data-account={accountType}
      aria-label={t('account.switchLabel', { type: label(accountType) })}
      onClick={toggle}
    >
      <span className="account-chip__dot" />
      {label(accountType)}
    </button>
  );
}

/** The header of the tab pages: the app title, the search icon on the Markets tab, the account chip. */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onMarkets = pathname === PATHS.root || pathname === PATHS.home;
  return (
    <header className="app-header sticky-top">
      <h1 className="app-header__title">{t('common.appTitle')}</h1>
      <span className="app-header__actions">
        {onMarkets && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('markets.search')}
            onClick={() => navigate(PATHS.search)}
            data-testid="header-search"
          >
            <SearchIcon />
          </button>
        )}
        <AccountChip />
      </span>
    </header>
  );
}
