import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router';
import { AlertEvents } from '../features/alerts/AlertEvents';
import { SipEvents } from '../features/sip/SipEvents';
import { antdLocaleFor, applyLocale, i18n } from '../i18n';
import { usePrefs } from '../lib/prefs-store';
import { queryClient } from '../lib/query-client';
import { useApplyTheme } from '../theme/use-theme';
import { AppRoutes } from './AppRoutes';
import { OfflineBanner } from './OfflineBanner';

/** Keeps i18next, <html lang> and antd-mobile's texts on the chosen locale. */
function useLocaleSync() {
  const locale = usePrefs((s) => s.locale);
  useEffect(() => {
    void applyLocale(locale);
  }, [locale]);
  const antdLocale = antdLocaleFor(locale) ?? enUS;
  // Toasts and dialogs opened imperatively render outside the provider and read the default config.
  setDefaultConfig({ locale: antdLocale });
  return antdLocale;
}

export function App() {
  useApplyTheme();
  const antdLocale = useLocaleSync();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale}>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <AlertEvents />
            <SipEvents />
            <OfflineBanner />
            <AppRoutes />
          </HashRouter>
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
