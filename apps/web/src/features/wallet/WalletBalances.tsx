import { formatDecimal } from '@demo/client';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { toast } from '../../lib/toast';
import { useUserDetail } from '../account/queries';
import { useSettings } from '../content/queries';
import { useResetDemo } from './queries';

/** Available, locked and demo balances, with the demo account's reset after a confirm. */
export function WalletBalances() {
  const { t } = useTranslation();
  const user = useUserDetail();
  const settings = useSettings();
  const currency = settings.data?.defaultCurrency;
  const reset = useResetDemo();
  if (user.isError) return <ErrorRetry onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoadingSkeleton lines={3} />;
  const u = user.data;
  const confirmReset = async () => {
    const ok = await Dialog.confirm({
      content: t('wallet.resetConfirm', {
        amount: formatDecimal(settings.data?.virtualStartingBalance, currency ? { currency } : {}).text,
      }),
      confirmText: t('wallet.resetDemo'),
      cancelText: t('common.cancel'),
    });
    if (ok) reset.mutate(undefined, { onSuccess: () => toast(t('wallet.resetDone'), 'success') });
  };
  return (
    <section className="card" data-testid="wallet-balances" aria-labelledby="balances-title">
      <h2 id="balances-title" className="card-title">
        {t('wallet.balances')}
      </h2>
      <div className="stat-grid__label">{t('wallet.available')}</div>
      <div className="stat-hero">
        <Money value={u.balance} currency={currency} data-testid="wallet-available" />
      </div>
      <div className="stat-grid">
        <div>
          <div className="stat-grid__label">{t('wallet.locked')}</div>
          <Money className="stat-grid__value" value={u.balanceLocked} currency={currency} data-testid="wallet-locked" />
        </div>
        <div>
          <div className="stat-grid__label">{t('wallet.demo')}</div>
          <Money className="stat-grid__value" value={u.virtualBalance} currency={currency} data-testid="wallet-demo" />
        </div>
      </div>
      <Button
        size="small"
        fill="outline"
        color="warning"
        style={{ marginTop: 12 }}
        loading={reset.isPending}
        onClick={() => void confirmReset()}
        data-testid="wallet-reset-demo"
      >
        {t('wallet.resetDemo')}
      </Button>
    </section>
  );
}
