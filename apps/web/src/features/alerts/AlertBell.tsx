import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';
import './alerts.css';

const AlertSheet = lazy(() => import('./AlertSheet'));

/** The bell in the detail page's top bar: opens a sheet that sets an alert at a level, pre-filled with the current price. */
export function AlertBell({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing can animate.
  const [opened, setOpened] = useState(false);

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setOpen(true);
    setOpened(true);
  };

  return (
    <>
      <button
        type="button"
        className="alert-bell"
        aria-label={t('alerts.bell')}
        title={t('alerts.bell')}
        data-testid="alert-bell"
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6zM9.8 19a2.2 2.2 0 0 0 4.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AlertSheet code={code} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
