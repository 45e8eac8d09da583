import { Code, type consoleFundsApi } from '@demo/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userBanks, withdrawals } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';

type Payout = z.infer<typeof consoleFundsApi.withdrawalPayout>;

/**
 * S5: the one place a full bank account number leaves the server. Only a payout role (the call's roles),
 * only for a bank withdrawal approved for payout (PASS), and the audit row naming who, when and why
 * commits before the number is returned; every other reply keeps the mask (P1).
 */
export async function revealWithdrawalPayout(
  deps: FundsDeps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<Payout>> {
  const [row] = await deps.db
    .select({
      id: withdrawals.id,
      userId: withdrawals.userId,
      status: withdrawals.status,
      bankName: userBanks.bankName,
      payee: userBanks.payee,
      ifsc: userBanks.ifsc,
      sealed: userBanks.accountNumberSealed,
      masked: userBanks.accountNumberMasked,
    })
    .from(withdrawals)
    .leftJoin(userBanks, eq(userBanks.id, withdrawals.bankId))
    .where(eq(withdrawals.id, input.id))
    .limit(1);
  if (!row) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
  if (row.sealed === null || row.bankName === null || row.payee === null || row.ifsc === null)
    return fail(Code.ABNORMAL_DATA, fundsMessages.revealNotBank);
  if (row.status !== 'PASS') return fail(Code.ABNORMAL_DATA, fundsMessages.revealNotApproved);
  const accountNumber = deps.box.open(row.sealed);
  const revealedAt = new Date();
  await inTransaction(deps.db, async (tx) => {
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'withdraw.reveal',
      target: `withdraw:${row.id}`,
      reason: input.reason,
      // The mask only: the audit log is itself a console reply (P1).
      detail: { userId: row.userId, account: row.masked },
      ip,
    });
  });
  return ok({
    id: row.id,
    bankName: row.bankName,
    payee: row.payee,
    ifsc: row.ifsc,
    accountNumber,
    revealedAt: revealedAt.getTime(),
  });
}
