import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { useTradingEvents } from '../../features/positions/use-trading-events';
import { WalletSummary } from '../../features/positions/WalletSummary';
import { RecordList } from '../../features/wallet/RecordList';
import { WalletBalances } from '../../features/wallet/WalletBalances';
import '../../features/positions/positions.css';

/** `/pages/mine/wallet`: balances and the balance records, kept current by the user's events. */
export function WalletPage() {
  const { t } = useTranslation();
  useTradingEvents();
  return (
    <div className="page" data-testid="wallet-page">
      <PageNav title={t('wallet.title')} />
      <div className="page-body">
        <WalletBalances />
        <WalletSummary />
        <RecordList />
      </div>
    </div>
  );
}
