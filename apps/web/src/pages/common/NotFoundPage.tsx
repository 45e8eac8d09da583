import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { NotFoundState } from '../../components/PageStates';
import { PATHS } from '../../lib/paths';

/**
 * The app's not-found page. The specification's system pages `/choose-location` and `/open-location`
 * are the mini-program's built-in map pages; no screen of the web app picks or shows a location, so
 * they answer this page rather than a map that nothing would open (docs/SPEC.md FL4).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="not-found-page">
      <PageNav title={t('notFoundPage.title')} />
      <div className="page-body">
        <NotFoundState
          text={t('notFoundPage.text')}
          hint={t('notFoundPage.hint')}
          backTo={PATHS.root}
          backText={t('notFoundPage.home')}
        />
      </div>
    </div>
  );
}
