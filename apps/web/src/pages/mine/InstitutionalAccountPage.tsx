import { formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useFundsLiveUpdates } from '../../features/funds/review-events';
import { InstitutionForm } from '../../features/institution/InstitutionForm';
import { useInstitutionStatus } from '../../features/institution/queries';
import '../../features/funds/funds.css';
import { PATHS } from '../../lib/paths';

/** `/pages/mine/institutional_account`: the application's status, and the form when none is pending. */
export function InstitutionalAccountPage() {
  const { t } = useTranslation();
  const status = useInstitutionStatus();
  useFundsLiveUpdates();
  const s = status.data;
  const shown = s?.institutional ? 'PASS' : (s?.status ?? 'NONE');
  const bannerKey = shown === 'NONE' ? 'none' : shown;
  return (
    <div className="page" data-testid="institution-page">
      <PageNav parent={PATHS.mine} title={t('institution.title')} />
      <div className="page-body">
        {status.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : status.isError || !s ? (
          <ErrorRetry onRetry={() => void status.refetch()} />
        ) : (
          <>
            <section
              className={`status-banner status-banner--${shown === 'UNDER' ? 'CREDITING' : shown}`}
              data-testid="institution-status"
              data-status={shown}
            >
              <div className="status-banner__title">{t(`institution.status.${bannerKey}`)}</div>
              <div>{shown === 'PASS' ? t('institution.approved') : t('institution.intro')}</div>
              {s.institutionName && shown !== 'NONE' && <div>{s.institutionName}</div>}
              {shown === 'REJECT' && s.reason && (
                <div data-testid="institution-reason">{t('funds.reason', { reason: s.reason })}</div>
              )}
              {s.createdAt !== null && (
                <div className="muted tabular">{formatIndiaTime(s.createdAt, 'YYYY-MM-DD HH:mm')}</div>
              )}
            </section>
            {(shown === 'NONE' || shown === 'REJECT') && <InstitutionForm />}
          </>
        )}
      </div>
    </div>
  );
}
