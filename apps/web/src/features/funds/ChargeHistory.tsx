import { formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { FundsAmount } from './FxQuoteLine';
import { useCharges } from './queries';
import { StatusTag } from './StatusTag';

/** The user's recharges, newest first, with their review status and a rejection's reason. */
export function ChargeHistory() {
  const { t } = useTranslation();
  const charges = useCharges();
  const rows = charges.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="card" aria-labelledby="charge-history-title" data-testid="charge-history">
      <h2 id="charge-history-title" className="card-title">
        {t('charge.history')}
      </h2>
      {charges.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : charges.isError ? (
        <ErrorRetry onRetry={() => void charges.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('charge.empty')} />
      ) : (
        <ListRefresh onRefresh={() => charges.refetch()}>
          {rows.map((row) => (
            <div
              className="history-row"
              key={row.id}
              data-testid="charge-row"
              data-id={row.id}
              data-status={row.status}
            >
              <FundsAmount row={row} testId="charge-row-amount" />
              <StatusTag status={row.status} data-testid="charge-row-status" />
              <div className="muted tabular">{formatIndiaTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</div>
              <div className="muted tabular">
                {/* The channel's currency with its network (USDT TRC20) names where the money came from. */}
                {row.currency !== row.channelCurrency && `${row.currency} · `}#{row.id}
              </div>
              {row.status === 'REJECT' && row.reason && (
                <div className="history-row__note history-row__note--bad" data-testid="charge-row-reason">
                  {t('funds.reason', { reason: row.reason })}
                </div>
              )}
              {row.remark && <div className="history-row__note">{row.remark}</div>}
            </div>
          ))}
          <LoadMoreFooter
            state={loadMoreState(charges.hasNextPage, charges.isFetchingNextPage)}
            onLoadMore={() => void charges.fetchNextPage()}
          />
        </ListRefresh>
      )}
    </section>
  );
}
