import { useTranslation } from 'react-i18next';

export type ReviewStatus = 'UNDER' | 'PASS' | 'REJECT' | 'PAID';

const TONE: Record<ReviewStatus, string> = { UNDER: 'pending', PASS: 'ok', PAID: 'ok', REJECT: 'bad' };

/** A recharge's or withdrawal's review status as a coloured tag (`data-status` for tests). */
export function StatusTag({ status, 'data-testid': testId }: { status: ReviewStatus; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${TONE[status]}`} data-status={status} data-testid={testId}>
      {t(`funds.status.${status}`)}
    </span>
  );
}
