import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { InviteCard } from '../../features/account/InviteCard';
import { useLogout } from '../../features/account/mutations';
import { ProfileCard } from '../../features/account/ProfileCard';
import { useUserDetail } from '../../features/account/queries';
import { useAccountLabel } from '../../features/account/use-account-label';
import { FundsLinks } from '../../features/funds/FundsLinks';
import { NEW_SHARE_PATHS } from '../../features/new-shares/paths';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { FEEDBACK_ENABLED } from '../../lib/release-flags';
import { useSession } from '../../lib/session-store';

/** The Settings tab: profile, invitation, the account switch, preferences, security and help. */
export function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useUserDetail();
  const logout = useLogout();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t('mine.logoutConfirm') });
    if (!ok) return;
    await logout.mutateAsync();
    navigate(PATHS.root, { replace: true });
  };

  return (
    <div className="page-body" data-testid="mine-page">
      <AccountHeader />

      <PreferencesList />

      {token && <WalletList />}

      {token && <FundsLinks user={user.data} />}

      {token && <SecurityList />}

      <HelpList />

      {token && (
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          loading={logout.isPending}
          data-testid="logout"
          onClick={() => void confirmLogout()}
        >
          {t('mine.logout')}
        </Button>
      )}
    </div>
  );
}

/** Who is signed in (profile and invitation), or a way to sign in or register. */
function AccountHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useUserDetail();
  return token ? (
    user.data ? (
      <>
        <ProfileCard key={`${user.data.id}-${user.data.nickname}`} user={user.data} />
        <InviteCard />
      </>
    ) : user.isError ? (
      <ErrorRetry onRetry={() => void user.refetch()} />
    ) : (
      <LoadingSkeleton />
    )
  ) : (
    <section className="card">
      <p style={{ marginTop: 0 }}>{t('mine.loginPrompt')}</p>
      <div className="choice-row">
        <Button color="primary" onClick={() => navigate(PATHS.login)} data-testid="mine-login">
          {t('mine.login')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(PATHS.register)}>
          {t('mine.register')}
        </Button>
      </div>
    </section>
  );
}

/** The account in use, the language and other preferences. */
function PreferencesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = usePrefs((s) => s.locale);
  const accountType = usePrefs((s) => s.accountType);
  const setAccountType = usePrefs((s) => s.setAccountType);
  const accountLabel = useAccountLabel();
  return (
    <List mode="card" header={t('mine.preferences')} style={{ margin: '0 0 12px' }}>
      <List.Item
        data-testid="mine-account"
        extra={accountLabel(accountType)}
        onClick={() => setAccountType(accountType === 'real' ? 'virtual' : 'real')}
      >
        {t('mine.account')}
      </List.Item>
      <List.Item
        data-testid="mine-language"
        extra={locale === 'hi' ? 'हिन्दी' : 'English'}
        onClick={() => navigate(PATHS.language)}
      >
        {t('mine.language')}
      </List.Item>
      <List.Item data-testid="mine-other" onClick={() => navigate(PATHS.other)}>
        {t('mine.other')}
      </List.Item>
    </List>
  );
}

/** The signed-in customer's money and holdings: wallet, statements, plans, offerings and alerts. */
function WalletList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List mode="card" header={t('wallet.title')} style={{ margin: '0 0 12px' }}>
      <List.Item data-testid="mine-wallet" onClick={() => navigate(PATHS.wallet)}>
        {t('wallet.link')}
      </List.Item>
      <List.Item data-testid="mine-statements" onClick={() => navigate(PATHS.statements)}>
        {t('statements.link')}
      </List.Item>
      <List.Item data-testid="mine-sip" onClick={() => navigate(PATHS.sip)}>
        {t('sip.menu')}
      </List.Item>
      <List.Item data-testid="mine-order-source" onClick={() => navigate(PATHS.orderSource)}>
        {t('wallet.orderSource')}
      </List.Item>
      <List.Item data-testid="mine-new-shares" onClick={() => navigate(NEW_SHARE_PATHS.mine)}>
        {t('newShares.mineLink')}
      </List.Item>
      <List.Item data-testid="mine-group-offerings" onClick={() => navigate(PATHS.productGroup)}>
        {t('groups.link')}
      </List.Item>
      <List.Item data-testid="mine-alerts" onClick={() => navigate(PATHS.alerts)}>
        {t('alerts.menu')}
      </List.Item>
      <List.Item data-testid="mine-group-orders" onClick={() => navigate(PATHS.myGroup)}>
        {t('groups.mineLink')}
      </List.Item>
      <List.Item data-testid="mine-ai-stock" onClick={() => navigate(PATHS.mineAiStock)}>
        {t('ai.mine')}
      </List.Item>
    </List>
  );
}

/** Passwords, two-factor sign-in, trading brakes and signed-in devices. */
function SecurityList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserDetail();
  return (
    <List mode="card" header={t('mine.security')} style={{ margin: '0 0 12px' }}>
      <List.Item data-testid="mine-password" onClick={() => navigate(PATHS.password)}>
        {t('mine.password')}
      </List.Item>
      <List.Item
        data-testid="mine-password-pay"
        extra={user.data && !user.data.payPasswordSet ? t('mine.payPasswordNotSet') : null}
        onClick={() => navigate(PATHS.passwordPay)}
      >
        {t('mine.payPassword')}
      </List.Item>
      <List.Item
        data-testid="mine-two-factor"
        extra={user.data ? (user.data.totpEnabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')) : null}
        onClick={() => navigate(PATHS.twoFactor)}
      >
        {t('twoFactor.menu')}
      </List.Item>
      <List.Item data-testid="mine-brakes" onClick={() => navigate(PATHS.brakes)}>
        {t('brakes.menu')}
      </List.Item>
      <List.Item data-testid="mine-devices" onClick={() => navigate(PATHS.devices)}>
        {t('devices.menu')}
      </List.Item>
    </List>
  );
}

/** Notices, support, feedback, proof and about. */
function HelpList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List mode="card" header={t('mine.help')} style={{ margin: '0 0 12px' }}>
      <List.Item data-testid="mine-notices" onClick={() => navigate(PATHS.notice)}>
        {t('mine.notices')}
      </List.Item>
      <List.Item data-testid="mine-customer" onClick={() => navigate(PATHS.customer)}>
        {t('mine.customer')}
      </List.Item>
      {FEEDBACK_ENABLED && (
        <List.Item data-testid="mine-feedback" onClick={() => navigate(PATHS.feedback)}>
          {t('mine.feedback')}
        </List.Item>
      )}
      <List.Item data-testid="mine-proof" onClick={() => navigate(PATHS.proof)}>
        {t('proof.link')}
      </List.Item>
      <List.Item data-testid="mine-about" onClick={() => navigate(PATHS.about)}>
        {t('mine.about')}
      </List.Item>
    </List>
  );
}
