import { Code } from '@demo/contract';
import { formatMoney, formatRate, minor } from '@demo/core';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById, guardedCheck, noticeWhenLocked, refusal } from '../accounts';
import {
  activeIncomeChannel,
  activeIncomeChannels,
  activeIncomeCurrencies,
  activeOutcomeChannels,
  activeOutcomeCurrencies,
  hasRecentPass,
  recordPasswordPass,
} from './channels-store';
import type { FundsDeps } from './common';
import type { QuoteSubject } from './fx-quote';
import { fundsMessages } from './messages';

/** A passed channel-password check lets the customer submit recharges on that channel this long. */
export const CHANNEL_PASS_TTL_MS = 30 * 60 * 1000;

export async function incomeChannelsAvailable(deps: FundsDeps) {
  const rows = await activeIncomeChannels(deps.db);
  return ok(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      needPassword: r.needPassword,
      minAmount: formatMoney(minor(r.minAmountMinor)),
    })),
  );
}

/**
 * Where to transfer: the receiving accounts and addresses of a channel (or of every open channel).
 * A channel with a password shows its addresses only after the user passed its check recently.
 */
export async function incomeCurrencyFrontList(deps: FundsDeps, userId: number, channelId: number | undefined) {
  const rows = await activeIncomeCurrencies(deps.db, channelId);
  const since = new Date(Date.now() - CHANNEL_PASS_TTL_MS);
  const unlocked = new Map<number, boolean>();
  for (const r of rows) {
    if (r.needPassword && !unlocked.has(r.channelId))
      unlocked.set(r.channelId, await hasRecentPass(deps.db, userId, r.channelId, since));
  }
  const visible = rows.filter((r) => !r.needPassword || unlocked.get(r.channelId) === true);
  const accountCurrency = await readCurrency(deps.db, 'real');
  const nowMs = Date.now();
  return ok(
    visible.flatMap((r) => {
      const priced = quotedRate(
        deps,
        { userId, direction: 'in', currencyId: r.id, currency: r.currency, accountCurrency },
        nowMs,
      );
      // A currency the feed cannot price is not offered: no rate is ever typed in by hand (X6).
      if (priced === null) return [];
      return [
        { id: r.id, currency: r.currency, protocol: r.protocol, address: r.address, qrCode: r.qrCode, ...priced },
      ];
    }),
  );
}

/**
 * Checks a recharge channel's password against its scrypt hash; a pass is remembered for
 * CHANNEL_PASS_TTL_MS so charge/charge on that channel is allowed. The call is rate limited.
 */
export async function checkChannelPassword(
  deps: FundsDeps,
  userId: number,
  input: { id: number; password: string },
): Promise<Result<{ ok: true }>> {
  const channel = await activeIncomeChannel(deps.db, input.id);
  if (!channel) return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
  if (!channel.needPassword) return ok({ ok: true });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} of a live session is missing`);
  const hash = channel.passwordHash;
  const checked = await guardedCheck(deps.db, { username: user.username, secret: 'channel' }, async () =>
    hash === null ? false : await deps.hasher.verify(input.password, hash),
  );
  if (!checked.ok) {
    await noticeWhenLocked(deps, user.id, checked, null);
    return refusal(checked, fail(Code.ABNORMAL_DATA, fundsMessages.passwordIncorrect));
  }
  await recordPasswordPass(deps.db, userId, channel.id);
  return ok({ ok: true });
}

export async function outcomeChannelsAvailable(deps: FundsDeps) {
  const rows = await activeOutcomeChannels(deps.db);
  return ok(rows.map((r) => ({ id: r.id, name: r.name, type: r.type })));
}

export async function outcomeCurrenciesAvailable(deps: FundsDeps, userId: number) {
  const rows = await activeOutcomeCurrencies(deps.db);
  const accountCurrency = await readCurrency(deps.db, 'real');
  const nowMs = Date.now();
  return ok(
    rows.flatMap((r) => {
      const priced = quotedRate(
        deps,
        { userId, direction: 'out', currencyId: r.id, currency: r.code, accountCurrency },
        nowMs,
      );
      if (priced === null) return [];
      return [{ id: r.id, code: r.code, name: r.name, protocol: r.protocol, ...priced }];
    }),
  );
}

/**
 * The rate a channel currency converts at now, with its signed quote (X6): exactly 1 and no quote for
 * the account's own currency; null when the feed cannot price it.
 */
function quotedRate(
  deps: FundsDeps,
  subject: QuoteSubject,
  nowMs: number,
): { rate: string; quote: string | null; quoteExpiresAt: number | null } | null {
  if (subject.currency === subject.accountCurrency) return { rate: '1', quote: null, quoteExpiresAt: null };
  const quote = deps.fxQuoter.quote(subject, nowMs);
  if (quote === null) return null;
  return { rate: formatRate(quote.rate), quote: quote.token, quoteExpiresAt: quote.expiresAtMs };
}
