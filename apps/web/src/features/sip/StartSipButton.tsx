import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';
import type { SipTarget } from './SipSheet';

// The sheet and its form load on the first tap.
const SipSheet = lazy(() => import('./SipSheet').then((m) => ({ default: m.SipSheet })));

/** "Start a SIP" on a product's or an AI product's page; signed out, it leads to sign-in first. */
export function StartSipButton({ target }: { target: SipTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (!signedIn) navigate(loginPathFor(location.pathname + location.search));
    else setOpen(true);
  };
  return (
    <>
      <Button
        block
        fill="outline"
        color="primary"
        className="sip-start"
        onClick={onClick}
        data-testid="sip-start-button"
      >
        {t('sip.start')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SipSheet target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
