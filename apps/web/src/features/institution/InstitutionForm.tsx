import { normalizePhone } from '@demo/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { requiredText } from '../../components/form-rules';
import { ImageUpload } from '../../components/ImageUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { toast } from '../../lib/toast';
import { useApplyInstitution } from './queries';

/** Most documents one application carries (the contract allows 10; three cover the usual set). */
export const DOCUMENTS_MAX = 3;
const TEXT_MAX = { name: 128, short: 64 } as const;

type Values = {
  institutionName: string;
  registrationNumber: string;
  institutionalCode: string;
  contactName: string;
  contactPhone: string;
};

const EMPTY: Values = {
  institutionName: '',
  registrationNumber: '',
  institutionalCode: '',
  contactName: '',
  contactPhone: '',
};

/** The institutional account application: institution, registration, code, contact and documents. */
export function InstitutionForm() {
  const { t } = useTranslation();
  const ids = { name: useId(), reg: useId(), code: useId(), contact: useId(), phone: useId() };
  const { v, set, docs, setDocs, errors, onSubmit, pending } = useInstitutionForm();

  const text = (key: keyof Values, id: string, label: string, max: number, testId: string, tel = false) => (
    <Field label={label} htmlFor={id} error={errors[key]}>
      <TextInput
        id={id}
        value={v[key]}
        onChange={set(key)}
        maxLength={max}
        {...(tel ? { type: 'tel' as const, inputMode: 'tel' as const, autoComplete: 'tel' } : {})}
        data-testid={testId}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <section className="card form-card">
        {text('institutionName', ids.name, t('institution.name'), TEXT_MAX.name, 'institution-name')}
        {text(
          'registrationNumber',
          ids.reg,
          t('institution.registrationNumber'),
          TEXT_MAX.short,
          'institution-registration',
        )}
        {text('institutionalCode', ids.code, t('institution.code'), TEXT_MAX.short, 'institution-code')}
        {text('contactName', ids.contact, t('institution.contactName'), TEXT_MAX.short, 'institution-contact-name')}
        {text('contactPhone', ids.phone, t('institution.contactPhone'), 16, 'institution-contact-phone', true)}
        <Field
          label={t('institution.documents')}
          error={errors.documents}
          hint={t('institution.documentsHint', { count: DOCUMENTS_MAX })}
        >
          <div className="image-pair">
            {docs.map((doc, i) => (
              <ImageUpload
                // The slots only ever grow at the end, so the index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: slots are append-only
                key={i}
                value={doc}
                label={`${t('institution.documents')} ${i + 1}`}
                invalid={errors.documents !== null}
                data-testid={`institution-document-${i}`}
                onChange={(url) =>
                  setDocs((old) => {
                    const next = old.map((d, j) => (j === i ? url : d));
                    return next.length < DOCUMENTS_MAX && next.every((d) => d !== null) ? [...next, null] : next;
                  })
                }
              />
            ))}
          </div>
        </Field>
      </section>
      <SubmitButton loading={pending} data-testid="institution-submit">
        {t('institution.submit')}
      </SubmitButton>
    </form>
  );
}

/** The application's values (on `useFormState`) and documents, their errors once submitted, and the submit. */
function useInstitutionForm() {
  const { t } = useTranslation();
  const apply = useApplyInstitution();
  const form = useFormState(EMPTY);
  const v = form.values;
  const [docs, setDocs] = useState<(string | null)[]>([null]);
  const required = (value: string, label: string) => requiredText(value, t('field.required', { field: label }));
  const phone = normalizePhone(v.contactPhone);
  const uploaded = docs.filter((d): d is string => d !== null);
  const fieldErrors = {
    institutionName: required(v.institutionName, t('institution.name')),
    registrationNumber: required(v.registrationNumber, t('institution.registrationNumber')),
    institutionalCode: required(v.institutionalCode, t('institution.code')),
    contactName: required(v.contactName, t('institution.contactName')),
    contactPhone:
      required(v.contactPhone, t('institution.contactPhone')) ?? (phone ? null : t('institution.phoneInvalid')),
  };
  const documentsError = uploaded.length === 0 ? t('validation.documentsRequired') : null;
  const errors = { ...fieldErrors, documents: documentsError };

  const submit = async () => {
    // The phone's rule has held submit back already; this only tells the compiler.
    if (!phone) return;
    await apply.mutateAsync({
      institutionName: v.institutionName.trim(),
      registrationNumber: v.registrationNumber.trim(),
      institutionalCode: v.institutionalCode.trim(),
      contactName: v.contactName.trim(),
      contactPhone: phone,
      documents: uploaded,
    });
    toast(t('common.commitSuccess'), 'success');
  };

  return {
    v,
    set: form.set,
    docs,
    setDocs,
    errors: { ...form.shown(fieldErrors), documents: form.submitted ? documentsError : null },
    onSubmit: form.onSubmit(errors, submit),
    pending: apply.isPending,
  };
}
