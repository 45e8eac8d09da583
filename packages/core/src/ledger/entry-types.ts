/**
 * The type of a ledger entry. Values 1..15 are the balance record types a user sees (PRODUCT.md,
 * "Balance record types"), and 16 is a staff balance correction approved by a second staff member
 * (docs/adr/0001-balance-adjustment-type.md); the contract's `BalanceType` carries the same numbers and may re-export
 * these. Values from 100 up are internal: they move money the user never reads as a record of its
 * own (a demo reset's sweep), and `balance/log/list` does not show them.
 */
export const EntryType = {
  RECHARGE: 1,
  WITHDRAW: 2,
  TRADE: 3,
  COVER: 4,
  CANCEL_TRADE: 5,
  SIGN_UP_BONUS: 6,
  GROUP_DEDUCTION: 7,
  NEW_SHARE_DEDUCTION: 8,
  PLACING_DEDUCTION: 9,
  AI_DEDUCTION: 10,
  AI_SETTLEMENT: 11,
  NEW_SHARE_LOCKED: 12,
  WITHDRAW_RETURNED: 13,
  OVERNIGHT_FEE: 14,
  SUBSCRIPTION_REFUND: 15,
  /** A manual correction, proposed by one staff member and approved by another, with its reason. */
  ADJUSTMENT: 16,
} as const;

export type UserEntryType = (typeof EntryType)[keyof typeof EntryType];

/** Internal entry types, never shown as a balance record. */
export const InternalEntryType = {
  /** A demo reset sweeps every virtual balance back to `virtual_issuance`. */
  DEMO_RESET: 101,
} as const;

export type InternalEntryTypeValue = (typeof InternalEntryType)[keyof typeof InternalEntryType];
export type EntryTypeValue = UserEntryType | InternalEntryTypeValue;

/** Whether a stored number is one of the 16 user-visible record types. */
export function isUserEntryType(n: number): n is UserEntryType {
  return Number.isInteger(n) && n >= 1 && n <= 16;
}
