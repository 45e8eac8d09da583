import { Code } from '@demo/contract';
import { inTransaction, isFailure } from '../../db/transaction';
import type { Deps } from '../../deps';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { noticePasswordReset } from '../devices';
import { normaliseUsername } from './identity';
import { clearGuard } from './password-guard';
import { revokeUserSessions } from './session-store';
import { checkCode } from './sms';
import { findUserByUsername, updatePasswordHash } from './store';

/**
 * Forgot password (docs/SPEC.md A20): a reset code from `user/sms` proves the phone; the new password
 * is hashed as at registration, every session of the account ends (they answer 281), the sign-in
 * lock-out is lifted, and the owner gets a notice. Staff see it in the audit trail.
 */
export async function resetPassword(
  deps: Deps,
  input: { phone: string; code: string; newPassword: string },
  origin: { ip: string; userAgent: string | undefined },
): Promise<Result<null>> {
  const username = normaliseUsername(input.phone);
  const user = await findUserByUsername(deps.db, username);
  // Hashed before the transaction (it must not hold the code's row lock) and for an unknown phone too,
  // so both cost the same work.
  const passwordHash = await deps.hasher.hash(input.newPassword);
  const done = await inTransaction(deps.db, async (tx) => {
    // A wrong code's counted try must commit (A7), so a refusal is the transaction's value, not a throw.
    const wrong = await checkCode(tx, { target: username, purpose: 'reset', code: input.code });
    if (wrong) return { refused: wrong };
    // A phone without an account was never sent its code (sms.ts); a lucky guess learns nothing more.
    if (!user) return { refused: fail(Code.ABNORMAL_DATA, messages.codeIncorrect) };
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, 'password_reset');
    await clearGuard(tx, { username, secret: 'login' });
    await insertAudit(tx, {
      staffId: null,
      action: 'customer.password_reset',
      target: `user:${user.id}`,
      reason: 'forgot password: SMS code',
      detail: { userAgent: origin.userAgent ?? null },
      ip: origin.ip,
    });
    return { reset: user.id };
  });
  if (isFailure(done)) return done;
  if ('refused' in done) return done.refused;
  await noticePasswordReset(deps, { userId: done.reset, userAgent: origin.userAgent ?? null, ip: origin.ip });
  return ok(null);
}
