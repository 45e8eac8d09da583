import { z } from 'zod';
import { type CallDef, defineCall as defineAnyCall, STAFF_ROLES } from '../call';
import { id, listOf, nullBody, paging } from '../fields';
import { otp, totpCode } from './security';

/** Every call in this file belongs to the console's API, whatever its access. */
export function defineConsoleCall<P extends z.ZodType, B extends z.ZodType>(
  def: Omit<CallDef<P, B>, 'api'>,
): CallDef<P, B> {
  return defineAnyCall({ ...def, api: 'console' });
}

/** Staff calls of the operator console, under `/api/console/`, same envelope as the customer API. */

export const staffRole = z.enum(STAFF_ROLES);
export const staff = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: staffRole,
  active: z.boolean(),
  /**
   * True until the member replaces a password somebody else chose, printed at first start (S4) or set by
   * an admin (S12); the console then shows only the change-password screen.
   */
  mustChangePassword: z.boolean(),
  /** Who chose the password to replace, for the screen's words; null exactly when `mustChangePassword` is false. */
  mustChangeBecause: z.enum(['printed', 'set_by_admin']).nullable(),
  /** False until the member has enrolled an authenticator (S10); the console then shows only the enrollment screen. */
  totpEnrolled: z.boolean(),
  /** End of the sign-in lock-out after too many wrong passwords or codes (S9), epoch ms; null when not locked. */
  lockedUntil: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type Staff = z.infer<typeof staff>;

export const staffLogin = defineConsoleCall({
  path: 'staff/login',
  access: 'public',
  summary: 'Staff sign-in',
  payload: z.object({
    username: z.string().trim().min(1, 'is required').max(64),
    password: z.string().min(1, 'is required').max(128),
    /** The authenticator's code or an unused recovery code, once the member has enrolled (S10). */
    otp: otp.optional(),
  }),
  body: z.object({ token: z.string(), staff }),
});

export const staffLogout = defineConsoleCall({
  path: 'staff/logout',
  access: 'staff',
  beforePasswordChange: true,
  beforeTotpEnrollment: true,
  summary: 'Staff sign-out',
  payload: z.object({}),
  body: nullBody,
});

export const staffMe = defineConsoleCall({
  path: 'staff/me',
  access: 'staff',
  beforePasswordChange: true,
  beforeTotpEnrollment: true,
  summary: 'The signed-in staff member',
  payload: z.object({}),
  body: staff,
});

export const staffList = defineConsoleCall({
  path: 'staff/list',
  access: 'staff',
  roles: ['admin'],
  summary: 'All staff members',
  payload: z.object({ ...paging }),
  body: listOf(staff),
});

export const staffCreate = defineConsoleCall({
  path: 'staff/create',
  access: 'staff',
  roles: ['admin'],
  summary: 'Add a staff member (they must replace the chosen password at first sign-in, S12)',
  payload: z.object({
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{3,32}$/, 'must be 3-32 lowercase letters, digits, dot, dash or underscore'),
    displayName: z.string().trim().min(1, 'is required').max(64),
    role: staffRole,
    password: z.string().min(10, 'must be at least 10 characters').max(128),
    reason: z.string().trim().min(1, 'is required').max(500),
  }),
  body: staff,
});

export const staffSetActive = defineConsoleCall({
  path: 'staff/set_active',
  access: 'staff',
  roles: ['admin'],
  summary: 'Disable or re-enable a staff member',
  payload: z.object({
    id: id(),
    active: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
    reason: z.string().trim().min(1, 'is required').max(500),
  }),
  body: staff,
});

export const staffChangePassword = defineConsoleCall({
  path: 'staff/password',
  access: 'staff',
  beforePasswordChange: true,
  summary: "Change one's own staff password (other staff sessions end)",
  payload: z.object({
    oldPassword: z.string().min(1, 'is required').max(128),
    newPassword: z.string().min(10, 'must be at least 10 characters').max(128),
  }),
  body: nullBody,
});

export const staffPasswordReset = defineConsoleCall({
  path: 'staff/password/reset',
  access: 'staff',
  roles: ['admin'],
  summary: "Set another member's password (their sessions end; they must choose their own at next sign-in, S12)",
  payload: z.object({
    id: id(),
    newPassword: z.string().min(10, 'must be at least 10 characters').max(128),
    reason: z.string().trim().min(1, 'is required').max(500),
  }),
  body: staff,
});

