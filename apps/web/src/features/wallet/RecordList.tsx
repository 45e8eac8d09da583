import { formatIndiaTime, fxRateParts } from '@demo/client';
import type { AccountType } from '@demo/contract';
import { BALANCE_TYPE_VALUES } from '@demo/contract/refs';
import { currencyDecimals } from '@demo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { LoadMoreFooter, loadMoreState } from '../../components/LoadMoreFooter';
import { Money } from '../../components/Money';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { PATHS } from '../../lib/paths';
import { useAccountLabel } from '../account/use-account-label';
import { balanceTypeKey } from './balance-type-key';
import { useBalanceRecords } from './queries';
import { recordSubject, recordTitle } from './record-labels';

export { balanceTypeKey } from './balance-type-key';

type BalanceRecord = NonNullable<ReturnType<typeof useBalanceRecords>['data']>['pages'][number]['list'][number];

/** One balance record: what it was, when, the signed amount, its conversion and the balance after. */
function RecordRow({ r }: { r: BalanceRecord }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  return (
    <div className="record-row" data-testid="record-row" data-type={r.type} data-account={r.accountType}>
      <div>
        <div data-testid="record-type">{recordTitle(t, r)}</div>
        {recordSubject(r) !== null && (
          <div className="muted record-row__subject" data-testid="record-subject">
            {recordSubject(r)}
          </div>
        )}
        <div className="muted tabular">
          {formatIndiaTime(r.createdAt, 'YYYY-MM-DD HH:mm')} · {accountLabel(r.accountType)}
        </div>
        {r.hash !== null && (
          <Link
            to={PATHS.proof}
            className="muted tabular record-row__hash"
            title={r.hash}
            data-testid="record-hash"
            data-hash={r.hash}
          >
            {t('proof.recordHash')} {r.hash.slice(0, 12)}…
          </Link>
        )}
      </div>
      <div className="record-row__side">
        <Money value={r.amount} currency={r.currency} signed colored data-testid="record-amount" />
        {r.fx !== null && (
          <div className="muted tabular" data-testid="record-fx">
            <Money
              value={r.fx.instrumentAmount}
              currency={r.fx.instrumentCurrency}
              decimals={currencyDecimals(r.fx.instrumentCurrency)}
            />{' '}
            · {t('trade.fxRateValue', fxRateParts(r.fx.instrumentCurrency, r.currency, r.fx.rate))}
          </div>
        )}
        <div className="muted">
          {t('wallet.balanceAfter')} <Money value={r.balanceAfter} currency={r.currency} />
        </div>
      </div>
    </div>
  );
}

/** Balance records (`balance/log/list`) filtered by type and account, with signed, coloured amounts. */
export function RecordList() {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const [type, setType] = useState<number | null>(null);
  const [account, setAccount] = useState<AccountType | null>(null);
  const records = useBalanceRecords(type, account);
  const rows = records.data?.pages.flatMap((p) => p.list) ?? [];
  const label = (n: number) => {
    const key = balanceTypeKey(n);
    return key ? t(key as 'balanceType.trade') : String(n);
  };
  return (
    <section className="card" data-testid="wallet-records" aria-labelledby="records-title">
      <h2 id="records-title" className="card-title">
        {t('wallet.records')}
      </h2>
      <div className="filter-row">
        <select
          aria-label={t('wallet.allTypes')}
          value={type ?? ''}
          onChange={(e) => setType(e.target.value ? Number(e.target.value) : null)}
          data-testid="records-type"
        >
          <option value="">{t('wallet.allTypes')}</option>
          {BALANCE_TYPE_VALUES.map((v) => (
            <option key={v} value={v}>
              {label(v)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('wallet.allAccounts')}
          value={account ?? ''}
          onChange={(e) => setAccount(e.target.value === '' ? null : (e.target.value as AccountType))}
          data-testid="records-account"
        >
          <option value="">{t('wallet.allAccounts')}</option>
          <option value="real">{accountLabel('real')}</option>
          <option value="virtual">{accountLabel('virtual')}</option>
        </select>
      </div>
      {records.isPending ? (
        <LoadingSkeleton lines={5} />
      ) : records.isError ? (
        <ErrorRetry onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('wallet.empty')} />
      ) : (
        <ListRefresh onRefresh={() => records.refetch()}>
          {rows.map((r) => (
            <RecordRow key={r.id} r={r} />
          ))}
          <LoadMoreFooter
            state={loadMoreState(records.hasNextPage, records.isFetchingNextPage)}
            onLoadMore={() => void records.fetchNextPage()}
          />
        </ListRefresh>
      )}
    </section>
  );
}
