import { OFFERING_TYPES } from '@demo/contract/refs';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { PageNav } from '../../components/PageNav';
import { usePrefs } from '../../lib/prefs-store';
import { useAccountLabel } from '../account/use-account-label';
import { SegmentBar, useSegment } from '../orders/SegmentBar';
import { useMySubscriptions } from './queries';
import { SubscriptionCard } from './SubscriptionCard';
import '../positions/positions.css';
import './new-shares.css';

const TABS = ['all', ...OFFERING_TYPES] as const;

/** `/pages/mine/product_new/index`: the customer's subscriptions by kind, in the active account. */
export function MySubscriptions() {
  const { t } = useTranslation();
  const [tab, setTab] = useSegment(TABS);
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  const query = useMySubscriptions(tab, accountType);
  return (
    <div className="page" data-testid="my-new-shares-page" data-account={accountType}>
      <PageNav title={t('newShares.mineTitle')} right={<span className="muted">{accountLabel(accountType)}</span>} />
      <div className="page-body">
        <SegmentBar
          segments={TABS.map((key) => ({
            key,
            label: key === 'all' ? t('newShares.all') : t(`newShares.typeShort.${key}`),
          }))}
          value={tab}
          onChange={setTab}
        />
        <PagedList
          query={query}
          testId="subscription-list"
          emptyText={t('newShares.mine.empty')}
          renderItem={(s) => <SubscriptionCard key={s.id} sub={s} />}
        />
      </div>
    </div>
  );
}
