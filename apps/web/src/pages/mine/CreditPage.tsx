import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useFundsLiveUpdates } from '../../features/funds/review-events';
import { CreditBanner } from '../../features/kyc/CreditBanner';
import { CreditForm } from '../../features/kyc/CreditForm';
import { useCreditInfo } from '../../features/kyc/queries';
import { PATHS } from '../../lib/paths';

/** `/pages/mine/credit`: identity verification status, and the form while it is open or rejected. */
export function CreditPage() {
  const { t } = useTranslation();
  const info = useCreditInfo();
  useFundsLiveUpdates();
  const status = info.data?.creditStatus;
  return (
    <div className="page" data-testid="credit-page">
      <PageNav parent={PATHS.mine} title={t('credit.title')} />
      <div className="page-body">
        {info.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : info.isError ? (
          <ErrorRetry onRetry={() => void info.refetch()} />
        ) : (
          <>
            <CreditBanner info={info.data} />
            {(status === 'UNDER' || status === 'REJECT') && (
              <CreditForm
                resubmit={status === 'REJECT'}
                kept={
                  status === 'REJECT'
                    ? {
                        realName: info.data.realName,
                        numberMasked: info.data.creditNumberMasked,
                        front: info.data.creditFront,
                        back: info.data.creditBack,
                      }
                    : null
                }
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
