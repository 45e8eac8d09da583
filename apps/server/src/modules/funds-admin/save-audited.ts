import { Code } from '@demo/contract';
import { parseMoney } from '@demo/core';
import type { Tx } from '../../db/client';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { fail, type Localized, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import type { FundsDeps } from '../funds';
import { fundsMessages } from '../funds';

/** Saves a row and its audit entry together; an unknown id or a taken unique name answer 404. */
export async function saveAudited<R extends { id: number }>(
  deps: FundsDeps,
  who: StaffSession,
  ip: string,
  what: {
    id: number | undefined;
    action: string;
    kind: string;
    reason: string;
    taken: Localized;
    detail: Record<string, unknown>;
  },
  write: (tx: Tx) => Promise<R | undefined>,
): Promise<Result<R>> {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const row = await write(tx);
      if (!row) return fail(Code.ABNORMAL_DATA, what.id === undefined ? what.taken : fundsMessages.notFound);
      await insertAudit(tx, {
        staffId: who.staffId,
        action: what.action,
        target: `${what.kind}:${row.id}`,
        reason: what.reason,
        detail: what.detail,
        ip,
      });
      return ok(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail(Code.ABNORMAL_DATA, what.taken);
    throw error;
  }
}

export function minorOf(text: string) {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`amount ${text} passed the contract but not parseMoney`);
  return parsed.value;
}
