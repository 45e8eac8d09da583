import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons';

/**
 * The top bar of a sub-page: a back button (home when there is no history) and the page title.
 * Our own markup rather than antd-mobile's NavBar, whose back control was a `role="button"` div with no
 * name that a keyboard could not reach (axe: aria-command-name); this one is a real, named button.
 */
export function PageNav({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className="sticky-top nav-bar">
      <nav className="page-nav">
        <button type="button" className="page-nav__back" aria-label={t('common.back')} onClick={back}>
          <BackIcon />
        </button>
        <div className="page-nav__title">{title}</div>
        <div className="page-nav__right">{right}</div>
      </nav>
    </div>
  );
}
