import type { Body, PayloadIn } from '@demo/contract';
import { accessUser } from '@demo/contract/refs';
import { call } from '../../lib/api';
import { isOtpChallenge } from '../security/otp';

/**
 * `access/user`. The reply that the account needs its one-time code is a step of signing in, not a
 * failure: the sign-in page answers it with the code field and its hint, so it is not toasted (VP2).
 * Every other failure (a wrong password, a disabled account) is toasted as usual.
 */
export function signIn(payload: PayloadIn<typeof accessUser>): Promise<Body<typeof accessUser>> {
  return call(accessUser, payload, { expected: isOtpChallenge });
}
