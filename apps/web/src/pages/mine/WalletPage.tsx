import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { StatementButton } from '../../features/analytics/StatementButton';
import { useTradingEvents } from '../../features/positions/use-trading-events';
import { WalletSummary } from '../../features/positions/WalletSummary';
import { RecordList } from '../../features/wallet/RecordList';
import { WalletBalances } from '../../features/wallet/WalletBalances';
import { PATHS } from '../../lib/paths';
import '../../features/positions/positions.css';

/** `/pages/mine/wallet`: balances and the balance records, kept current by the user's events. */
export function WalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTradingEvents();
  return (
    <div className="page" data-testid="wallet-page">
      <PageNav parent={PATHS.mine} title={t('wallet.title')} />
      <div className="page-body">
        <WalletBalances />
        <WalletSummary />
        <List mode="card" style={{ margin: '0 0 12px' }}>
          <List.Item data-testid="wallet-analytics" onClick={() => navigate(PATHS.analytics)}>
            {t('analytics.link')}
          </List.Item>
          <List.Item data-testid="wallet-statement" onClick={() => navigate(PATHS.statement)}>
            {t('statement.link')}
          </List.Item>
        </List>
        <StatementButton window="30d" />
        <RecordList />
      </div>
    </div>
  );
}
