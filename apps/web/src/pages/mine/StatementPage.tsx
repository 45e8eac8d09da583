import { formatIndiaTime } from '@demo/client';
import type { AccountType, MonthlyStatement } from '@demo/contract';
import { indiaMonthOf, shiftMonth } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useAccountLabel } from '../../features/account/use-account-label';
import { SegmentBar } from '../../features/orders/SegmentBar';
import { useMonthlyStatement } from '../../features/statement/queries';
import { monthLabel, recentMonths, statementParams, statementSearch } from '../../features/statement/statement-params';
import { balanceTypeKey } from '../../features/wallet/RecordList';
import { usePrefs } from '../../lib/prefs-store';
import '../../features/statement/statement.css';
import { PATHS } from '../../lib/paths';

const ACCOUNTS: readonly AccountType[] = ['real', 'virtual'];

/**
 * `/pages/mine/statement`: one month of one account as a printable statement (AN6): opening balance,
 * every record, totals by type, closing balance, the holder and the period in India time. The month
 * and account live in the address, so the printed page can be reopened as it was.
 */
export function StatementPage() {
  const { t, i18n } = useTranslation();
  const accountLabel = useAccountLabel();
  const [search, setSearch] = useSearchParams();
  const appAccount = usePrefs((s) => s.accountType);
  const params = statementParams(search, Date.now(), appAccount);
  const statement = useMonthlyStatement(params.accountType, params.month);
  const current = indiaMonthOf(Date.now());
  // An older month opened from an address is offered too, so the picker shows what is on the page.
  const months = recentMonths(current);
  if (!months.includes(params.month)) months.push(params.month);
  const go = (next: Partial<typeof params>) => setSearch(statementSearch({ ...params, ...next }), { replace: true });

  return (
    <div className="page statement-page" data-testid="statement-page">
      <PageNav parent={PATHS.mine} title={t('statement.title')} />
      <div className="page-body">
        <div className="statement-controls card">
          <SegmentBar
            segments={ACCOUNTS.map((key) => ({ key, label: accountLabel(key) }))}
            value={params.accountType}
            onChange={(accountType) => go({ accountType })}
          />
          <div className="statement-controls__month">
            <Button
              size="small"
              fill="outline"
              aria-label={t('statement.previousMonth')}
              onClick={() => go({ month: shiftMonth(params.month, -1) })}
              data-testid="statement-previous"
            >
              ‹
            </Button>
            <label className="statement-controls__label">
              <span>{t('statement.month')}</span>
              <select
                value={params.month}
                onChange={(e) => go({ month: e.target.value })}
                data-testid="statement-month"
              >
                {months.map((month) => (
                  <option key={month} value={month}>
                    {monthLabel(month, i18n.language)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="small"
              fill="outline"
              aria-label={t('statement.nextMonth')}
              disabled={params.month >= current}
              onClick={() => go({ month: shiftMonth(params.month, 1) })}
              data-testid="statement-next"
            >
              ›
            </Button>
          </div>
          <Button
            block
            color="primary"
            disabled={!statement.isSuccess}
            onClick={() => window.print()}
            data-testid="statement-print"
          >
            {t('statement.print')}
          </Button>
        </div>
        {statement.isPending ? (
          <LoadingSkeleton lines={8} />
        ) : statement.isError ? (
          <ErrorRetry onRetry={() => void statement.refetch()} />
        ) : (
          <StatementDocument data={statement.data} />
        )}
      </div>
    </div>
  );
}

/** The name of a balance type as the customer reads it; a type the app does not know reads as its number. */
function useTypeLabel() {
  const { t } = useTranslation();
  return (type: number) => {
    const key = balanceTypeKey(type);
    return key ? t(key as 'balanceType.trade') : String(type);
  };
}

/** The statement's head: whose it is, which account and period, and the balance from opening to closing. */
function StatementHead({ data }: { data: MonthlyStatement }) {
  const { t, i18n } = useTranslation();
  const accountLabel = useAccountLabel();
  const money = (value: string, signed = false) => <Money value={value} currency={data.currency} signed={signed} />;
  const holder = data.holder.realName ?? data.holder.nickname;
  return (
    <section className="card statement-section">
      <h2 id="statement-heading" className="statement__heading">
        {t('statement.heading', { month: monthLabel(data.month, i18n.language) })}
      </h2>
      <dl className="statement__facts">
        <dt>{t('statement.holder')}</dt>
        <dd data-testid="statement-holder">
          {holder} · {data.holder.username}
        </dd>
        <dt>{t('statement.account')}</dt>
        <dd>
          {accountLabel(data.accountType)} · {data.currency}
        </dd>
        <dt>{t('statement.period')}</dt>
        <dd className="tabular" data-testid="statement-period">
          {t('statement.periodValue', {
            from: formatIndiaTime(data.from, 'YYYY-MM-DD HH:mm'),
            to: formatIndiaTime(data.to, 'YYYY-MM-DD HH:mm'),
          })}
        </dd>
      </dl>
      <table className="statement-table statement-summary" aria-label={t('statement.summary')}>
        <tbody>
          <tr data-testid="statement-opening">
            <th scope="row">{t('statement.opening')}</th>
            <td>{money(data.openingBalance)}</td>
          </tr>
          <tr>
            <th scope="row">{t('statement.moneyIn')}</th>
            <td>{money(data.moneyIn, true)}</td>
          </tr>
          <tr>
            <th scope="row">{t('statement.moneyOut')}</th>
            <td>{money(data.moneyOut, true)}</td>
          </tr>
          {data.unlisted !== '0.00' && data.unlisted !== '0' && (
            <tr data-testid="statement-unlisted">
              <th scope="row">{t('statement.unlisted')}</th>
              <td>{money(data.unlisted, true)}</td>
            </tr>
          )}
          <tr className="statement-summary__total" data-testid="statement-closing">
            <th scope="row">{t('statement.closing')}</th>
            <td>{money(data.closingBalance)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The month's records added up by type. */
function StatementTotals({ data }: { data: MonthlyStatement }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <section className="card statement-section" aria-labelledby="statement-totals">
      <h3 id="statement-totals" className="card-title">
        {t('statement.totals')}
      </h3>
      <table className="statement-table" data-testid="statement-totals">
        <thead>
          <tr>
            <th scope="col">{t('statement.type')}</th>
            <th scope="col">{t('statement.count')}</th>
            <th scope="col">{t('statement.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.totals.map((line) => (
            <tr key={line.type} data-type={line.type}>
              <td>{typeLabel(line.type)}</td>
              <td>{line.count}</td>
              <td>
                <Money value={line.amount} currency={data.currency} signed />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every record of the month with the balance after it, and a note when the list was cut short. */
function StatementRecords({ data }: { data: MonthlyStatement }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <section className="card statement-section" aria-labelledby="statement-records">
      <h3 id="statement-records" className="card-title">
        {t('statement.records', { count: data.records.length })}
      </h3>
      <table className="statement-table statement-records">
        <thead>
          <tr>
            <th scope="col">{t('statement.date')}</th>
            <th scope="col">{t('statement.type')}</th>
            <th scope="col">{t('statement.amount')}</th>
            <th scope="col">{t('statement.balanceAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {data.records.map((r) => (
            <tr key={r.id} data-testid="statement-row" data-type={r.type}>
              <td className="tabular">{formatIndiaTime(r.createdAt, 'YYYY-MM-DD HH:mm')}</td>
              <td>
                {typeLabel(r.type)}
                {r.code !== null && <div className="muted">{r.code}</div>}
              </td>
              <td>
                <Money value={r.amount} currency={data.currency} signed />
              </td>
              <td>
                <Money value={r.balanceAfter} currency={data.currency} signed={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.truncated && <p className="muted">{t('statement.truncated', { count: data.records.length })}</p>}
    </section>
  );
}

/** The printable statement: its head, then the totals and every record, or a note that there are none. */
function StatementDocument({ data }: { data: MonthlyStatement }) {
  const { t } = useTranslation();
  return (
    <article className="statement" data-testid="statement" aria-labelledby="statement-heading">
      <StatementHead data={data} />
      {data.records.length === 0 ? (
        <section className="card statement-section">
          <EmptyState text={t('statement.empty')} />
        </section>
      ) : (
        <>
          <StatementTotals data={data} />
          <StatementRecords data={data} />
        </>
      )}
    </article>
  );
}
