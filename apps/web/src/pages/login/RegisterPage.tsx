import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../components/Field';
import { required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { AccountCodeFields, accountCodeErrors } from '../../features/account/AccountCodeFields';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useRegister } from '../../features/account/mutations';
import { useSettings } from '../../features/content/queries';
import { PATHS } from '../../lib/paths';
import { safeRedirect } from '../../lib/route-guard';
import { toast } from '../../lib/toast';

/** Registration; also the share link, which carries the inviter's code as `?code=`. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const settings = useSettings();
  const invitationId = useId();
  const sharedCode = params.get('code')?.trim() ?? '';
  const invitationRequired = settings.data?.invitationRequired ?? false;
  const form = useFormState({ username: '', code: '', password: '', confirm: '', invitation: sharedCode });
  const v = form.values;
  const errors = {
    ...accountCodeErrors('register', v, t),
    invitation: invitationRequired
      ? required(v.invitation, t('field.required', { field: t('register.invitation') }))
      : null,
  };

  const submit = async () => {
    await register.mutateAsync({
      username: v.username.trim(),
      password: v.password,
      code: v.code.trim(),
      invitation: v.invitation.trim(),
    });
    toast(t('common.success'), 'success');
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <div className="page form-page">
      <PageNav title={t('register.title')} />
      <AuthBrand subtitle={t('home.welcome')} />
      <form noValidate onSubmit={form.onSubmit(errors, submit)}>
        <section className="card form-card">
          <AccountCodeFields kind="register" form={form} errors={errors} />
          <Field label={t('register.invitation')} htmlFor={invitationId} error={form.shown(errors).invitation}>
            <TextInput
              id={invitationId}
              value={v.invitation}
              onChange={form.set('invitation')}
              data-testid="register-invitation"
              readOnly={sharedCode !== ''}
              placeholder={invitationRequired ? '' : t('register.invitationOptional')}
            />
          </Field>
        </section>
        <div className="form-actions">
          <SubmitButton loading={register.isPending} data-testid="register-submit">
            {t('register.submit')}
          </SubmitButton>
        </div>
      </form>
      <div className="form-footer">
        {t('register.haveAccount')}
        <Link className="link-button" to={PATHS.login} replace>
          {t('register.toLogin')}
        </Link>
      </div>
    </div>
  );
}
