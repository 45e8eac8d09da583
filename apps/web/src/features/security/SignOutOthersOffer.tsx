import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useRevokeOtherSessions, useSessions } from './queries';
import { signOutOffer } from './sign-out-offer';

/**
 * Shown with the recovery codes right after two-factor is turned on: one tap signs out every other
 * device (user/session/revoke_others), whose sockets then go quiet within a second (A21).
 */
export function SignOutOthersOffer() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [signedOut, setSignedOut] = useState(false);
  const offer = signOutOffer(sessions.data, signedOut);
  if (offer.kind === 'none') return null;

  if (offer.kind === 'done') {
    return (
      <section className="card sign-out-offer" data-testid="sign-out-offer-done" aria-live="polite">
        <p className="sign-out-offer__done">{t('twoFactor.othersSignedOut')}</p>
      </section>
    );
  }

  const signOut = async () => {
    try {
      await revoke.mutateAsync();
      setSignedOut(true);
      toast(t('devices.signedOut'), 'success');
    } catch {
      // The API client has already toasted why; the offer stays for another try.
    }
  };
  return (
    <section className="card sign-out-offer" aria-labelledby="sign-out-offer-title" data-testid="sign-out-offer">
      <h2 id="sign-out-offer-title" className="card-title">
        {t('twoFactor.othersTitle', { count: offer.others })}
      </h2>
      <p className="muted">{t('twoFactor.othersHint')}</p>
      <Button
        block
        color="danger"
        fill="outline"
        loading={revoke.isPending}
        onClick={() => void signOut()}
        data-testid="sign-out-offer-accept"
      >
        {t('devices.signOutOthers')}
      </Button>
    </section>
  );
}
