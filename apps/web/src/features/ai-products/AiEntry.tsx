import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

/** The home screen's way in to the AI products. */
export function AiEntry() {
  const { t } = useTranslation();
  return (
    <Link to={PATHS.aiStock} className="card ai-entry" data-testid="ai-entry">
      <span className="ai-entry__icon" aria-hidden="true">
        {t('ai.badge')}
      </span>
      <span className="ai-entry__text">
        <strong>{t('ai.entry')}</strong>
        <small className="muted">{t('ai.entryHint')}</small>
      </span>
      <span className="ai-entry__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
