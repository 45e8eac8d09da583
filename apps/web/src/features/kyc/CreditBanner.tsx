import { formatIndiaTime } from '@demo/client';
import type { Body, userCreditInfo } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import '../funds/funds.css';

type CreditInfo = Body<typeof userCreditInfo>;

/** The verification status at the top of the credit page; the Aadhaar number only ever masked. */
export function CreditBanner({ info }: { info: CreditInfo }) {
  const { t } = useTranslation();
  const status = info.creditStatus;
  return (
    <section className={`status-banner status-banner--${status}`} data-testid="credit-status" data-status={status}>
      <div className="status-banner__title">{t(`credit.status.${status}`)}</div>
      <div>{t(`credit.hint.${status}`)}</div>
      {status === 'REJECT' && info.reason && (
        <div data-testid="credit-reason">{t('funds.reason', { reason: info.reason })}</div>
      )}
      {status !== 'UNDER' && info.creditNumberMasked && (
        <div className="tabular" data-testid="credit-number-masked">
          {info.realName ? `${info.realName} · ` : ''}
          {t('credit.aadhaarMasked')}: {info.creditNumberMasked}
        </div>
      )}
      {info.submittedAt !== null && status !== 'UNDER' && (
        <div className="muted tabular">{formatIndiaTime(info.submittedAt, 'YYYY-MM-DD HH:mm')}</div>
      )}
    </section>
  );
}
