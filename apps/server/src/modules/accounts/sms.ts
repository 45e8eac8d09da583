import { createHash, timingSafeEqual } from 'node:crypto';
import { Code, SMS_CODE_TRIES_MAX, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from '@demo/contract';
import type { Queryable } from '../../db/client';
import { committed, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { messages } from '../../lib/messages';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import { newSmsCode } from '../../lib/tokens';
import { normaliseUsername } from './identity';
import { addTry, consumeCode, insertCode, latestCodeForUpdate, lockTarget, secondsSinceLastCode } from './sms-store';
import { findUserByUsername } from './store';

export type SmsPurpose = 'register' | 'reset' | 'withdraw';

/**
 * Codes are stored only as a hash bound to their target and purpose, so a code read from the table
 * (or meant for another phone or purpose) is useless elsewhere.
 */
function hashCode(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${target}\n${purpose}\n${code}`).digest('hex');
}

/**
 * Issues a 6-digit code valid 5 minutes, at most one per target per 60 s (else 429 saying how long
 * to wait). A registration code for an account that already exists answers 401, as registering would.
 * A reset code for an account that does not exist is stored like any other but never sent (A20): the
 * answer, the 60 s wait and the budgets are the same as for a real account, so nobody learns which
 * phones have one, and nobody can make us text a stranger.
 */
export async function sendCode(deps: Deps, input: { phone: string; smsType: SmsPurpose }): Promise<Result<null>> {
  const target = normaliseUsername(input.phone);
  const account = input.smsType === 'withdraw' ? undefined : await findUserByUsername(deps.db, target);
  if (input.smsType === 'register' && account) return fail(Code.ACCOUNT_EXISTS);
  const silent = input.smsType === 'reset' && !account;
  const code = newSmsCode();
  const waitS = committed(
    await inTransaction(deps.db, async (tx) => {
      await lockTarget(tx, target);
      const ageS = await secondsSinceLastCode(tx, target);
      const intervalS = SMS_RESEND_INTERVAL_MS / 1000;
      if (ageS !== null && ageS < intervalS) return Math.max(1, Math.ceil(intervalS - ageS));
      await insertCode(tx, {
        target,
        purpose: input.smsType,
        codeHash: hashCode(target, input.smsType, code),
        ttlMs: SMS_CODE_TTL_MS,
      });
      return 0;
    }),
  );
  if (waitS > 0) return fail(Code.TOO_MANY_REQUESTS, messages.smsWait(waitS));
  if (!silent) await deps.smsSender.send(target, code, deps.log);
  return ok(null, messages.smsSent);
}

/**
 * Checks a code inside the caller's transaction. A wrong code counts a try and the caller must
 * commit that count even though it fails, so this returns the failure instead of throwing.
 * On success the code is consumed (single use).
 */
export async function checkCode(
  q: Queryable,
  input: { target: string; purpose: SmsPurpose; code: string },
): Promise<Failure | null> {
  const live = await latestCodeForUpdate(q, input.target, input.purpose);
  if (!live) return fail(Code.ABNORMAL_DATA, messages.codeIncorrect);
  if (live.expired) return fail(Code.ABNORMAL_DATA, messages.codeExpired);
  if (live.tries >= SMS_CODE_TRIES_MAX) return fail(Code.ABNORMAL_DATA, messages.codeTriesExceeded);
  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(hashCode(input.target, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await addTry(q, live.id);
    return fail(
      Code.ABNORMAL_DATA,
      live.tries + 1 >= SMS_CODE_TRIES_MAX ? messages.codeTriesExceeded : messages.codeIncorrect,
    );
  }
  await consumeCode(q, live.id);
  return null;
}
