import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { ImageUpload } from '../../components/ImageUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { toast } from '../../lib/toast';
import { aadhaarState, formatAadhaarInput } from './aadhaar-mask';
import { useSubmitCredit } from './queries';
import { creditPayload, type KeptSubmission } from './resubmission';

const REAL_NAME_MAX = 64;
/** Room for a pasted number with dashes or extra spaces; the mask keeps 12 digits in three groups. */
const AADHAAR_INPUT_MAX = 20;

/**
 * Real name, Aadhaar number (grouped as typed, Verhoeff-checked live), front and back images. After a
 * rejection (FL3) the form starts from what was submitted: the name, the images to keep or replace,
 * and the number kept unless a new one is typed.
 */
export function CreditForm({ resubmit, kept = null }: { resubmit: boolean; kept?: KeptSubmission | null }) {
  const { t } = useTranslation();
  const ids = { name: useId(), number: useId() };
  const [realName, setRealName] = useState(kept?.realName ?? '');
  const [number, setNumber] = useState('');
  const [front, setFront] = useState<string | null>(kept?.front ?? null);
  const [back, setBack] = useState<string | null>(kept?.back ?? null);
  const keepsNumber = Boolean(kept?.numberMasked) && number === '';
  const [submitted, setSubmitted] = useState(false);
  const submitCredit = useSubmitCredit();
  const state = aadhaarState(number);

  const errors = {
    realName: submitted && realName.trim() === '' ? t('field.required', { field: t('credit.realName') }) : null,
    number:
      submitted && state === 'empty' && !keepsNumber
        ? t('field.required', { field: t('credit.aadhaar') })
        : state === 'invalid' || (submitted && state === 'partial')
          ? t('credit.aadhaarInvalid')
          : null,
    front: submitted && !front ? t('funds.imageRequired', { field: t('credit.front') }) : null,
    back: submitted && !back ? t('funds.imageRequired', { field: t('credit.back') }) : null,
  };

  const submit = async () => {
    setSubmitted(true);
    if (!realName.trim() || !(state === 'valid' || keepsNumber) || !front || !back) return;
    await submitCredit.mutateAsync(creditPayload({ realName, number, front, back }, kept));
    // The number is not kept on the device once it is sent; the page shows only the masked form.
    setNumber('');
    toast(t('common.commitSuccess'), 'success');
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <section className="card form-card">
        <Field label={t('credit.realName')} htmlFor={ids.name} error={errors.realName}>
          <TextInput
            id={ids.name}
            value={realName}
            onChange={setRealName}
            maxLength={REAL_NAME_MAX}
            autoComplete="name"
            placeholder={t('credit.realNamePlaceholder')}
            data-testid="credit-real-name"
          />
        </Field>
        <Field
          label={t('credit.aadhaar')}
          htmlFor={ids.number}
          error={errors.number}
          good={state === 'valid'}
          hint={
            state === 'valid'
              ? '✓'
              : keepsNumber
                ? t('creditResubmit.keepNumber', { masked: kept?.numberMasked ?? '' })
                : null
          }
        >
          <TextInput
            id={ids.number}
            value={number}
            onChange={(text) => setNumber(formatAadhaarInput(text))}
            inputMode="numeric"
            maxLength={AADHAAR_INPUT_MAX}
            autoComplete="off"
            placeholder={t('credit.aadhaarPlaceholder')}
            data-testid="credit-number"
          />
        </Field>
        <div className="image-pair field">
          <div>
            <span className="field__label">{t('credit.front')}</span>
            <ImageUpload
              value={front}
              onChange={setFront}
              label={t('credit.front')}
              invalid={errors.front !== null}
              data-testid="credit-front"
            />
          </div>
          <div>
            <span className="field__label">{t('credit.back')}</span>
            <ImageUpload
              value={back}
              onChange={setBack}
              label={t('credit.back')}
              invalid={errors.back !== null}
              data-testid="credit-back"
            />
          </div>
        </div>
        {kept && (front === kept.front || back === kept.back) && (
          <p className="muted field-hint" data-testid="credit-kept-images">
            {t('creditResubmit.keptImages')}
          </p>
        )}
        {(errors.front ?? errors.back) && (
          <div className="field-hint field-hint--bad" role="alert">
            {errors.front ?? errors.back}
          </div>
        )}
      </section>
      <SubmitButton loading={submitCredit.isPending} data-testid="credit-submit">
        {resubmit ? t('credit.resubmit') : t('credit.submit')}
      </SubmitButton>
    </form>
  );
}
