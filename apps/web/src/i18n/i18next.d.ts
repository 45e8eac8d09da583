import type { en } from './en';

// Types every t('…') call against the English bundle, so a missing or misspelt key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
