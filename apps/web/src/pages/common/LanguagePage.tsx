import type { Locale } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { applyLocale } from '../../i18n';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';

/** Each language is named in its own script, as language pickers do, whatever the current language. */
const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

export function LanguagePage() {
  const { t } = useTranslation();
  const locale = usePrefs((s) => s.locale);
  const setLocale = usePrefs((s) => s.setLocale);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Locale | null>(null);

  const choose = async (next: Locale) => {
    if (next === locale) return;
    setPending(next);
    try {
      // The Hindi bundle is fetched first so the switch happens in one paint.
      await applyLocale(next);
      setLocale(next);
      // Names of products and orders come from the server in the request's locale: fetch them again.
      void queryClient.invalidateQueries();
    } catch {
      toast(t('error.chunk'), 'fail');
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="page">
      <PageNav title={t('language.title')} />
      <div className="page-body">
        <List mode="card" style={{ margin: 0 }}>
          {LANGUAGES.map((lang) => (
            <List.Item
              key={lang.locale}
              data-testid={`lang-${lang.locale}`}
              aria-current={lang.locale === locale ? 'true' : undefined}
              onClick={() => void choose(lang.locale)}
              arrowIcon={false}
              extra={
                lang.locale === locale ? (
                  <span style={{ color: 'var(--color-main)' }}>✓</span>
                ) : pending === lang.locale ? (
                  <span className="muted">{t('common.loading')}</span>
                ) : null
              }
            >
              <span lang={lang.locale}>{lang.name}</span>
            </List.Item>
          ))}
        </List>
      </div>
    </div>
  );
}
