import { useTranslation } from 'react-i18next';

/** The brand block above the login and register forms. */
export function AuthBrand({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-brand">
      <div className="auth-brand__logo">{t('common.appTitle')}</div>
      <p className="muted">{subtitle}</p>
    </div>
  );
}
