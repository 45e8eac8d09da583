import { base32Decode, hotp, TOTP_DRIFT_STEPS, TOTP_STEP_MS, totpStep } from '@demo/core';

/**
 * The one way tests, the crash test and the browser tests sign in as staff now that every member
 * enrolls an authenticator (docs/SPEC.md S10) and replaces a password an admin chose (S12):
 * `signInStaff` signs in, makes the member's first password change when an admin set the password
 * (remembering the member's own in the `StaffAuthenticator`, so a test keeps signing in with the
 * password it gave), enrolls a member who has not yet (keeping the secret there too), and signs an
 * enrolled one in with a computed code. It speaks through a `send` function, so the same steps run
 * over `inject`, `fetch` or a page.
 */

/** One call of the console API: path, form fields, the staff token (null when signed out). */
export type StaffSend = (
  path: string,
  payload: Record<string, string>,
  token: string | null,
) => Promise<{ code: number; message: string; body: unknown }>;

export interface StaffSignedIn {
  token: string;
  staff: {
    id: number;
    username: string;
    mustChangePassword: boolean;
    mustChangeBecause: 'printed' | 'set_by_admin' | null;
    totpEnrolled: boolean;
  };
}

/** Too close to the end of a step for the step before it to be still good when the server reads it. */
const STEP_EDGE_MS = 3_000;

interface Enrolled {
  secret: Uint8Array;
  lastStep: number;
  recoveryCodes: string[];
}

/**
 * Plays the authenticator app of the members a test enrolled. Each code works once per member
 * (A13's rule for staff), so it hands out the steps now-1, now and now+1 in turn, then the recovery
 * codes, and only then waits for the next step.
 */
export class StaffAuthenticator {
  private readonly members = new Map<string, Enrolled>();
  /** Each member's own password, chosen at the first change S12 asked for, by the password an admin gave. */
  private readonly ownPasswords = new Map<string, { given: string; own: string }>();

  /**
   * The password a member signs in with now: their own when the one a test gave is the one an admin
   * set and a sign-in here already replaced; else the one given (a test that changes it itself keeps it).
   */
  passwordFor(username: string, given: string): string {
    const own = this.ownPasswords.get(username);
    return own !== undefined && own.given === given ? own.own : given;
  }

  /** The password a member chooses to replace one an admin set (S12), remembered for the next sign-ins. */
  chooseOwnPassword(username: string, given: string): string {
    const own = `own-${given}`;
    this.ownPasswords.set(username, { given, own });
    return own;
  }

  /** Forgets a member's own password once an admin has set a new one for them (S12). */
  forgetPassword(username: string): void {
    this.ownPasswords.delete(username);
  }

  knows(username: string): boolean {
    return this.members.has(username);
  }

  /** Keeps what enrollment showed: the setup key, the step its code used and the recovery codes. */
  remember(username: string, secretBase32: string, usedStep: number, recoveryCodes: readonly string[]): void {
    const secret = base32Decode(secretBase32);
    if (!secret) throw new Error('the setup key is not base32');
    this.members.set(username, { secret, lastStep: usedStep, recoveryCodes: [...recoveryCodes] });
  }

  /** Forgets a member whose authenticator an admin reset: they enroll again. */
  forget(username: string): void {
    this.members.delete(username);
  }

  /** A code of the current time step or the one before, for enrolling (the step is remembered with it). */
  enrollmentCode(secretBase32: string): { code: string; step: number } {
    const secret = base32Decode(secretBase32);
    if (!secret) throw new Error('the setup key is not base32');
    const step = this.freshStep(null);
    if (step === null) throw new Error('a member with no code used has every step before them');
    return { code: hotp(secret, step), step };
  }

  /** The next code that the server will accept for this member. */
  async nextCode(username: string): Promise<string> {
    const member = this.members.get(username);
    if (!member) throw new Error(`no authenticator enrolled for ${username}`);
    for (;;) {
      const step = this.freshStep(member.lastStep);
      if (step !== null) {
        member.lastStep = step;
        return hotp(member.secret, step);
      }
      const recovery = member.recoveryCodes.shift();
      if (recovery !== undefined) return recovery;
      await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 100));
    }
  }

  /** The oldest step the server still accepts that is newer than `lastStep`, or null when none is. */
  private freshStep(lastStep: number | null): number | null {
    const nowMs = Date.now();
    const current = totpStep(nowMs);
    const leftMs = TOTP_STEP_MS - (nowMs % TOTP_STEP_MS);
    const first = leftMs > STEP_EDGE_MS ? current - TOTP_DRIFT_STEPS : current;
    for (let step = first; step <= current + TOTP_DRIFT_STEPS; step++) {
      if (lastStep === null || step > lastStep) return step;
    }
    return null;
  }
}

function expectOk<T>(reply: { code: number; message: string; body: unknown }, what: string): T {
  if (reply.code !== 200) throw new Error(`${what} answered ${reply.code}: ${reply.message}`);
  return reply.body as T;
}

/**
 * Signs a member in as the console does: with a computed code once enrolled; otherwise the password
 * alone, then enrollment on that session (which is then a full one). A member whose password an
 * admin set (S12) first replaces it with their own, as the console's first screen asks. A member who
 * must still change a printed password (S4) is answered as signed in; the caller changes it and calls again.
 */
export async function signInStaff(
  send: StaffSend,
  authenticator: StaffAuthenticator,
  credentials: { username: string; password: string },
): Promise<StaffSignedIn> {
  const { username } = credentials;
  const password = authenticator.passwordFor(username, credentials.password);
  const payload: Record<string, string> = { username, password };
  if (authenticator.knows(username)) payload.otp = await authenticator.nextCode(username);
  const signedIn = expectOk<StaffSignedIn>(await send('staff/login', payload, null), 'staff/login');
  if (signedIn.staff.mustChangeBecause === 'set_by_admin') {
    const own = authenticator.chooseOwnPassword(username, password);
    expectOk(
      await send('staff/password', { oldPassword: password, newPassword: own }, signedIn.token),
      'staff/password',
    );
    signedIn.staff = { ...signedIn.staff, mustChangePassword: false, mustChangeBecause: null };
  }
  if (signedIn.staff.totpEnrolled || signedIn.staff.mustChangePassword) return signedIn;
  const setup = expectOk<{ secret: string }>(await send('staff/totp/setup', {}, signedIn.token), 'staff/totp/setup');
  const { code, step } = authenticator.enrollmentCode(setup.secret);
  const enabled = expectOk<{ recoveryCodes: string[] }>(
    await send('staff/totp/enable', { code }, signedIn.token),
    'staff/totp/enable',
  );
  authenticator.remember(credentials.username, setup.secret, step, enabled.recoveryCodes);
  return { token: signedIn.token, staff: { ...signedIn.staff, totpEnrolled: true } };
}