export const staffTotpSetup = defineConsoleCall({
  path: 'staff/totp/setup',
  access: 'staff',
  beforeTotpEnrollment: true,
  summary: "Start enrolling one's authenticator: a new secret (sign-in needs it only once enabled)",
  payload: z.object({}),
  body: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const staffTotpEnable = defineConsoleCall({
  path: 'staff/totp/enable',
  access: 'staff',
  beforeTotpEnrollment: true,
  summary: 'Finish enrolling with a code from the authenticator; answers ten one-time recovery codes, shown once',
  payload: z.object({ code: totpCode }),
  body: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const staffTotpReset = defineConsoleCall({
  path: 'staff/totp/reset',
  access: 'staff',
  roles: ['admin'],
  summary: "Reset another member's authenticator (their sessions end; they enroll again at next sign-in)",
  payload: z.object({ id: id(), reason: z.string().trim().min(1, 'is required').max(500) }),
  body: staff,
});

export const staffUnlock = defineConsoleCall({
  path: 'staff/unlock',
  access: 'staff',
  roles: ['admin'],
  summary: "Lift a member's sign-in lock-out after too many wrong passwords or codes (audited)",
  payload: z.object({ id: id(), reason: z.string().trim().min(1, 'is required').max(500) }),
  body: staff,
});

/** A security event of one's own staff account: a sign-in (flagged when from a new device or address) or a lock-out. */
export const staffNotice = z.object({
  id: z.number().int(),
  kind: z.enum(['sign_in', 'locked']),
  /** The sign-in came from a browser or an address none of the member's earlier sessions had (S11). */
  newDevice: z.boolean(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});
export type StaffNotice = z.infer<typeof staffNotice>;

export const staffNoticeList = defineConsoleCall({
  path: 'staff/notice/list',
  access: 'staff',
  summary: "One's own recent sign-ins and lock-outs, newest first",
  payload: z.object({ ...paging }),
  body: listOf(staffNotice),
});

export const auditEntry = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});

export const auditList = defineConsoleCall({
  path: 'audit/list',
  access: 'staff',
  roles: ['admin'],
  summary: 'The audit log: every staff action with who, what, when and why; newest first',
  payload: z.object({
    ...paging,
    staffId: id().optional(),
    action: z.string().trim().max(64).optional(),
    /**
     * What the action was on, e.g. `user:12` for every staff action on customer 12 (S6), or
     * `setting:tradeBuyFee` for every change of a setting (S8).
     */
    target: z
      .string()
      .trim()
      .max(64)
      .regex(/^[a-z_]+:[A-Za-z0-9_]+$/, 'must look like user:12')
      .optional(),
  }),
  body: listOf(auditEntry),
});

export const consoleUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  creditStatus: z.enum(['UNDER', 'CREDITING', 'PASS', 'REJECT']),
  balance: z.string(),
  virtualBalance: z.string(),
  invitationCode: z.string(),
  invitedBy: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** Passwords locked now after too many wrong guesses (A10), each with the end of its lock-out. */
  passwordLocks: z.array(z.object({ secret: z.enum(['login', 'pay', 'channel']), lockedUntil: z.number().int() })),
});

export const userList = defineConsoleCall({
  path: 'user/list',
  access: 'staff',
  summary: 'Customers, newest first, optionally filtered by username or one customer id',
  payload: z.object({ ...paging, q: z.string().trim().max(64).optional(), id: id().optional() }),
  body: listOf(consoleUser),
});

export const userSetStatus = defineConsoleCall({
  path: 'user/set_status',
  access: 'staff',
  roles: ['admin', 'support'],
  summary: 'Disable or re-enable a customer account (disabling ends its sessions)',
  payload: z.object({
    id: id(),
    status: z.enum(['ACTIVE', 'DISABLED']),
    reason: z.string().trim().min(1, 'is required').max(500),
  }),
  body: consoleUser,
});

export const userUnlockPasswords = defineConsoleCall({
  path: 'user/unlock_passwords',
  access: 'staff',
  roles: ['admin', 'support'],
  summary: "Lift a customer's password lock-outs after checking who they are (audited)",
  payload: z.object({ id: id(), reason: z.string().trim().min(1, 'is required').max(500) }),
  body: consoleUser,
});

export const ledgerViolation = z.object({
  invariant: z.enum(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'X1', 'PF6', 'PF7']),
  message: z.string(),
});

export const ledgerReconcile = defineConsoleCall({
  path: 'ledger/reconcile',
  access: 'staff',
  roles: ['admin'],
  summary: 'Checks ledger invariants L1–L5 over every account and transfer (read only; empty = reconciled)',
  payload: z.object({}),
  body: z.object({ violations: z.array(ledgerViolation), checkedAt: z.number().int() }),
});

export const reconcileRun = z.object({
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  /** 0 = the ledger balances. */
  differences: z.number().int(),
  violations: z.array(ledgerViolation),
  /** `full`: every transfer was read; `since_horizon`: those written since the last clean run (docs/SPEC.md D5a). */
  scope: z.enum(['full', 'since_horizon']),
  /** Transfers the run checked one by one. */
  transfersChecked: z.number().int().nonnegative(),
});

export const ledgerReconcileLast = defineConsoleCall({
  path: 'ledger/reconcile/last',
  access: 'staff',
  roles: ['admin'],
  summary: "The engine leader's latest automatic reconciliation of the ledger (docs/SPEC.md D5); null before the first",
  payload: z.object({}),
  body: reconcileRun.nullable(),
});
