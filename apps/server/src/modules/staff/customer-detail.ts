import { Code, consoleCustomersApi } from '@demo/contract';
import { inTransaction } from '../../db/transaction';
import { type Implementation, type StaffSession, staffCall } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById, revokeUserSessions } from '../accounts';
import { insertAudit } from '../audit';
import { listRecords } from '../balance';
import { listCustomerSessions, liveSessionsOf } from '../devices';
import type { TradingDeps } from '../trading';
import { listUserOrders } from '../trading';

/**
 * One customer's detail for staff (docs/SPEC.md S7): the same orders, records and devices the
 * customer sees, read through the customer's own queries with the id staff asked about; signing the
 * customer out everywhere is audited with its reason in the transaction that does it (S1).
 */
export function customerDetailCalls(deps: TradingDeps): Implementation[] {
  return [
    staffCall(consoleCustomersApi.userOrders, (p, ctx) =>
      ofCustomer(deps, p.id, () =>
        listUserOrders(deps, p.id, {
          statuses: p.status,
          set: p.accountType,
          page: p.page,
          size: p.size,
          locale: ctx.locale,
        }),
      ),
    ),
    staffCall(consoleCustomersApi.userRecords, (p, ctx) =>
      ofCustomer(deps, p.id, () => listRecords(deps, p.id, p, ctx.locale)),
    ),
    staffCall(consoleCustomersApi.userSessions, (p, ctx) =>
      ofCustomer(deps, p.id, async () => ok(await listCustomerSessions(deps, p.id, ctx.locale))),
    ),
    staffCall(consoleCustomersApi.userSessionsEnd, (p, ctx) => endCustomerSessions(deps, ctx.staff, p, ctx.ip)),
  ];
}

/** Answers `read()` for an existing customer, and "does not match any customer" naming `id` otherwise. */
async function ofCustomer<T>(deps: TradingDeps, userId: number, read: () => Promise<Result<T>>): Promise<Result<T>> {
  if (!(await findUserById(deps.db, userId))) return fail(Code.ABNORMAL_DATA, messages.userNotFound);
  return await read();
}

/** Ends every live session of the customer (each then answers 281, A3), audited as `user.sessions.end`. */
export async function endCustomerSessions(
  deps: TradingDeps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<{ ended: number }>> {
  return await inTransaction(deps.db, async (tx) => {
    if (!(await findUserById(tx, input.id))) return fail(Code.ABNORMAL_DATA, messages.userNotFound);
    const ended = (await liveSessionsOf(tx, input.id)).length;
    await revokeUserSessions(tx, input.id, 'ended_by_staff');
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'user.sessions.end',
      target: `user:${input.id}`,
      reason: input.reason,
      detail: { ended },
      ip,
    });
    return ok({ ended });
  });
}
