import { PAY_PASSWORD_LENGTH } from '@demo/contract/refs';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../components/FormField';
import { mustFit, mustMatch, required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormState } from '../../components/use-form-state';
import { useGoBack } from '../../components/use-go-back';
import { useUpdatePayPassword } from '../../features/account/mutations';
import { useUserDetail } from '../../features/account/queries';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

const SIX_DIGITS = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);
/** A payment-password input: six digits, the digit keyboard, and no password manager. */
const sixDigitInput = { inputMode: 'numeric', maxLength: PAY_PASSWORD_LENGTH, autoComplete: 'off' } as const;

/** Set (first time, confirmed with the login password) or change the 6-digit payment password. */
export function PasswordPayPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const user = useUserDetail();

  if (!user.data) {
    return (
      <div className="page">
        <PageNav parent={PATHS.mine} title={t('payPassword.title')} />
        {user.isError ? <ErrorRetry onRetry={() => void user.refetch()} /> : <LoadingSkeleton />}
      </div>
    );
  }
  return <PayPasswordForm firstTime={!user.data.payPasswordSet} onDone={goBack} />;
}

/** The form itself, once it is known whether a payment password exists (which changes the first field). */
function PayPasswordForm({ firstTime, onDone }: { firstTime: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePayPassword();
  const form = useFormState({ oldPassword: '', newPassword: '', confirm: '' });
  const v = form.values;
  const oldLabel = firstTime ? t('payPassword.loginPassword') : t('payPassword.old');
  const sixDigits = t('payPassword.sixDigits');
  const errors = {
    oldPassword:
      required(v.oldPassword, t('field.required', { field: oldLabel })) ??
      (firstTime ? null : mustFit(v.oldPassword, SIX_DIGITS, sixDigits)),
    newPassword:
      required(v.newPassword, t('field.required', { field: t('payPassword.new') })) ??
      mustFit(v.newPassword, SIX_DIGITS, sixDigits),
    confirm:
      required(v.confirm, t('field.required', { field: t('payPassword.confirm') })) ??
      mustMatch(v.confirm, v.newPassword, t('password.confirmWrong')),
  };
  const shown = form.shown(errors);

  const submit = async () => {
    await update.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    toast(t('common.updateSuccess'), 'success');
    onDone();
  };

  return (
    <div className="page form-page">
      <PageNav parent={PATHS.mine} title={firstTime ? t('payPassword.setTitle') : t('payPassword.title')} />
      <form noValidate onSubmit={form.onSubmit(errors, submit)}>
        <section className="card form-card">
          <FormPasswordField
            form={form}
            name="oldPassword"
            label={oldLabel}
            error={shown.oldPassword}
            data-testid="pay-password-old"
            aria-label={oldLabel}
            {...(firstTime ? { autoComplete: 'current-password' } : sixDigitInput)}
          />
          <FormPasswordField
            form={form}
            name="newPassword"
            label={t('payPassword.new')}
            error={shown.newPassword}
            data-testid="pay-password-new"
            placeholder={sixDigits}
            {...sixDigitInput}
          />
          <FormPasswordField
            form={form}
            name="confirm"
            label={t('payPassword.confirm')}
            error={shown.confirm}
            data-testid="pay-password-confirm"
            {...sixDigitInput}
          />
        </section>
        <div className="form-actions">
          {firstTime && (
            <p className="muted" style={{ marginTop: 0 }}>
              {t('payPassword.hintFirst')}
            </p>
          )}
          <SubmitButton loading={update.isPending} data-testid="pay-password-submit">
            {t('password.submit')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
