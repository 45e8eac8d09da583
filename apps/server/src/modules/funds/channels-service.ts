import { Code } from '@demo/contract';
import { formatMoney, minor } from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import {
  activeIncomeChannel,
  activeIncomeChannels,
  activeIncomeCurrencies,
  activeOutcomeChannels,
  activeOutcomeCurrencies,
  recordPasswordPass,
} from './channels-store';
import type { FundsDeps } from './common';
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

/** Where to transfer: the receiving accounts and addresses of a channel (or of every open channel). */
export async function incomeCurrencyFrontList(deps: FundsDeps, channelId: number | undefined) {
  const rows = await activeIncomeCurrencies(deps.db, channelId);
  return ok(
    rows.map((r) => ({
      id: r.id,
      currency: r.currency,
      protocol: r.protocol,
      address: r.address,
      qrCode: r.qrCode,
      rate: r.rate,
    })),
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
  const matches = channel.passwordHash !== null && (await deps.hasher.verify(input.password, channel.passwordHash));
  if (!matches) return fail(Code.ABNORMAL_DATA, fundsMessages.passwordIncorrect);
  await recordPasswordPass(deps.db, userId, channel.id);
  return ok({ ok: true });
}

export async function outcomeChannelsAvailable(deps: FundsDeps) {
  const rows = await activeOutcomeChannels(deps.db);
  return ok(rows.map((r) => ({ id: r.id, name: r.name, type: r.type })));
}

export async function outcomeCurrenciesAvailable(deps: FundsDeps) {
  const rows = await activeOutcomeCurrencies(deps.db);
  return ok(rows.map((r) => ({ id: r.id, code: r.code, name: r.name, protocol: r.protocol, rate: r.rate })));
}
