import { RISK_DISCLOSURE_VERSION } from '@demo/contract';
import type { Db } from '../../db/client';
import { committed, inTransaction } from '../../db/transaction';
import { grantSignupBonus } from '../../ledger/signup-bonus';
import { newInvitationCode } from '../../lib/tokens';
import { saveDisclosure } from '../brakes';
import { issueSession } from './sessions';
import { insertUser } from './store';

/**
 * A customer for load tests: registered as `user/register` would (demo starting balance, one
 * session) but without the SMS code and the password hashing, which would dominate the set-up of a
 * benchmark and are not what it measures. The password hash is not a valid scrypt hash, so the
 * account can never sign in; only the returned token opens it.
 */
export async function createBenchTrader(
  db: Db,
  input: { username: string; ttlMs: number },
): Promise<{ userId: number; token: string }> {
  return committed(
    await inTransaction(db, async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        passwordHash: 'bench:no-login',
        nickname: input.username,
        invitationCode: newInvitationCode(),
        invitedBy: null,
      });
      if (!user) throw new Error(`bench trader ${input.username} exists already`);
      await grantSignupBonus(tx, user.id);
      // BR18: a bench trader trades leveraged, as a customer who accepted the risk disclosure.
      for (const set of ['real', 'virtual'] as const)
        await saveDisclosure(tx, user.id, set, RISK_DISCLOSURE_VERSION, new Date());
      const session = await issueSession(tx, {
        userId: user.id,
        appType: 'bench',
        ip: '127.0.0.1',
        ttlMs: input.ttlMs,
      });
      return { userId: user.id, token: session.token };
    }),
  );
}
