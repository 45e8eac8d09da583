import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormPasswordField, FormTextField } from '../../components/FormField';
import { required, requiredText } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { SessionEndedNotice } from '../../components/SessionEndedNotice';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormState } from '../../components/use-form-state';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useLogin } from '../../features/account/mutations';
import { cleanOtp, isOtp, isOtpChallenge } from '../../features/security/otp';
import { PATHS } from '../../lib/paths';
import { safeRedirect } from '../../lib/route-guard';
import { toast } from '../../lib/toast';

export function LoginPage() {
  const { t } = useTranslation();
  const { form, errors, shown, needsOtp, submit, pending, redirect } = useLoginForm();
  const registerLink = redirect ? `${PATHS.register}?redirect=${encodeURIComponent(redirect)}` : PATHS.register;

  return (
    <div className="page form-page">
      <PageNav title={t('login.title')} />
      <AuthBrand subtitle={t('login.welcome')} />
      <SessionEndedNotice />
      <form noValidate onSubmit={form.onSubmit(errors, submit)}>
        <section className="card form-card">
          <FormTextField
            form={form}
            name="username"
            label={t('field.username')}
            error={shown.username}
            data-testid="login-username"
            autoComplete="username"
            inputMode="email"
            placeholder={t('field.usernamePlaceholder')}
          />
          <FormPasswordField
            form={form}
            name="password"
            label={t('field.password')}
            error={shown.password}
            data-testid="login-password"
            autoComplete="current-password"
            placeholder={t('field.passwordPlaceholder')}
          />
          {needsOtp && (
            <FormTextField
              form={form}
              name="otp"
              label={t('twoFactor.otp')}
              error={shown.otp}
              hint={t('twoFactor.loginHint')}
              data-testid="login-otp"
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={11}
              placeholder={t('twoFactor.otpPlaceholder')}
            />
          )}
        </section>
        <div className="form-actions">
          <SubmitButton loading={pending} data-testid="login-submit">
            {t('login.submit')}
          </SubmitButton>
        </div>
      </form>
      <div className="form-footer">
        <Link className="link-button" to={PATHS.forgot} data-testid="login-to-forgot">
          {t('login.forgot')}
        </Link>
      </div>
      <div className="form-footer">
        {t('login.noAccount')}
        <Link className="link-button" to={registerLink} replace data-testid="login-to-register">
          {t('login.toRegister')}
        </Link>
      </div>
    </div>
  );
}

/** Username and password, then the one-time code when the server asks for it; signs in and goes on. */
function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const redirect = params.get('redirect');
  // Shown once the server answers that this account needs its one-time code (403 naming otp).
  const [needsOtp, setNeedsOtp] = useState(false);
  const form = useFormState({ username: '', password: '', otp: '' });
  const v = form.values;
  const errors = {
    username: requiredText(v.username, t('field.required', { field: t('field.username') })),
    password: required(v.password, t('field.required', { field: t('field.password') })),
    otp: needsOtp
      ? (requiredText(v.otp, t('field.required', { field: t('twoFactor.otp') })) ??
        (isOtp(v.otp) ? null : t('twoFactor.otpInvalid')))
      : null,
  };
  const shown = form.shown(errors);

  const submit = async () => {
    const otp = needsOtp && v.otp ? cleanOtp(v.otp) : undefined;
    try {
      await login.mutateAsync({
        username: v.username.trim(),
        password: v.password,
        ...(otp ? { otp } : {}),
      });
    } catch (error) {
      if (isOtpChallenge(error)) {
        setNeedsOtp(true);
        // The code field appears with its hint, not with a complaint about what nobody could type yet.
        form.hideErrors();
      }
      throw error;
    }
    toast(t('common.loginSuccess'), 'success');
    navigate(safeRedirect(redirect), { replace: true });
  };

  return { form, errors, shown, needsOtp, submit, pending: login.isPending, redirect };
}
