import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { useAccountCurrency } from '../../features/content/queries';
import { ChargeForm } from '../../features/funds/ChargeForm';
import { ChargeHistory } from '../../features/funds/ChargeHistory';
import { useReviewToasts } from '../../features/funds/review-events';
import { UpiHistory } from '../../features/funds/upi/UpiHistory';
import { UpiPay } from '../../features/funds/upi/UpiPay';
import '../../features/funds/funds.css';
import { PATHS } from '../../lib/paths';

/**
 * `/pages/mine/charge`: UPI pay-in through the gateway (rupee accounts, UP1), recharge with transfer
 * evidence, the recharge history (live statuses), and the UPI payments (UP11).
 */
export function ChargePage() {
  const { t } = useTranslation();
  useReviewToasts('recharge');
  const currency = useAccountCurrency();
  return (
    <div className="page" data-testid="charge-page">
      <PageNav parent={PATHS.mine} title={t('charge.title')} />
      <div className="page-body">
        {currency === 'INR' && <UpiPay />}
        <ChargeForm />
        <ChargeHistory />
        {currency === 'INR' && <UpiHistory />}
      </div>
    </div>
  );
}
