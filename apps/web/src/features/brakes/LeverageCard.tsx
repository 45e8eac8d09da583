import { formatIndiaTime } from '@demo/client';
import type { BrakeStatus } from '@demo/contract';
import { RISK_DISCLOSURE_VERSION } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormState } from '../../components/use-form-state';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import { useAcceptDisclosure, useSetLeverageCap } from './queries';
import './brakes.css';

/** The caps offered: 1× (no leverage) up to the contract's highest; 0 removes the cap. */
const CAP_CHOICES = [1, 2, 5, 10, 20, 50, 100] as const;

const time = (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm');

/**
 * The leverage brakes of the Brakes screen (docs/SPEC.md BR8, BR10, BR18): the customer's leverage cap,
 * which opens at 1× when none is set (the safe choice), and the risk disclosure, read and accepted here
 * or in the order sheet before a first leveraged order.
 */
export function LeverageCard({ status }: { status: BrakeStatus }) {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const save = useSetLeverageCap();
  const accept = useAcceptDisclosure();
  const id = useId();
  // The cap is a pick from a list, so it has nothing to check; the form gives it the one submit path.
  const form = useFormState({ cap: String(status.leverageCap ?? 1) });
  const submit = async () => {
    await save.mutateAsync({ accountType, cap: Number(form.values.cap) });
    toast(t('leverCap.saved'), 'success');
  };
  const disclosed = status.disclosure?.version === RISK_DISCLOSURE_VERSION ? status.disclosure : null;
  return (
    <section className="card form-card" aria-labelledby="brakes-lever-title" data-testid="brakes-lever">
      <form noValidate onSubmit={form.onSubmit({}, submit)}>
        <h2 id="brakes-lever-title" className="card-title">
          {t('leverCap.title')}
        </h2>
        <p className="muted tabular" data-testid="brakes-lever-current">
          {status.leverageCap === null ? t('leverCap.none') : t('leverCap.current', { cap: status.leverageCap })}
        </p>
        <Field label={t('leverCap.title')} htmlFor={id} hint={t('leverCap.hint')}>
          <select
            id={id}
            className="native-select"
            value={form.values.cap}
            onChange={(e) => form.set('cap')(e.target.value)}
            data-testid="brakes-lever-cap"
          >
            {CAP_CHOICES.map((c) => (
              <option key={c} value={String(c)}>
                {c}×
              </option>
            ))}
            <option value="0">{t('leverCap.none')}</option>
          </select>
        </Field>
        <div className="form-actions">
          <SubmitButton loading={save.isPending} data-testid="brakes-lever-save">
            {t('leverCap.save')}
          </SubmitButton>
        </div>
      </form>
      <h3 className="card-title">{t('disclosure.title')}</h3>
      {disclosed ? (
        <p className="muted" data-testid="brakes-disclosure-accepted">
          {t('disclosure.accepted', { at: time(disclosed.acceptedAt) })}
        </p>
      ) : (
        <div data-testid="brakes-disclosure">
          <p className="muted">{t('disclosure.notAccepted')}</p>
          <ul className="order-nudges__list">
            <li>{t('disclosure.body1')}</li>
            <li>{t('disclosure.body2')}</li>
            <li>{t('disclosure.body3')}</li>
            <li>{t('disclosure.body4')}</li>
          </ul>
          <Button
            block
            fill="outline"
            loading={accept.isPending}
            onClick={() => accept.mutate(accountType)}
            data-testid="brakes-disclosure-accept"
          >
            {t('disclosure.accept')}
          </Button>
        </div>
      )}
    </section>
  );
}
