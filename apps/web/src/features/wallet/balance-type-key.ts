import { balanceTypeKeys, isBalanceType } from '@demo/contract/refs';

/** The i18n key of a balance record type (1-16); unknown numbers have none and show as the number. */
export function balanceTypeKey(type: number) {
  return isBalanceType(type) ? (balanceTypeKeys[type] as `balanceType.${string}`) : null;
}
