import { formatDecimal, formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useAccountCurrency } from '../content/queries';
import { FundsAmount } from './FxQuoteLine';
import { useWithdrawals } from './queries';
import { StatusTag } from './StatusTag';

/** The user's withdrawals, newest first: status, the payout reference once paid, a rejection's reason. */
export function WithdrawHistory() {
  const { t } = useTranslation();
  const accountCurrency = useAccountCurrency();
  const withdrawals = useWithdrawals();
  const rows = withdrawals.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="card" aria-labelledby="withdraw-history-title" data-testid="withdraw-history">
      <h2 id="withdraw-history-title" className="card-title">
        {t('withdraw.history')}
      </h2>
      {withdrawals.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : withdrawals.isError ? (
        <ErrorRetry onRetry={() => void withdrawals.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('withdraw.empty')} />
      ) : (
        <ListRefresh onRefresh={() => withdrawals.refetch()}>
          {rows.map((row) => (
            <div
              className="history-row"
              key={row.id}
              data-testid="withdraw-row"
              data-id={row.id}
              data-status={row.status}
            >
              <FundsAmount row={row} testId="withdraw-row-amount" />
              <StatusTag status={row.status} data-testid="withdraw-row-status" />
              <div className="muted tabular">{row.accountMasked}</div>
              <div className="muted tabular">{formatIndiaTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</div>
              {formatDecimal(row.fee).sign !== 0 && (
                <div className="history-row__note tabular">
                  {t('funds.fee')}: {formatDecimal(row.fee, accountCurrency ? { currency: accountCurrency } : {}).text}
                </div>
              )}
              {row.status === 'PAID' && row.reference && (
                <div className="history-row__note tabular" data-testid="withdraw-row-reference">
                  {t('funds.reference', { reference: row.reference })}
                </div>
              )}
              {row.status === 'REJECT' && row.reason && (
                <div className="history-row__note history-row__note--bad" data-testid="withdraw-row-reason">
                  {t('funds.reason', { reason: row.reason })}
                </div>
              )}
            </div>
          ))}
          <LoadMoreFooter
            state={loadMoreState(withdrawals.hasNextPage, withdrawals.isFetchingNextPage)}
            onLoadMore={() => void withdrawals.fetchNextPage()}
          />
        </ListRefresh>
      )}
    </section>
  );
}
