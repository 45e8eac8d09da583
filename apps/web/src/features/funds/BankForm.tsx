import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { mustMatch, requiredText } from '../../components/form-rules';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { toast } from '../../lib/toast';
import { OtpField } from '../security/OtpField';
import { useSecondFactor } from '../security/use-second-factor';
import {
  confirmationWrongAsTyped,
  ifscState,
  isAccountNumber,
  normalizeAccountNumber,
  normalizeIfsc,
} from './bank-format';
import { useAddBank } from './mutations';
import { useBankFronts } from './queries';
import './funds.css';
import { SubmitButton } from '../../components/SubmitButton';
import { useGoBack } from '../../components/use-go-back';
import { PATHS } from '../../lib/paths';

// A type rather than an interface, so that it fits `useFormState`'s Record<string, string>.
type BankValues = {
  bankName: string;
  address: string;
  ifsc: string;
  payee: string;
  accountNumber: string;
  confirm: string;
};

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
  const bank = useBankForm();
  const { form, secondFactor } = bank;

  if (banks.isPending) return <LoadingSkeleton lines={6} />;
  if (banks.isError) return <ErrorRetry onRetry={() => void banks.refetch()} />;
  return (
    <form className="page-body" noValidate onSubmit={bank.onSubmit}>
      <section className="card form-card">
        <BranchFields bank={bank} banks={banks.data} />
        <PayeeFields bank={bank} />
        {secondFactor.required && (
          <OtpField value={secondFactor.value} onChange={secondFactor.setValue} showErrors={form.submitted} />
        )}
      </section>
      <SubmitButton loading={bank.pending} data-testid="bank-form-submit">
        {t('funds.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * The form's values on `useFormState`, their errors and the submit. An IFSC that cannot become one and
 * a confirmation as long as the number that differs are said as they are typed; the other errors wait
 * for the first submit.
 */
function useBankForm() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.bankList);
  const add = useAddBank();
  const form = useFormState(EMPTY);
  const v = form.values;
  const secondFactor = useSecondFactor();

  const required = (value: string, label: string) => requiredText(value, t('field.required', { field: label }));
  const ifsc = ifscState(v.ifsc);
  const ifscInvalid = t('bank.ifscInvalid');
  const confirmWrong = t('bank.confirmNumberWrong');
  const errors = {
    bankName: required(v.bankName, t('bank.bankName')),
    address: required(v.address, t('bank.address')),
    ifsc: required(v.ifsc, t('bank.ifsc')) ?? (ifsc === 'valid' ? null : ifscInvalid),
    payee: required(v.payee, t('bank.payee')),
    accountNumber:
      required(v.accountNumber, t('bank.accountNumber')) ??
      (isAccountNumber(v.accountNumber) ? null : t('bank.accountNumberInvalid')),
    confirm: required(v.confirm, t('bank.confirmNumber')) ?? mustMatch(v.confirm, v.accountNumber, confirmWrong),
  };
  const shown = form.shown(errors);

  const submit = async () => {
    if (!secondFactor.valid) return;
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

  return {
    form,
    ifsc,
    shown: {
      ...shown,
      ifsc: shown.ifsc ?? (ifsc === 'invalid' ? ifscInvalid : null),
      confirm: shown.confirm ?? (confirmationWrongAsTyped(v.confirm, v.accountNumber) ? confirmWrong : null),
    },
    secondFactor,
    onSubmit: form.onSubmit(errors, submit),
    pending: add.isPending,
  };
}

type BankFormState = ReturnType<typeof useBankForm>;

/** Which bank and branch: the bank, the branch address and its IFSC. */
function BranchFields({ bank, banks }: { bank: BankFormState; banks: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const ids = { bank: useId(), address: useId(), ifsc: useId() };
  const { form, ifsc, shown } = bank;
  const { values: v, set } = form;
  return (
    <>
      <Field label={t('bank.bankName')} htmlFor={ids.bank} error={shown.bankName}>
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
      <Field label={t('bank.address')} htmlFor={ids.address} error={shown.address}>
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
        error={shown.ifsc}
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
function PayeeFields({ bank }: { bank: BankFormState }) {
  const { t } = useTranslation();
  const ids = { payee: useId(), number: useId(), confirm: useId() };
  const { form, shown } = bank;
  const { values: v, set } = form;
  return (
    <>
      <Field label={t('bank.payee')} htmlFor={ids.payee} error={shown.payee}>
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
      <Field label={t('bank.accountNumber')} htmlFor={ids.number} error={shown.accountNumber}>
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
      <Field label={t('bank.confirmNumber')} htmlFor={ids.confirm} error={shown.confirm}>
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
