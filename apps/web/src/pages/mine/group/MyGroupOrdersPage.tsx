import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/PagedList';
import { PageNav } from '../../../components/PageNav';
import { GroupOrderCard } from '../../../features/group-orders/GroupOrderCard';
import { useLiveGroupOrders, useMyGroupOrders } from '../../../features/group-orders/queries';
import '../../../features/group-orders/groups.css';

/**
 * `/pages/mine/group/index`: the member's group orders in the active account, with Pay while PAYING;
 * the allocation, payments and lapses arrive over the socket (docs/SPEC.md G9).
 */
export function MyGroupOrdersPage() {
  const { t } = useTranslation();
  const query = useMyGroupOrders();
  useLiveGroupOrders();
  return (
    <div className="page" data-testid="my-group-page">
      <PageNav title={t('groups.mineTitle')} />
      <div className="page-body">
        <PagedList
          query={query}
          testId="my-group-list"
          emptyText={t('groups.mineEmpty')}
          renderItem={(o) => <GroupOrderCard key={o.id} order={o} />}
        />
      </div>
    </div>
  );
}
