import { PAY_PASSWORD_LENGTH } from '@demo/contract/refs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { mustFit, mustMatch, required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SubmitButton } from '../../components/SubmitButton';
import { PasswordInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { useGoBack } from '../../components/use-go-back';
import { useUpdatePayPassword } from '../../features/account/mutations';
import { useUserDetail } from '../../features/account/queries';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

const SIX_DIGITS = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);

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
  const ids = { old: useId(), new: useId(), confirm: useId() };
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
          <Field label={oldLabel} htmlFor={ids.old} error={shown.oldPassword}>
            <PasswordInput
              id={ids.old}
              value={v.oldPassword}
              onChange={form.set('oldPassword')}
              data-testid="pay-password-old"
              aria-label={oldLabel}
              autoComplete={firstTime ? 'current-password' : 'off'}
              {...(firstTime ? {} : { inputMode: 'numeric' as const, maxLength: PAY_PASSWORD_LENGTH })}
            />
          </Field>
          <Field label={t('payPassword.new')} htmlFor={ids.new} error={shown.newPassword}>
            <PasswordInput
              id={ids.new}
              value={v.newPassword}
              onChange={form.set('newPassword')}
              data-testid="pay-password-new"
              inputMode="numeric"
              maxLength={PAY_PASSWORD_LENGTH}
              autoComplete="off"
              placeholder={sixDigits}
            />
          </Field>
          <Field label={t('payPassword.confirm')} htmlFor={ids.confirm} error={shown.confirm}>
            <PasswordInput
              id={ids.confirm}
              value={v.confirm}
              onChange={form.set('confirm')}
              data-testid="pay-password-confirm"
              inputMode="numeric"
              maxLength={PAY_PASSWORD_LENGTH}
              autoComplete="off"
            />
          </Field>
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
