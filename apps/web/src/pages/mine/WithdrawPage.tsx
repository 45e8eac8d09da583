import { formatDecimal } from '@demo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useUserDetail } from '../../features/account/queries';
import { useAccountCurrency } from '../../features/content/queries';
import { useReviewToasts } from '../../features/funds/review-events';
import { WithdrawBlock } from '../../features/funds/WithdrawBlock';
import { WithdrawForm } from '../../features/funds/WithdrawForm';
import { WithdrawHistory } from '../../features/funds/WithdrawHistory';
import '../../features/funds/funds.css';
import { PATHS } from '../../lib/paths';

/** `/pages/mine/withdraw`: available and locked balances, the withdrawal form, and the history. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const user = useUserDetail();
  const currency = useAccountCurrency();
  const [justLocked, setJustLocked] = useState<string | null>(null);
  useReviewToasts('withdraw');
  return (
    <div className="page" data-testid="withdraw-page">
      <PageNav parent={PATHS.mine} title={t('withdraw.title')} />
      <div className="page-body">
        {user.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : user.isError ? (
          <ErrorRetry onRetry={() => void user.refetch()} />
        ) : (
          <>
            <section className="card balance-strip" aria-label={t('funds.available')}>
              <div>
                <div className="muted">{t('funds.available')}</div>
                <Money
                  value={user.data.balance}
                  currency={currency}
                  className="balance-strip__value"
                  data-testid="withdraw-available"
                />
              </div>
              <div>
                <div className="muted">{t('funds.locked')}</div>
                <Money
                  value={user.data.balanceLocked}
                  currency={currency}
                  className="balance-strip__value"
                  data-testid="withdraw-locked"
                />
              </div>
              {justLocked && (
                <div className="muted tabular" style={{ gridColumn: '1 / -1' }} data-testid="withdraw-locked-notice">
                  {t('withdraw.lockedNow', { amount: formatDecimal(justLocked, currency ? { currency } : {}).text })}
                </div>
              )}
            </section>
            <WithdrawBlock user={user.data} />
            {user.data.creditStatus === 'PASS' && user.data.payPasswordSet && (
              <WithdrawForm user={user.data} onLocked={setJustLocked} />
            )}
          </>
        )}
        <WithdrawHistory />
      </div>
    </div>
  );
}
