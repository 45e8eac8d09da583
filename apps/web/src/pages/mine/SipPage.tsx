import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useSipPlans } from '../../features/sip/queries';
import { SipPlanCard } from '../../features/sip/SipPlanCard';
import { PATHS } from '../../lib/paths';
import '../../features/sip/sip.css';

/**
 * `/pages/mine/sip` (Settings → SIP plans; docs/SPEC.md SP1–SP9): each plan with its next date, what
 * it has invested and its value now, pause, resume and cancel, and its instalments.
 */
export function SipPage() {
  const { t } = useTranslation();
  const plans = useSipPlans();
  return (
    <div className="page" data-testid="sip-page">
      <PageNav parent={PATHS.mine} title={t('sip.title')} />
      <div className="page-body">
        {plans.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : plans.isError ? (
          <ErrorRetry onRetry={() => void plans.refetch()} />
        ) : plans.data.list.length === 0 ? (
          <EmptyState text={t('sip.empty')} />
        ) : (
          <ListRefresh onRefresh={() => plans.refetch()}>
            {plans.data.list.map((plan) => (
              <SipPlanCard key={plan.id} plan={plan} />
            ))}
          </ListRefresh>
        )}
      </div>
    </div>
  );
}
