import { Code, type consoleApi } from '@demo/contract';
import { ACCOUNT_STATUS_LIFECYCLE, formatMoney, minor, statusRule } from '@demo/core';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { StaffSession } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import {
  activeLocks,
  findUserById,
  listUsers,
  revokeUserSessions,
  setUserStatus,
  type UserRow,
  unlockAll,
} from '../accounts';
import { insertAudit } from '../audit';

type ConsoleUser = z.infer<typeof consoleApi.consoleUser>;

type Locks = Awaited<ReturnType<typeof activeLocks>>;

function viewCustomer(row: UserRow, availableMinor: bigint, virtualMinor: bigint, locks: Locks): ConsoleUser {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    status: row.status,
    creditStatus: row.creditStatus,
    balance: formatMoney(minor(availableMinor)),
    virtualBalance: formatMoney(minor(virtualMinor)),
    invitationCode: row.invitationCode,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.getTime(),
    // An offering password's guard is keyed by `username#offering:id`, so it never lands here, and a
    // staff member's sign-in guards share a customer's username only by chance; the filter keeps the
    // contract's three customer secrets whatever the guard table holds.
    passwordLocks: (locks.get(row.username) ?? []).flatMap((l) =>
      l.secret === 'login' || l.secret === 'pay' || l.secret === 'channel'
        ? [{ secret: l.secret, lockedUntil: l.lockedUntilMs }]
        : [],
    ),
  };
}

export async function customerList(
  deps: Deps,
  filter: { page: number; size: number; q?: string | undefined; id?: number | undefined },
) {
  const { defaultCurrency } = await readSettings(deps.db);
  const { rows, total } = await listUsers(deps.db, { ...filter, currency: defaultCurrency });
  const locks = await activeLocks(
    deps.db,
    rows.map((r) => r.user.username),
  );
  return ok({ list: rows.map((r) => viewCustomer(r.user, r.availableMinor, r.virtualMinor, locks)), total });
}

/** Disabling a customer ends every session at once (they get 281) and login then answers 403. */
export async function customerSetStatus(
  deps: Deps,
  actor: StaffSession,
  input: { id: number; status: 'ACTIVE' | 'DISABLED'; reason: string },
  ip: string,
): Promise<Result<ConsoleUser>> {
  const { defaultCurrency } = await readSettings(deps.db);
  return await inTransaction(deps.db, async (tx) => {
    const event = input.status === 'DISABLED' ? 'disable' : 'enable';
    const row = await setUserStatus(tx, input.id, statusRule(ACCOUNT_STATUS_LIFECYCLE, event));
    if (!row) return fail(Code.ABNORMAL_DATA, messages.userNotFound);
    if (input.status === 'DISABLED') await revokeUserSessions(tx, row.id, 'disabled');
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: input.status === 'DISABLED' ? 'user.disable' : 'user.enable',
      target: `user:${row.id}`,
      reason: input.reason,
      detail: { status: input.status },
      ip,
    });
    return ok(await viewOne(tx, row, defaultCurrency));
  });
}

async function viewOne(q: Queryable, row: UserRow, currency: string): Promise<ConsoleUser> {
  const { rows } = await listUsers(q, { page: 1, size: 1, q: row.username, currency });
  const balances = rows.find((r) => r.user.id === row.id);
  const locks = await activeLocks(q, [row.username]);
  return viewCustomer(row, balances?.availableMinor ?? 0n, balances?.virtualMinor ?? 0n, locks);
}

/**
 * Lifts a customer's password lock-outs (A10), e.g. after support has confirmed who is calling. The
 * wrong-guess counts start again; the audit log keeps who did it and why.
 */
export async function customerUnlockPasswords(
  deps: Deps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<ConsoleUser>> {
  const { defaultCurrency } = await readSettings(deps.db);
  const row = await findUserById(deps.db, input.id);
  if (!row) return fail(Code.ABNORMAL_DATA, messages.userNotFound);
  await inTransaction(deps.db, async (tx) => {
    const lifted = await unlockAll(tx, row.username);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'user.unlock_passwords',
      target: `user:${row.id}`,
      reason: input.reason,
      detail: { lifted },
      ip,
    });
  });
  return ok(await viewOne(deps.db, row, defaultCurrency));
}
