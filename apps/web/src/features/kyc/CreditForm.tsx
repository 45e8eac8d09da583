import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { requiredText } from '../../components/form-rules';
import { ImageUpload } from '../../components/ImageUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { toast } from '../../lib/toast';
import { aadhaarState, formatAadhaarInput } from './aadhaar-mask';
import { useSubmitCredit } from './queries';
import { creditPayload, type KeptSubmission } from './resubmission';

const REAL_NAME_MAX = 64;
/** Room for a pasted number with dashes or extra spaces; the mask keeps 12 digits in three groups. */
const AADHAAR_INPUT_MAX = 20;

/**
 * The form's values (an image not chosen yet is ''), its errors and its submit. A number that cannot
 * be an Aadhaar (a first digit 0 or 1, a failed Verhoeff check) is said as it is typed; the other
 * errors wait for the first submit.
 */
function useCreditForm(kept: KeptSubmission | null) {
  const { t } = useTranslation();
  const form = useFormState({
    realName: kept?.realName ?? '',
    number: '',
    front: kept?.front ?? '',
    back: kept?.back ?? '',
  });
  const v = form.values;
  const submitCredit = useSubmitCredit();
  const state = aadhaarState(v.number);
  const keepsNumber = Boolean(kept?.numberMasked) && v.number === '';
  const invalidNumber = t('credit.aadhaarInvalid');
  const errors = {
    realName: requiredText(v.realName, t('field.required', { field: t('credit.realName') })),
    number:
      state === 'empty'
        ? keepsNumber
          ? null
          : t('field.required', { field: t('credit.aadhaar') })
        : state === 'valid'
          ? null
          : invalidNumber,
    front: v.front === '' ? t('funds.imageRequired', { field: t('credit.front') }) : null,
    back: v.back === '' ? t('funds.imageRequired', { field: t('credit.back') }) : null,
  };
  const shown = form.shown(errors);
  const submit = async () => {
    await submitCredit.mutateAsync(creditPayload(v, kept));
    // The number is not kept on the device once it is sent; the page shows only the masked form.
    form.set('number')('');
    toast(t('common.commitSuccess'), 'success');
  };
  return {
    form,
    state,
    keepsNumber,
    shown: { ...shown, number: shown.number ?? (state === 'invalid' ? invalidNumber : null) },
    onSubmit: form.onSubmit(errors, submit),
    pending: submitCredit.isPending,
  };
}

type CreditFormState = ReturnType<typeof useCreditForm>;

/** The Aadhaar number, grouped as typed; after a rejection an empty one keeps the number sent before. */
function AadhaarField({ credit, kept }: { credit: CreditFormState; kept: KeptSubmission | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, state } = credit;
  return (
    <Field
      label={t('credit.aadhaar')}
      htmlFor={id}
      error={credit.shown.number}
      good={state === 'valid'}
      hint={
        state === 'valid'
          ? '✓'
          : credit.keepsNumber
            ? t('creditResubmit.keepNumber', { masked: kept?.numberMasked ?? '' })
            : null
      }
    >
      <TextInput
        id={id}
        value={form.values.number}
        onChange={(text) => form.set('number')(formatAadhaarInput(text))}
        inputMode="numeric"
        maxLength={AADHAAR_INPUT_MAX}
        autoComplete="off"
        placeholder={t('credit.aadhaarPlaceholder')}
        data-testid="credit-number"
      />
    </Field>
  );
}

/** Front and back of the card side by side, a note while a kept image is showing, and their error. */
function CardImages({
  form,
  shown,
  kept,
}: {
  form: CreditFormState['form'];
  shown: CreditFormState['shown'];
  kept: KeptSubmission | null;
}) {
  const { t } = useTranslation();
  // As before the values moved into one object: no image is null, so a kept image that was null matches.
  const front = form.values.front || null;
  const back = form.values.back || null;
  const imageError = shown.front ?? shown.back;
  return (
    <>
      <div className="image-pair field">
        <div>
          <span className="field__label">{t('credit.front')}</span>
          <ImageUpload
            value={front}
            onChange={form.set('front')}
            label={t('credit.front')}
            invalid={Boolean(shown.front)}
            data-testid="credit-front"
          />
        </div>
        <div>
          <span className="field__label">{t('credit.back')}</span>
          <ImageUpload
            value={back}
            onChange={form.set('back')}
            label={t('credit.back')}
            invalid={Boolean(shown.back)}
            data-testid="credit-back"
          />
        </div>
      </div>
      {kept && (front === kept.front || back === kept.back) && (
        <p className="muted field-hint" data-testid="credit-kept-images">
          {t('creditResubmit.keptImages')}
        </p>
      )}
      {imageError && (
        <div className="field-hint field-hint--bad" role="alert">
          {imageError}
        </div>
      )}
    </>
  );
}

/**
 * Real name, Aadhaar number (grouped as typed, Verhoeff-checked live), front and back images. After a
 * rejection (FL3) the form starts from what was submitted: the name, the images to keep or replace,
 * and the number kept unless a new one is typed.
 */
export function CreditForm({ resubmit, kept = null }: { resubmit: boolean; kept?: KeptSubmission | null }) {
  const { t } = useTranslation();
  const nameId = useId();
  const credit = useCreditForm(kept);
  const { form } = credit;
  return (
    <form noValidate onSubmit={credit.onSubmit}>
      <section className="card form-card">
        <Field label={t('credit.realName')} htmlFor={nameId} error={credit.shown.realName}>
          <TextInput
            id={nameId}
            value={form.values.realName}
            onChange={form.set('realName')}
            maxLength={REAL_NAME_MAX}
            autoComplete="name"
            placeholder={t('credit.realNamePlaceholder')}
            data-testid="credit-real-name"
          />
        </Field>
        <AadhaarField credit={credit} kept={kept} />
        <CardImages form={form} shown={credit.shown} kept={kept} />
      </section>
      <SubmitButton loading={credit.pending} data-testid="credit-submit">
        {resubmit ? t('credit.resubmit') : t('credit.submit')}
      </SubmitButton>
    </form>
  );
}
