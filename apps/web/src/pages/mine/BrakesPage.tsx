import type { BrakeStatus } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { describeBrake, scopeText } from '../../features/brakes/describe';
import { KillSwitchForm } from '../../features/brakes/KillSwitchForm';
import { LeverageCard } from '../../features/brakes/LeverageCard';
import { LossLimitForm } from '../../features/brakes/LossLimitForm';
import { useBrakeLog, useBrakeStatus } from '../../features/brakes/queries';
import { indiaTime, useSpeak } from '../../features/brakes/speak';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import '../../features/brakes/brakes.css';
import '../../features/positions/positions.css';

/**
 * `/pages/mine/brakes`: the current account's brakes (docs/SPEC.md BR1–BR11, BR18) — today's loss against
 * the daily limit, the kill switches in force, the forms to set them, and the log of every brake
 * that fired with the figures of that moment.
 */
export function BrakesPage() {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const status = useBrakeStatus(accountType);

  return (
    <div className="page" data-testid="brakes-page">
      <PageNav parent={PATHS.mine} title={t('brakes.title')} />
      <div className="page-body">
        <p className="muted brakes-intro">
          <strong>{t(`brakes.account.${accountType}`)}</strong> · {t('brakes.intro')}
        </p>
        {status.data ? (
          <>
            <TodayCard status={status.data} />
            <LossLimitForm status={status.data} />
            <LeverageCard status={status.data} />
            <KillSwitchForm />
          </>
        ) : status.isError ? (
          <ErrorRetry onRetry={() => void status.refetch()} />
        ) : (
          <LoadingSkeleton />
        )}
        <BrakeLogCard />
      </div>
    </div>
  );
}

function TodayCard({ status }: { status: BrakeStatus }) {
  const { t } = useTranslation();
  const speak = useSpeak();
  const money = (amount: string) => `${amount} ${status.currency}`;
  return (
    <section className="card brakes-today" aria-labelledby="brakes-today" data-testid="brakes-today">
      <h2 id="brakes-today" className="card-title">
        {t('brakes.today')}
      </h2>
      <dl className="brakes-figures">
        <div>
          <dt>{t('brakes.todayLoss')}</dt>
          <dd className="tabular" data-testid="brakes-today-loss">
            {money(status.todayLoss)}
          </dd>
        </div>
        <div>
          <dt>{t('brakes.limit')}</dt>
          <dd className="tabular" data-testid="brakes-limit">
            {status.lossLimit === null ? t('brakes.noLimit') : money(status.lossLimit)}
          </dd>
        </div>
      </dl>
      {status.nextLossLimit && (
        <p className="muted" data-testid="brakes-next-limit">
          {status.nextLossLimit.amount === null
            ? t('brakes.nextNone', { from: indiaTime(t, status.nextLossLimit.from) })
            : t('brakes.nextLimit', {
                amount: money(status.nextLossLimit.amount),
                from: indiaTime(t, status.nextLossLimit.from),
              })}
        </p>
      )}
      {status.reachedToday && (
        <p className="brakes-alert" role="status" data-testid="brakes-reached">
          {t('brakes.reached')}
        </p>
      )}
      {status.killSwitches.length === 0 ? (
        <p className="muted" data-testid="brakes-no-switch">
          {t('brakes.noSwitch')}
        </p>
      ) : (
        <div data-testid="brakes-switches">
          <div className="brakes-alert">{t('brakes.switchesOn')}</div>
          <ul className="brakes-list">
            {status.killSwitches.map((s) => (
              <li key={s.scope} data-testid={`brakes-switch-${s.scope}`}>
                {t('brakes.switchUntil', { scope: scopeText(s.scope, speak), until: indiaTime(t, s.until) })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function BrakeLogCard() {
  const { t } = useTranslation();
  const speak = useSpeak();
  const accountType = usePrefs((s) => s.accountType);
  const log = useBrakeLog(accountType);
  return (
    <section className="card" aria-labelledby="brakes-log-title" data-testid="brakes-log">
      <h2 id="brakes-log-title" className="card-title">
        {t('brakes.logTitle')}
      </h2>
      {!log.data ? (
        log.isError ? (
          <ErrorRetry onRetry={() => void log.refetch()} />
        ) : (
          <LoadingSkeleton />
        )
      ) : log.data.list.length === 0 ? (
        <EmptyState text={t('brakes.logEmpty')} />
      ) : (
        <ol className="brakes-log">
          {log.data.list.map((entry) => (
            <li key={entry.id} data-testid={`brakes-log-${entry.kind}`}>
              <div className="muted tabular brakes-log__at">{indiaTime(t, entry.at)}</div>
              <div>{describeBrake(entry, speak)}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
