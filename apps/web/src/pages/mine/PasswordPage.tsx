import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '@demo/contract/refs';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../components/FormField';
import { lengthWithin, mustMatch, required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { SubmitButton } from '../../components/SubmitButton';
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
          <FormPasswordField
            form={form}
            name="oldPassword"
            label={t('password.old')}
            error={shown.oldPassword}
            data-testid="password-old"
            autoComplete="current-password"
          />
          <FormPasswordField
            form={form}
            name="newPassword"
            label={t('password.new')}
            error={shown.newPassword}
            data-testid="password-new"
            autoComplete="new-password"
            placeholder={t('field.passwordPlaceholder')}
          />
          <FormPasswordField
            form={form}
            name="confirm"
            label={t('password.confirm')}
            error={shown.confirm}
            data-testid="password-confirm"
            autoComplete="new-password"
          />
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
