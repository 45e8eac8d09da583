import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormState } from '../../components/use-form-state';
import { AccountCodeFields, accountCodeErrors } from '../../features/account/AccountCodeFields';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useForgetPassword } from '../../features/account/mutations';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

/**
 * Forgot password: a reset code to the account's phone or e-mail, then a new password twice. The server
 * answers an unknown account exactly like a known one, so this page never says which it was.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useForgetPassword();
  const form = useFormState({ username: '', code: '', password: '', confirm: '' });
  const errors = accountCodeErrors('forgot', form.values, t);

  const submit = async () => {
    const v = form.values;
    await reset.mutateAsync({
      phone: v.username.trim(),
      code: v.code.trim(),
      newPassword: v.password,
      confirmPassword: v.confirm,
    });
    toast(t('forgot.done'), 'success');
    navigate(PATHS.login, { replace: true });
  };

  return (
    <div className="page form-page">
      <PageNav title={t('forgot.title')} />
      <AuthBrand subtitle={t('forgot.hint')} />
      <form noValidate onSubmit={form.onSubmit(errors, submit)}>
        <section className="card form-card">
          <AccountCodeFields kind="forgot" form={form} errors={errors} />
        </section>
        <div className="form-actions">
          <SubmitButton loading={reset.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
