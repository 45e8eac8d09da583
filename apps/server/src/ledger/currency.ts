import type { Settings } from '@demo/contract';
import type { AccountSet } from '@demo/core';
import type { Queryable } from '../db/client';
import { readSettings } from '../settings/service';

/**
 * The one place that decides the currency of a user's account set: the `defaultCurrency` setting
 * (INR) for the real set and, so demo trading feels the same, for the virtual set too.
 *
 * Staff should not change `defaultCurrency` once money is on the ledger: balances stay in the old
 * currency's accounts and would no longer be read. A currency change needs a migration posting.
 */
export function currencyOf(settings: Pick<Settings, 'defaultCurrency'>, _set: AccountSet): string {
  return settings.defaultCurrency;
}

/** `currencyOf` with the settings read from the database. */
export async function readCurrency(q: Queryable, set: AccountSet): Promise<string> {
  return currencyOf(await readSettings(q), set);
}
