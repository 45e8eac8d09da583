import type { Locale } from '@demo/contract';
import { DEFAULT_LOCALE } from '@demo/contract/refs';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePrefs } from '../lib/prefs-store';
import { startEn } from './en-start';

/**
 * i18next with the first screen's English bundled (en-start.ts), the rest of English fetched with the
 * first other page (`loadAllStrings`, awaited by lazy-page.tsx) and Hindi fetched on demand as its own
 * chunk. `applyLocale` loads the bundle if needed, switches i18next, and marks <html lang> for screen
 * readers and hyphenation.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { translation: startEn } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

let antdHindi: AntdLocale | null = null;
let allEnglish: Promise<void> | null = null;

/** Every English text (en.ts), fetched once; pages other than home wait for it before they render. */
export function loadAllStrings(): Promise<void> {
  allEnglish ??= import('./en').then(
    ({ en }) => {
      i18n.addResourceBundle('en', 'translation', en, true, true);
    },
    (error: unknown) => {
      allEnglish = null;
      throw error;
    },
  );
  return allEnglish;
}

async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'hi' && !i18n.hasResourceBundle('hi', 'translation')) {
    const mod = await import('./hi');
    i18n.addResourceBundle('hi', 'translation', mod.hi, true, true);
    antdHindi = mod.antdHi;
  }
}

export async function applyLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** antd-mobile's texts for the locale; null means its built-in English. */
export function antdLocaleFor(locale: Locale): AntdLocale | null {
  return locale === 'hi' ? antdHindi : null;
}

/** The current locale for request headers and for messages built outside React. */
export const currentLocale = (): Locale => usePrefs.getState().locale;
