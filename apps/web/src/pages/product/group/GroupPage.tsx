import type { Group } from '@demo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefresh } from '../../../components/ListRefresh';
import { PageNav } from '../../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../../components/PageStates';
import { GroupCard } from '../../../features/group-orders/GroupCard';
import { JoinSheet } from '../../../features/group-orders/JoinSheet';
import { useGroupOfferings } from '../../../features/group-orders/queries';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import '../../../features/group-orders/groups.css';
import '../../../features/trade/trade.css';

/** `/pages/product/group/group`: the group purchases open or allocated, each with Join while open. */
export function GroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const offerings = useGroupOfferings();
  const [joining, setJoining] = useState<Group | null>(null);
  const list = offerings.data?.list ?? [];
  const onJoin = (group: Group) => {
    // An anonymous visitor reaching a protected action goes to the login page (specification, section 2).
    if (token === null) navigate(PATHS.login);
    else setJoining(group);
  };
  return (
    <div className="page" data-testid="group-page">
      <PageNav title={t('groups.title')} />
      <div className="page-body">
        <p className="muted group-intro">{t('groups.intro')}</p>
        {offerings.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : offerings.isError ? (
          <ErrorRetry onRetry={() => void offerings.refetch()} />
        ) : (
          <ListRefresh onRefresh={() => offerings.refetch()}>
            <div data-testid="group-list" data-count={list.length}>
              {list.length === 0 ? (
                <EmptyState text={t('groups.empty')} />
              ) : (
                list.map((g) => <GroupCard key={g.id} group={g} onJoin={onJoin} />)
              )}
            </div>
          </ListRefresh>
        )}
      </div>
      {joining && <JoinSheet group={joining} onClose={() => setJoining(null)} />}
    </div>
  );
}
