import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TextInput } from '../../components/TextField';
import { toast } from '../../lib/toast';
import { OtpField } from '../security/OtpField';
import { useSecondFactor } from '../security/use-second-factor';
import { ifscState, isAccountNumber, normalizeAccountNumber, normalizeIfsc } from './bank-format';
import { useAddBank } from './mutations';
import { useBankFronts } from './queries';
import './funds.css';
import { SubmitButton } from '../../components/SubmitButton';
import { useGoBack } from '../../components/use-go-back';
import { PATHS } from '../../lib/paths';

interface BankValues {
  bankName: string;
  address: string;
  ifsc: string;
  payee: string;
  accountNumber: string;
  confirm: string;
}

const EMPTY: BankValues = { bankName: '', address: '', ifsc: '', payee: '', accountNumber: '', confirm: '' };
const TEXT_MAX = { address: 200, payee: 64 } as const;
/**
 * The inputs take more characters than a code has, because people type and paste spaces and
 * dashes ("sbin 0001234", "5010 0123 4567 89"); normalising trims them to 11 and 18.
 */
const TYPED_MAX = { ifsc: 16, number: 24 } as const;

/** Add a bank account: bank from `bank/fronts`, branch, IFSC (checked live), payee, number typed twice. */
export function BankForm() {
  const { t } = useTranslation();
  const banks = useBankFronts();
  const form = useBankForm();
  const { secondFactor, submitted } = form;

  if (banks.isPending) return <LoadingSkeleton lines={6} />;
  if (banks.isError) return <ErrorRetry onRetry={() => void banks.refetch()} />;
  return (
    <form
      className="page-body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit().catch(() => undefined);
      }}
    >
      <section className="card form-card">
        <BranchFields form={form} banks={banks.data} />
        <PayeeFields form={form} />
        {secondFactor.required && (
          <OtpField value={secondFactor.value} onChange={secondFactor.setValue} showErrors={submitted} />
        )}
      </section>
      <SubmitButton loading={form.pending} data-testid="bank-form-submit">
        {t('funds.submit')}
      </SubmitButton>
    </form>
  );
}

/** The form's values, their errors (shown once submitted, or as soon as they are wrong) and the submit. */
function useBankForm() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.bankList);
  const add = useAddBank();
  const [v, setV] = useState<BankValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const secondFactor = useSecondFactor();
  const set = (key: keyof BankValues) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  const required = (value: string, label: string) =>
    submitted && value.trim() === '' ? t('field.required', { field: label }) : null;
  const ifsc = ifscState(v.ifsc);
  const errors = {
    bankName: required(v.bankName, t('bank.bankName')),
    address: required(v.address, t('bank.address')),
    ifsc:
      required(v.ifsc, t('bank.ifsc')) ??
      (ifsc === 'invalid' || (submitted && ifsc === 'partial') ? t('bank.ifscInvalid') : null),
    payee: required(v.payee, t('bank.payee')),
    accountNumber:
      required(v.accountNumber, t('bank.accountNumber')) ??
      (submitted && !isAccountNumber(v.accountNumber) ? t('bank.accountNumberInvalid') : null),
    confirm:
      required(v.confirm, t('bank.confirmNumber')) ??
      (v.confirm && v.confirm.length >= v.accountNumber.length && v.confirm !== v.accountNumber
        ? t('bank.confirmNumberWrong')
        : null),
  };

  const submit = async () => {
    setSubmitted(true);
    const complete =
      v.bankName && v.address.trim() && ifsc === 'valid' && v.payee.trim() && isAccountNumber(v.accountNumber);
    if (!complete || v.confirm !== v.accountNumber || !secondFactor.valid) return;
    await add.mutateAsync({
      bankName: v.bankName,
      address: v.address.trim(),
      ifsc: normalizeIfsc(v.ifsc),
      payee: v.payee.trim(),
      accountNumber: v.accountNumber,
      ...secondFactor.payload(),
    });
    toast(t('funds.addSuccess'), 'success');
    goBack();
  };

  return { v, set, ifsc, errors, submitted, secondFactor, submit, pending: add.isPending };
}

type BankFormState = ReturnType<typeof useBankForm>;

/** Which bank and branch: the bank, the branch address and its IFSC. */
function BranchFields({ form, banks }: { form: BankFormState; banks: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const ids = { bank: useId(), address: useId(), ifsc: useId() };
  const { v, set, ifsc, errors } = form;
  return (
    <>
      <Field label={t('bank.bankName')} htmlFor={ids.bank} error={errors.bankName}>
        <select
          id={ids.bank}
          className="native-select"
          value={v.bankName}
          onChange={(e) => set('bankName')(e.target.value)}
          data-testid="bank-form-bank"
        >
          <option value="">{t('bank.bankPick')}</option>
          {banks.map((b) => (
            <option key={b.id} value={b.name}>
              {b.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('bank.address')} htmlFor={ids.address} error={errors.address}>
        <TextInput
          id={ids.address}
          value={v.address}
          onChange={set('address')}
          maxLength={TEXT_MAX.address}
          placeholder={t('bank.addressPlaceholder')}
          data-testid="bank-form-address"
        />
      </Field>
      <Field
        label={t('bank.ifsc')}
        htmlFor={ids.ifsc}
        error={errors.ifsc}
        good={ifsc === 'valid'}
        hint={ifsc === 'valid' ? '✓' : null}
      >
        <TextInput
          id={ids.ifsc}
          value={v.ifsc}
          onChange={(text) => set('ifsc')(normalizeIfsc(text))}
          maxLength={TYPED_MAX.ifsc}
          autoComplete="off"
          placeholder={t('bank.ifscPlaceholder')}
          data-testid="bank-form-ifsc"
        />
      </Field>
    </>
  );
}

/** Whose account: the payee and the account number, typed twice. */
function PayeeFields({ form }: { form: BankFormState }) {
  const { t } = useTranslation();
  const ids = { payee: useId(), number: useId(), confirm: useId() };
  const { v, set, errors } = form;
  return (
    <>
      <Field label={t('bank.payee')} htmlFor={ids.payee} error={errors.payee}>
        <TextInput
          id={ids.payee}
          value={v.payee}
          onChange={set('payee')}
          maxLength={TEXT_MAX.payee}
          autoComplete="name"
          placeholder={t('bank.payeePlaceholder')}
          data-testid="bank-form-payee"
        />
      </Field>
      <Field label={t('bank.accountNumber')} htmlFor={ids.number} error={errors.accountNumber}>
        <TextInput
          id={ids.number}
          value={v.accountNumber}
          onChange={(text) => set('accountNumber')(normalizeAccountNumber(text))}
          inputMode="numeric"
          maxLength={TYPED_MAX.number}
          autoComplete="off"
          placeholder={t('bank.accountNumberPlaceholder')}
          data-testid="bank-form-number"
        />
      </Field>
      <Field label={t('bank.confirmNumber')} htmlFor={ids.confirm} error={errors.confirm}>
        <TextInput
          id={ids.confirm}
          value={v.confirm}
          onChange={(text) => set('confirm')(normalizeAccountNumber(text))}
          inputMode="numeric"
          maxLength={TYPED_MAX.number}
          autoComplete="off"
          data-testid="bank-form-number-confirm"
        />
      </Field>
    </>
  );
}
