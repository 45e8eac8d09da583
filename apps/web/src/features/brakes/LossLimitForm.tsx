import type { BrakeStatus } from '@demo/contract';
import Switch from 'antd-mobile/es/components/switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import { useSetLossLimit } from './queries';
import { indiaTime } from './speak';
import './brakes.css';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The daily loss limit (docs/SPEC.md BR1, BR5): the amount on `useFormState`, checked after the first
 * save; the cover-on-reach switch is a pick, not typed text, and keeps its own state beside the form's.
 */
export function LossLimitForm({ status }: { status: BrakeStatus }) {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const save = useSetLossLimit();
  const id = useId();
  const form = useFormState({ amount: status.lossLimit ?? '' });
  const [coverOnReach, setCoverOnReach] = useState(status.coverOnReach);
  const amount = form.values.amount.trim();
  // An empty amount is as wrong as a malformed one, and says so in the same words.
  const errors = { amount: AMOUNT.test(amount) ? null : t('brakes.amountInvalid') };
  const submit = async () => {
    const reply = await save.mutateAsync({ accountType, amount, coverOnReach });
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
      onSubmit={form.onSubmit(errors, submit)}
    >
      <h2 id="brakes-limit-title" className="card-title">
        {t('brakes.limitTitle')}
      </h2>
      <Field
        label={t('brakes.amount', { currency: status.currency })}
        htmlFor={id}
        error={form.shown(errors).amount}
        hint={t('brakes.limitHint')}
      >
        <TextInput
          id={id}
          value={form.values.amount}
          onChange={(v) => form.set('amount')(v.replace(/[^0-9.]/g, ''))}
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
