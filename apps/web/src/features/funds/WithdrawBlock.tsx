import type { User } from '@demo/contract';
import { ROUTES } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Why the customer cannot withdraw yet, with the way forward: identity verification (real-account
 * withdrawals need KYC PASS) or a payment password. Null when nothing blocks.
 */
export function WithdrawBlock({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (user.creditStatus !== 'PASS') {
    return (
      <section className="card block-card" data-testid="withdraw-kyc-block" data-status={user.creditStatus}>
        <p style={{ margin: 0 }}>
          {user.creditStatus === 'CREDITING' ? t('withdraw.kycPending') : t('withdraw.kycRequired')}
        </p>
        <Button color="primary" onClick={() => navigate(ROUTES.credit)} data-testid="withdraw-to-credit">
          {t('withdraw.toCredit')}
        </Button>
      </section>
    );
  }
  if (!user.payPasswordSet) {
    return (
      <section className="card block-card" data-testid="withdraw-pay-password-block">
        <p style={{ margin: 0 }}>{t('withdraw.payPasswordNotSet')}</p>
        <Button color="primary" onClick={() => navigate(ROUTES.passwordPay)} data-testid="withdraw-set-pay-password">
          {t('withdraw.setPayPassword')}
        </Button>
      </section>
    );
  }
  return null;
}
