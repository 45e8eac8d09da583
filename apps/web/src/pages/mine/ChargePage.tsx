import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { ChargeForm } from '../../features/funds/ChargeForm';
import { ChargeHistory } from '../../features/funds/ChargeHistory';
import { useReviewToasts } from '../../features/funds/review-events';
import '../../features/funds/funds.css';
import { PATHS } from '../../lib/paths';

/** `/pages/mine/charge`: recharge with transfer evidence, and the recharge history (live statuses). */
export function ChargePage() {
  const { t } = useTranslation();
  useReviewToasts('recharge');
  return (
    <div className="page" data-testid="charge-page">
      <PageNav parent={PATHS.mine} title={t('charge.title')} />
      <div className="page-body">
        <ChargeForm />
        <ChargeHistory />
      </div>
    </div>
  );
}
