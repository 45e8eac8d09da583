import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '@demo/contract/refs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { lengthWithin, mustMatch, required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { SubmitButton } from '../../components/SubmitButton';
import { PasswordInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { useGoBack } from '../../components/use-go-back';
import { useUpdatePassword } from '../../features/account/mutations';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

/** Change the login password; the server then signs the account out everywhere else. */
export function PasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const update = useUpdatePassword();
  const ids = { old: useId(), new: useId(), confirm: useId() };
  const form = useFormState({ oldPassword: '', newPassword: '', confirm: '' });
  const v = form.values;
  const errors = {
    oldPassword: required(v.oldPassword, t('field.required', { field: t('password.old') })),
    newPassword:
      required(v.newPassword, t('field.required', { field: t('password.new') })) ??
      lengthWithin(v.newPassword, PASSWORD_LENGTH_MIN, PASSWORD_LENGTH_MAX, t('field.passwordInvalid')),
    confirm:
      required(v.confirm, t('password.confirmRequired')) ??
      mustMatch(v.confirm, v.newPassword, t('password.confirmWrong')),
  };
  const shown = form.shown(errors);

  const submit = async () => {
    await update.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    toast(t('common.updateSuccess'), 'success');
    goBack();
  };

  return (
    <div className="page form-page">
      <PageNav parent={PATHS.mine} title={t('password.title')} />
      <form noValidate onSubmit={form.onSubmit(errors, submit)}>
        <section className="card form-card">
          <Field label={t('password.old')} htmlFor={ids.old} error={shown.oldPassword}>
            <PasswordInput
              id={ids.old}
              value={v.oldPassword}
              onChange={form.set('oldPassword')}
              data-testid="password-old"
              autoComplete="current-password"
            />
          </Field>
          <Field label={t('password.new')} htmlFor={ids.new} error={shown.newPassword}>
            <PasswordInput
              id={ids.new}
              value={v.newPassword}
              onChange={form.set('newPassword')}
              data-testid="password-new"
              autoComplete="new-password"
              placeholder={t('field.passwordPlaceholder')}
            />
          </Field>
          <Field label={t('password.confirm')} htmlFor={ids.confirm} error={shown.confirm}>
            <PasswordInput
              id={ids.confirm}
              value={v.confirm}
              onChange={form.set('confirm')}
              data-testid="password-confirm"
              autoComplete="new-password"
            />
          </Field>
        </section>
        <div className="form-actions">
          <p className="muted" style={{ marginTop: 0 }}>
            {t('password.hint')}
          </p>
          <SubmitButton loading={update.isPending} data-testid="password-submit">
            {t('password.submit')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
