import { formatIndiaTime } from '@demo/client';
import type { BrakeStatus } from '@demo/contract';
import { type BrakeScope, KILL_SWITCH_HOURS, MARKET_CODES } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Switch from 'antd-mobile/es/components/switch';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useUserDetail } from '../../features/account/queries';
import { describeBrake, type Speak, scopeText } from '../../features/brakes/describe';
import { LeverageCard } from '../../features/brakes/LeverageCard';
import { useBrakeLog, useBrakeStatus, useKillSwitch, useSetLossLimit } from '../../features/brakes/queries';
import { useMarketName } from '../../features/markets/market-name';
import { SegmentBar } from '../../features/orders/SegmentBar';
import { OtpField } from '../../features/security/OtpField';
import { cleanOtp, isOtp } from '../../features/security/otp';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import '../../features/brakes/brakes.css';
import '../../features/positions/positions.css';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** A moment in India time, named as the reader's language names it ("IST", "(भारतीय समय)"). */
const indiaTime = (t: TFunction, ms: number) =>
  t('brakes.indiaTime', { time: formatIndiaTime(ms, 'YYYY-MM-DD HH:mm') });

/** The words of the log and the status: i18n, market names, India time. */
function useSpeak(): Speak {
  const { t } = useTranslation();
  const market = useMarketName();
  // The log names its keys at run time; describe.test.ts proves each exists in both languages.
  return { t: (key, values) => String(t(key as never, values as never)), market, time: (ms) => indiaTime(t, ms) };
}

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

function LossLimitForm({ status }: { status: BrakeStatus }) {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const save = useSetLossLimit();
  const id = useId();
  const [amount, setAmount] = useState(status.lossLimit ?? '');
  const [coverOnReach, setCoverOnReach] = useState(status.coverOnReach);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !AMOUNT.test(amount.trim()) ? t('brakes.amountInvalid') : null;
  const submit = async () => {
    setSubmitted(true);
    if (!AMOUNT.test(amount.trim())) return;
    const reply = await save.mutateAsync({ accountType, amount: amount.trim(), coverOnReach });
    toast(
      reply.effectiveFrom > Date.now() + 1000
        ? t('brakes.limitWaits', { from: indiaTime(t, reply.effectiveFrom) })
        : t('brakes.limitSaved'),
      'success',
    );
  };
  return (
    <form
      noValidate
      className="card form-card"
      aria-labelledby="brakes-limit-title"
      data-testid="brakes-limit-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <h2 id="brakes-limit-title" className="card-title">
        {t('brakes.limitTitle')}
      </h2>
      <Field
        label={t('brakes.amount', { currency: status.currency })}
        htmlFor={id}
        error={error}
        hint={t('brakes.limitHint')}
      >
        <TextInput
          id={id}
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^0-9.]/g, ''))}
          inputMode="decimal"
          placeholder={t('brakes.amountPlaceholder')}
          data-testid="brakes-limit-amount"
        />
      </Field>
      <div className="brakes-toggle">
        <span>{t('brakes.coverOnReach')}</span>
        <Switch checked={coverOnReach} onChange={setCoverOnReach} data-testid="brakes-cover-on-reach" />
      </div>
      <div className="form-actions">
        <SubmitButton loading={save.isPending} data-testid="brakes-limit-save">
          {t('brakes.saveLimit')}
        </SubmitButton>
      </div>
    </form>
  );
}

type HoursKey = '12' | '24' | '168' | '720';

function KillSwitchForm() {
  const { t } = useTranslation();
  const speak = useSpeak();
  const accountType = usePrefs((s) => s.accountType);
  const user = useUserDetail();
  const stop = useKillSwitch();
  const scopeId = useId();
  const [scope, setScope] = useState<string>('all');
  const [hours, setHours] = useState<HoursKey>('12');
  const [otp, setOtp] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const needsOtp = user.data?.totpEnabled === true;
  const submit = async () => {
    setSubmitted(true);
    if (needsOtp && !isOtp(otp)) return;
    const duration = t(`brakes.hours.${hours}`);
    const sure = await Dialog.confirm({
      content: t('brakes.confirm', { scope: scopeText(scope, speak), duration }),
      confirmText: t('brakes.stop'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    const reply = await stop.mutateAsync({
      accountType,
      scope: scope as BrakeScope,
      hours: Number(hours),
      ...(needsOtp ? { otp: cleanOtp(otp) } : {}),
    });
    setOtp('');
    setSubmitted(false);
    toast(t('brakes.stopped', { until: indiaTime(t, reply.until) }), 'success');
  };
  return (
    <form
      noValidate
      className="card form-card"
      aria-labelledby="brakes-switch-title"
      data-testid="brakes-switch-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <h2 id="brakes-switch-title" className="card-title">
        {t('brakes.switchTitle')}
      </h2>
      <p className="muted">{t('brakes.switchHint')}</p>
      <Field label={t('brakes.scope')} htmlFor={scopeId}>
        <select
          id={scopeId}
          className="native-select"
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          data-testid="brakes-scope"
        >
          <option value="all">{t('brakes.scopeAll')}</option>
          {MARKET_CODES.map((code) => (
            <option key={code} value={code}>
              {speak.market(code)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('brakes.duration')}>
        <SegmentBar
          segments={KILL_SWITCH_HOURS.map((h) => ({ key: String(h) as HoursKey, label: t(`brakes.hours.${h}`) }))}
          value={hours}
          onChange={setHours}
        />
      </Field>
      {needsOtp && <OtpField value={otp} onChange={setOtp} showErrors={submitted} data-testid="brakes-otp" />}
      <div className="form-actions">
        <Button block type="submit" color="danger" size="large" loading={stop.isPending} data-testid="brakes-stop">
          {t('brakes.stop')}
        </Button>
      </div>
    </form>
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
