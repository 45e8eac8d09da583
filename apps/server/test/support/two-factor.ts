import { base32Decode, TOTP_STEP_MS, totpCode } from '@demo/core';
import { call, type Harness, type RegisteredUser } from './harness';

/**
 * A code of the user's authenticator `stepOffset` steps from now. Each code works once per account
 * (A13), so a test that needs several uses the steps now-1, now and now+1 in that order.
 */
export function codeAt(secret: string, stepOffset = 0): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('the secret is not base32');
  return totpCode(bytes, Date.now() + stepOffset * TOTP_STEP_MS);
}

/** Waits out the last seconds of a time step, so the codes a test computes stay valid while it runs. */
export async function awayFromStepEdge(marginMs = 8_000): Promise<void> {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns two-factor on with the step before now (leaving now and now+1 for the test) and answers its secret and recovery codes. */
export async function enableTwoFactor(
  h: Pick<Harness, 'app'>,
  user: RegisteredUser,
  ip?: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const options = ip === undefined ? { token: user.token } : { token: user.token, ip };
  const setup = await call<{ secret: string; otpauthUrl: string }>(h.app, 'user/totp/setup', {}, options);
  if (setup.code !== 200) throw new Error(`user/totp/setup answered ${setup.code}: ${setup.message}`);
  const enabled = await call<{ recoveryCodes: string[] }>(
    h.app,
    'user/totp/enable',
    { code: codeAt(setup.body.secret, -1) },
    options,
  );
  if (enabled.code !== 200) throw new Error(`user/totp/enable answered ${enabled.code}: ${enabled.message}`);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
