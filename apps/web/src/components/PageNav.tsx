import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons';
import { useGoBack } from './use-go-back';

/**
 * The top bar of a sub-page: a back button (the page's `parent`, home by default, when the visit has no
 * previous page) and the page title.
 * Our own markup rather than antd-mobile's NavBar, whose back control was a `role="button"` div with no
 * name that a keyboard could not reach (axe: aria-command-name); this one is a real, named button.
 */
export function PageNav({ title, right, parent = '/' }: { title: ReactNode; right?: ReactNode; parent?: string }) {
  const { t } = useTranslation();
  const back = useGoBack(parent);
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
