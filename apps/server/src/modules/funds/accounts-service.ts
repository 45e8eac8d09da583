import { Code, type userBank, type userWallet } from '@demo/contract';
import { isWalletAddress, maskAccountNumber } from '@demo/core';
import type { z } from 'zod';
import { inTransaction, Rollback } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/result';
import {
  activeBanks,
  countLiveBanks,
  countLiveWallets,
  insertUserBank,
  insertUserWallet,
  liveBanksOf,
  liveWalletsOf,
  removeUserBanks,
  removeUserWallets,
} from './accounts-store';
import { activeOutcomeChannel } from './channels-store';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';

/** A customer keeps at most this many bank accounts and wallets each (STYLE.md 7: limits on what grows). */
export const USER_BANKS_MAX = 10;
export const USER_WALLETS_MAX = 10;

export async function bankFronts(deps: FundsDeps) {
  return ok(await activeBanks(deps.db));
}

export async function listUserBanks(deps: FundsDeps, userId: number): Promise<Result<z.infer<typeof userBank>[]>> {
  const rows = await liveBanksOf(deps.db, userId);
  return ok(
    rows.map((r) => ({
      id: r.id,
      bankName: r.bankName,
      address: r.address,
      ifsc: r.ifsc,
      payee: r.payee,
      accountNumberMasked: r.accountNumberMasked,
    })),
  );
}

/**
 * Adds a bank account. The contract already checked the IFSC pattern and 9-18 digits; the number is
 * sealed before it reaches the database and only its mask ever leaves it (P1).
 */
export async function addUserBank(
  deps: FundsDeps,
  userId: number,
  input: { bankName: string; address: string; ifsc: string; payee: string; accountNumber: string },
): Promise<Result<{ id: number }>> {
  if ((await countLiveBanks(deps.db, userId)) >= USER_BANKS_MAX)
    return fail(Code.ABNORMAL_DATA, fundsMessages.bankCountMax);
  const inserted = await insertUserBank(deps.db, {
    userId,
    bankName: input.bankName,
    address: input.address,
    ifsc: input.ifsc,
    payee: input.payee,
    accountNumberSealed: deps.box.seal(input.accountNumber),
    accountNumberHmac: deps.box.fingerprint(`bank:${input.ifsc}:${input.accountNumber}`),
    accountNumberMasked: maskAccountNumber(input.accountNumber),
  });
  return inserted ? ok(inserted) : fail(Code.ABNORMAL_DATA, fundsMessages.bankDuplicate);
}

/** Removes the user's own bank accounts; any id that is not theirs fails the whole call and removes nothing. */
export async function removeBanks(deps: FundsDeps, userId: number, ids: readonly number[]): Promise<Result<null>> {
  return await inTransaction(deps.db, async (tx) => {
    const removed = await removeUserBanks(tx, userId, ids);
    if (removed !== ids.length) throw new Rollback(fail(Code.ABNORMAL_DATA, fundsMessages.keysNotFound));
    return ok(null);
  });
}

export async function listUserWallets(deps: FundsDeps, userId: number): Promise<Result<z.infer<typeof userWallet>[]>> {
  return ok(await liveWalletsOf(deps.db, userId));
}

/** Adds a wallet for a digital withdrawal channel, its address checked against the channel's protocol. */
export async function addUserWallet(
  deps: FundsDeps,
  userId: number,
  input: { channelId: number; address: string },
): Promise<Result<{ id: number }>> {
  const channel = await activeOutcomeChannel(deps.db, input.channelId);
  if (channel?.type !== 'digital') return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
  if (!isWalletAddress(channel.protocol, input.address))
    return fail(Code.ABNORMAL_DATA, fundsMessages.addressProtocol(channel.protocol));
  if ((await countLiveWallets(deps.db, userId)) >= USER_WALLETS_MAX)
    return fail(Code.ABNORMAL_DATA, fundsMessages.walletCountMax);
  return ok(await insertUserWallet(deps.db, { userId, channelId: channel.id, address: input.address }));
}

export async function removeWallets(deps: FundsDeps, userId: number, ids: readonly number[]): Promise<Result<null>> {
  return await inTransaction(deps.db, async (tx) => {
    const removed = await removeUserWallets(tx, userId, ids);
    if (removed !== ids.length) throw new Rollback(fail(Code.ABNORMAL_DATA, fundsMessages.idsNotFound));
    return ok(null);
  });
}
