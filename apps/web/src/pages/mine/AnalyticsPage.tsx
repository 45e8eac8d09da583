import type { Analytics } from '@demo/contract';
import { indiaMonthOf } from '@demo/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { AnalyticsCharts } from '../../features/analytics/AnalyticsCharts';
import { useAnalytics } from '../../features/analytics/queries';
import { StatementButton } from '../../features/analytics/StatementButton';
import { ANALYTICS_WINDOWS, type AnalyticsWindow, WINDOW_LABELS } from '../../features/analytics/windows';
import { useScheme } from '../../features/chart/use-scheme';
import { useMarketName } from '../../features/markets/market-name';
import { SegmentBar } from '../../features/orders/SegmentBar';
import { statementSearch } from '../../features/statement/statement-params';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import '../../features/analytics/analytics.css';
import '../../features/positions/positions.css';

/** `/pages/mine/analytics`: the current account's P&L, fees, win rate and drawdown over a window, with charts. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [window, setWindow] = useState<AnalyticsWindow>('30d');
  const accountType = usePrefs((s) => s.accountType);
  const figures = useAnalytics(accountType, window);
  const scheme = useScheme();

  return (
    <div className="page" data-testid="analytics-page">
      <PageNav parent={PATHS.mine} title={t('analytics.title')} />
      <div className="page-body">
        <SegmentBar
          segments={ANALYTICS_WINDOWS.map((key) => ({ key, label: t(WINDOW_LABELS[key]) }))}
          value={window}
          onChange={setWindow}
        />
        <p className="analytics-figure__label">
          {accountType === 'real' ? t('analytics.realAccount') : t('analytics.demoAccount')}
        </p>
        {figures.isPending ? (
          <LoadingSkeleton lines={8} />
        ) : figures.isError ? (
          <ErrorRetry onRetry={() => void figures.refetch()} />
        ) : (
          <Figures data={figures.data} scheme={scheme} />
        )}
        <StatementButton window={window} />
        <Link
          className="link-button analytics-statement-link"
          to={`${PATHS.statement}?${statementSearch({ month: indiaMonthOf(Date.now()), accountType })}`}
          data-testid="analytics-statement"
        >
          {t('statement.link')}
        </Link>
      </div>
    </div>
  );
}

function Figures({ data, scheme }: { data: Analytics; scheme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const marketName = useMarketName();
  const money = (value: string, colored = false) => (
    <Money value={value} currency={data.currency} colored={colored} signed={colored} />
  );
  const empty = data.trades === 0 && data.byDay.length === 0;
  return (
    <>
      <section className="card analytics-figures" data-testid="analytics-figures">
        <Figure label={t('analytics.realisedPnl')} testId="analytics-realised">
          {money(data.realisedPnl, true)}
        </Figure>
        <Figure label={t('analytics.unrealisedPnl')} testId="analytics-unrealised">
          {money(data.unrealisedPnl, true)}
        </Figure>
        <Figure label={t('analytics.grossPnl')} testId="analytics-gross">
          {money(data.grossPnl, true)}
        </Figure>
        <Figure label={t('analytics.fees')} testId="analytics-fees">
          {money(data.fees)}
        </Figure>
        <Figure label={t('analytics.tradeOvernightFees')} testId="analytics-trade-overnight">
          {money(data.tradeOvernightFees)}
        </Figure>
        <Figure label={t('analytics.overnightFees')} testId="analytics-overnight">
          {money(data.overnightFees)}
        </Figure>
        <Figure label={t('analytics.winRate')} testId="analytics-win-rate">
          {data.winRate}%
        </Figure>
        <Figure label={t('analytics.trades')} testId="analytics-trades">
          {data.trades}
        </Figure>
        <Figure label={t('analytics.maxDrawdown')} testId="analytics-drawdown">
          {money(data.maxDrawdown)}
        </Figure>
        <p className="analytics-basis muted" data-testid="analytics-basis">
          {t('analytics.basis')}
        </p>
      </section>
      {empty ? (
        <EmptyState text={t('analytics.empty')} />
      ) : (
        <>
          <section className="card">
            <h2 className="card-title">
              {t('analytics.equityCurve')} · {t('analytics.dailyPnl')}
            </h2>
            <AnalyticsCharts byDay={data.byDay} scheme={scheme} />
          </section>
          <section className="card" data-testid="analytics-by-market">
            <h2 className="card-title">{t('analytics.byMarket')}</h2>
            <table className="analytics-table">
              <thead>
                <tr>
                  <th>{t('analytics.market')}</th>
                  <th>{t('analytics.trades')}</th>
                  <th>{t('analytics.pnl')}</th>
                </tr>
              </thead>
              <tbody>
                {data.byMarket.map((m) => (
                  <tr key={m.market}>
                    <td data-market={m.market}>{marketName(m.market)}</td>
                    <td>{m.trades}</td>
                    <td>{money(m.pnl, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <div className="analytics-figure__label">{label}</div>
      <div className="analytics-figure__value">{children}</div>
    </div>
  );
}
