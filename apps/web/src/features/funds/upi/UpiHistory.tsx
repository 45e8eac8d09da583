import { formatDecimal, formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../../components/PageStates';
import { useUpiPayments } from '../queries';

const TONE = { pending: 'pending', credited: 'ok', failed: 'bad', expired: 'bad' } as const;

/**
 * The customer's UPI payments, newest first (UP11): what each was, when, and how it ended; the same
 * list the UPI card restores a payment in progress from, refreshed by the `upi` event.
 */
export function UpiHistory() {
  const { t } = useTranslation();
  const payments = useUpiPayments();
  const rows = payments.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="card" aria-labelledby="upi-history-title" data-testid="upi-history">
      <h2 id="upi-history-title" className="card-title">
        {t('upi.history')}
      </h2>
      {payments.isPending ? (
        <LoadingSkeleton lines={2} />
      ) : payments.isError ? (
        <ErrorRetry onRetry={() => void payments.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('upi.historyEmpty')} />
      ) : (
        <ListRefresh onRefresh={() => payments.refetch()}>
          {rows.map((row) => (
            <div className="history-row" key={row.id} data-testid="upi-row" data-id={row.id} data-status={row.status}>
              <div className="tabular">{formatDecimal(row.amount, { currency: row.currency }).text}</div>
              <span className={`status-tag status-tag--${TONE[row.status]}`} data-testid="upi-row-status">
                {t(`upi.short.${row.status}`)}
              </span>
              <div className="muted tabular">{formatIndiaTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</div>
              <div className="muted tabular">UPI · #{row.id}</div>
              {row.status === 'credited' && row.payer && (
                <div className="history-row__note">{t('upi.paidBy', { payer: row.payer })}</div>
              )}
              {(row.status === 'failed' || row.status === 'expired') && (
                <div className="history-row__note history-row__note--bad">
                  {t('funds.reason', {
                    reason: row.status === 'expired' ? t('upi.expiredReason') : t('upi.failedReason'),
                  })}
                </div>
              )}
            </div>
          ))}
          <LoadMoreFooter
            state={loadMoreState(payments.hasNextPage, payments.isFetchingNextPage)}
            onLoadMore={() => void payments.fetchNextPage()}
          />
        </ListRefresh>
      )}
    </section>
  );
}
