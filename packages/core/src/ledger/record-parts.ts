import { EntryType, type UserEntryType } from './entry-types';

/**
 * What part of its business event a balance record is (docs/SPEC.md LR1): a close posts the margin
 * back, the profit or loss and the closing fee as three records of type 4, and a reader must tell
 * them apart. The part is read from the leg name the posting rules give each transfer (the tail of
 * its idempotency id, `order:7:cover/fee`), so it is fixed by the rule that wrote the record and
 * never typed by anyone.
 */
export const RECORD_PARTS = [
  'margin',
  'marginReturned',
  'profitLoss',
  'fee',
  'insurance',
  'hold',
  'holdReturned',
  'protection',
  'deposit',
  'balancePaid',
  'amountReturned',
] as const;

export type RecordPart = (typeof RECORD_PARTS)[number];

/** The legs of each type whose records need a part named; a type with one leg needs none. */
const PARTS_BY_LEG: Partial<Record<UserEntryType, Readonly<Record<string, RecordPart>>>> = {
  [EntryType.TRADE]: {
    margin: 'margin',
    fee: 'fee',
    insurance: 'insurance',
    hold: 'hold',
    'hold-more': 'hold',
    'top-up': 'hold',
    refund: 'holdReturned',
    release: 'holdReturned',
  },
  [EntryType.COVER]: {
    margin: 'marginReturned',
    gain: 'profitLoss',
    loss: 'profitLoss',
    fee: 'fee',
    absorbed: 'protection',
  },
  [EntryType.GROUP_DEDUCTION]: { deposit: 'deposit', rest: 'balancePaid' },
  [EntryType.NEW_SHARE_DEDUCTION]: { fee: 'fee' },
  [EntryType.PLACING_DEDUCTION]: { fee: 'fee' },
  [EntryType.AI_SETTLEMENT]: { return: 'amountReturned', gain: 'profitLoss' },
};

/**
 * The part a record of `type` is, from the transfer's idempotency id (`<eventId>/<leg>`, or
 * `<eventId>/<leg>-fx` for the account side of a conversion); null when the type's records need no
 * part (a recharge, a bonus) or the leg is its one main amount (a subscription's payment).
 */
export function recordPartOf(type: UserEntryType, idempotencyId: string): RecordPart | null {
  const slash = idempotencyId.lastIndexOf('/');
  if (slash < 0) return null;
  const leg = idempotencyId.slice(slash + 1).replace(/-fx$/, '');
  return PARTS_BY_LEG[type]?.[leg] ?? null;
}
