import { Code, type consoleApi } from '@demo/contract';
import { formatMoney, minor } from '@demo/core';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { StaffSession } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { revokeUserSessions } from '../accounts/session-store';
import { listUsers, setUserStatus, type UserRow } from '../accounts/store';
import { insertAudit } from '../audit/store';
import { readSettings } from '../settings/service';

type ConsoleUser = z.infer<typeof consoleApi.consoleUser>;

function viewCustomer(row: UserRow, availableMinor: bigint, virtualMinor: bigint): ConsoleUser {
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
  };
}

export async function customerList(deps: Deps, filter: { page: number; size: number; q?: string | undefined }) {
  const { defaultCurrency } = await readSettings(deps.db);
  const { rows, total } = await listUsers(deps.db, { ...filter, currency: defaultCurrency });
  return ok({ list: rows.map((r) => viewCustomer(r.user, r.availableMinor, r.virtualMinor)), total });
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
    const row = await setUserStatus(tx, input.id, input.status);
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
    const { rows } = await listUsers(tx, { page: 1, size: 1, q: row.username, currency: defaultCurrency });
    const balances = rows.find((r) => r.user.id === row.id);
    return ok(viewCustomer(row, balances?.availableMinor ?? 0n, balances?.virtualMinor ?? 0n));
  });
}
