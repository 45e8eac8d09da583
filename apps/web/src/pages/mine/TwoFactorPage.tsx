import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { mustFit, required } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { QrCode } from '../../components/QrCode';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { useUserDetail } from '../../features/account/queries';
import { OtpField } from '../../features/security/OtpField';
import { cleanOtp, isOtp } from '../../features/security/otp';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '../../features/security/queries';
import { RecoveryCodes } from '../../features/security/RecoveryCodes';
import { SignOutOthersOffer } from '../../features/security/SignOutOthersOffer';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../lib/toast';
import '../../features/funds/funds.css';
import '../../features/security/security.css';
import { PATHS } from '../../lib/paths';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Two-factor sign-in: set up (QR code and the secret as text), turn on with a code from the app,
 * then the ten recovery codes once, with the offer to sign out every other device; or, when it is
 * on, turn it off with a code (which signs the other devices out).
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const user = useUserDetail();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (recoveryCodes)
    body = (
      <>
        <SignOutOthersOffer />
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      </>
    );
  else if (!user.data) body = user.isError ? <ErrorRetry onRetry={() => void user.refetch()} /> : <LoadingSkeleton />;
  else if (user.data.totpEnabled) body = <DisableCard />;
  else body = <SetupCard onEnabled={setRecoveryCodes} />;

  return (
    <div className="page">
      <PageNav parent={PATHS.mine} title={t('twoFactor.title')} />
      <div className="page-body">{body}</div>
    </div>
  );
}

/** The setup key for an app that cannot scan, with a copy button. */
function ManualKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t('twoFactor.manualKey')} hint={t('twoFactor.manualHint')}>
      <div className="totp-key">
        {/* Groups of four, as authenticator apps show keys; the copy button copies it without spaces. */}
        <code className="totp-key__text" data-testid="totp-secret">
          {secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
        <button
          type="button"
          className="link-button"
          onClick={() => void copyText(secret)}
          data-testid="totp-secret-copy"
        >
          {t('common.copy')}
        </button>
      </div>
    </Field>
  );
}

function SetupCard({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const codeId = useId();
  const form = useFormState({ code: '' });
  const { code } = form.values;

  if (!setup.data) {
    return (
      <section className="card" aria-labelledby="totp-intro" data-testid="totp-off">
        <h2 id="totp-intro" className="card-title">
          {t('twoFactor.offTitle')}
        </h2>
        <p className="muted">{t('twoFactor.intro')}</p>
        <Button block color="primary" loading={setup.isPending} onClick={() => setup.mutate()} data-testid="totp-setup">
          {t('twoFactor.setUp')}
        </Button>
      </section>
    );
  }

  const { secret, otpauthUrl } = setup.data;
  const errors = {
    code:
      required(code, t('field.required', { field: t('twoFactor.appCode') })) ??
      mustFit(code, SIX_DIGITS, t('twoFactor.sixDigits')),
  };
  const submit = async () => {
    const reply = await enable.mutateAsync({ code });
    toast(t('twoFactor.enabled'), 'success');
    onEnabled(reply.recoveryCodes);
  };

  return (
    <form
      noValidate
      className="card"
      aria-labelledby="totp-scan"
      data-testid="totp-setup-card"
      onSubmit={form.onSubmit(errors, submit)}
    >
      <h2 id="totp-scan" className="card-title">
        {t('twoFactor.scanTitle')}
      </h2>
      <p className="muted">{t('twoFactor.scanHint')}</p>
      <div className="totp-qr">
        <QrCode value={otpauthUrl} label={t('twoFactor.qrLabel')} data-testid="totp-qr" />
      </div>
      <ManualKey secret={secret} />
      <Field label={t('twoFactor.appCode')} htmlFor={codeId} error={form.shown(errors).code}>
        <TextInput
          id={codeId}
          value={code}
          onChange={(text) => form.set('code')(text.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('twoFactor.sixDigits')}
          data-testid="totp-code"
        />
      </Field>
      <Button block type="submit" color="primary" loading={enable.isPending} data-testid="totp-enable">
        {t('twoFactor.turnOn')}
      </Button>
    </form>
  );
}

function DisableCard() {
  const { t } = useTranslation();
  const disable = useTotpDisable();
  const form = useFormState({ otp: '' });
  const { otp } = form.values;
  // OtpField shows the code's own error; this one only holds the call back.
  const errors = { otp: isOtp(otp) ? null : t('twoFactor.otpInvalid') };
  const submit = async () => {
    await disable.mutateAsync({ code: cleanOtp(otp) });
    toast(t('twoFactor.disabled'), 'success');
    form.reset();
  };
  return (
    <form
      noValidate
      className="card"
      aria-labelledby="totp-on"
      data-testid="totp-on"
      onSubmit={form.onSubmit(errors, submit)}
    >
      <h2 id="totp-on" className="card-title">
        {t('twoFactor.onTitle')}
      </h2>
      <p className="muted">{t('twoFactor.onHint')}</p>
      <OtpField value={otp} onChange={form.set('otp')} showErrors={form.submitted} data-testid="totp-disable-code" />
      <Button block type="submit" color="danger" fill="outline" loading={disable.isPending} data-testid="totp-disable">
        {t('twoFactor.turnOff')}
      </Button>
    </form>
  );
}
