import { type BrakeScope, KILL_SWITCH_HOURS, MARKET_CODES } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { useFormState } from '../../components/use-form-state';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import { useUserDetail } from '../account/queries';
import { SegmentBar } from '../orders/SegmentBar';
import { OtpField } from '../security/OtpField';
import { cleanOtp, isOtp } from '../security/otp';
import { scopeText } from './describe';
import { useKillSwitch } from './queries';
import { indiaTime, useSpeak } from './speak';
import './brakes.css';

type HoursKey = '12' | '24' | '168' | '720';

/**
 * The cooling-off (kill switch, docs/SPEC.md BR5): which markets and for how long, confirmed in a
 * dialog, with a one-time code when two-factor sign-in is on. The code is the form's one typed value
 * (`useFormState`); the scope and the hours are picks that keep their own state, and stay as they were
 * after a stop while the code is cleared.
 */
export function KillSwitchForm() {
  const { t } = useTranslation();
  const speak = useSpeak();
  const accountType = usePrefs((s) => s.accountType);
  const user = useUserDetail();
  const stop = useKillSwitch();
  const scopeId = useId();
  const [scope, setScope] = useState<string>('all');
  const [hours, setHours] = useState<HoursKey>('12');
  const form = useFormState({ otp: '' });
  const { otp } = form.values;
  const needsOtp = user.data?.totpEnabled === true;
  // OtpField shows the code's own error; this one only holds the call back.
  const errors = { otp: needsOtp && !isOtp(otp) ? t('twoFactor.otpInvalid') : null };
  const submit = async () => {
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
    form.reset();
    toast(t('brakes.stopped', { until: indiaTime(t, reply.until) }), 'success');
  };
  return (
    <form
      noValidate
      className="card form-card"
      aria-labelledby="brakes-switch-title"
      data-testid="brakes-switch-form"
      onSubmit={form.onSubmit(errors, submit)}
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
      {needsOtp && (
        <OtpField value={otp} onChange={form.set('otp')} showErrors={form.submitted} data-testid="brakes-otp" />
      )}
      <div className="form-actions">
        <Button block type="submit" color="danger" size="large" loading={stop.isPending} data-testid="brakes-stop">
          {t('brakes.stop')}
        </Button>
      </div>
    </form>
  );
}
