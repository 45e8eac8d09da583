import type { AccountType } from '@demo/contract';
import { useTranslation } from 'react-i18next';

/** "Real" or "Demo", in the current language. */
export function useAccountLabel(): (type: AccountType) => string {
  const { t } = useTranslation();
  return (type) => (type === 'real' ? t('account.real') : t('account.demo'));
}
