import { parseMoney, postSignupBonus } from '@demo/core';
import type { Tx } from '../db/client';
import { readSettings } from '../settings/service';
import { currencyOf } from './currency';
import { post } from './service';

/**
 * Issues a new user's demo starting balance, the `virtualStartingBalance` setting, inside the
 * registration transaction: virtual_issuance → virtual_available, type 6, so it is demo money only
 * (L5) and the real account starts at zero. The event id is per user, so it is issued once ever.
 */
export async function grantSignupBonus(tx: Tx, userId: number): Promise<void> {
  const settings = await readSettings(tx);
  const amount = parseMoney(settings.virtualStartingBalance);
  // The contract's settings schema admits only decimal strings, so a failure here is a bug.
  if (!amount.ok || amount.value < 0n) {
    throw new Error(`virtualStartingBalance is not an amount: ${settings.virtualStartingBalance}`);
  }
  const ctx = { userId, currency: currencyOf(settings, 'virtual'), ref: `user:${userId}`, eventId: `signup:${userId}` };
  const posted = await post(tx, postSignupBonus(ctx, amount.value));
  if (!posted.ok) throw new Error(`sign-up bonus refused: ${posted.error.code} ${posted.error.detail}`);
}
