// Customers: accounts, sessions, SMS codes, password guards, two-factor, notices to one user.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    avatar: text('avatar'),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    creditStatus: text('credit_status', { enum: ['UNDER', 'CREDITING', 'PASS', 'REJECT'] })
      .notNull()
      .default('UNDER'),
    invitationCode: text('invitation_code').notNull().unique(),
    invitedBy: integer('invited_by'),
    institutional: boolean('institutional').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_by_inviter').on(t.invitedBy)],
);

export const GUARDED_SECRETS = ['login', 'pay', 'channel', 'offering', 'staff_login', 'staff_otp'] as const;

/**
 * Wrong-password counts per account and secret (core password-guard.ts, A10). Keyed by the normalised
 * username, not the user id, so a sign-in to an account that does not exist is counted the same way
 * and the answers never tell which accounts exist.
 */
export const passwordGuards = pgTable(
  'password_guards',
  {
    username: text('username').notNull(),
    secret: text('secret', { enum: GUARDED_SECRETS }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.secret] }), index('password_guards_locked').on(t.lockedUntil)],
);

/**
 * `revoked_by_user`: signed out from the account's device list (user/session/revoke, or every other
 * device at once: user/session/revoke_others); answers 281 like the others.
 */
export const SESSION_REVOKE_REASONS = [
  'logout',
  'password_changed',
  'signed_in_elsewhere',
  'disabled',
  'revoked_by_user',
  /** Staff signed the customer out everywhere (S7), e.g. after a reported lost phone. */
  'ended_by_staff',
  'password_reset',
  /** Two-factor turned off (A21): the other sessions end, e.g. on the phone that held the lost authenticator. */
  'two_factor_disabled',
] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    accessId: text('access_id').notNull(),
    appType: text('app_type'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: SESSION_REVOKE_REASONS }),
    /** The `User-Agent` the session signed in with (bounded), for the device list and new-device notices. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_live_by_user').on(t.userId, t.createdAt).where(sql`${t.revokedAt} is null`)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_by_target').on(t.target, t.createdAt)],
);

/**
 * Two-factor sign-in (A12-A15): the authenticator secret, sealed with the data key like Aadhaar
 * numbers. `enabled_at` is null while set up but not yet confirmed with a code; `last_used_step` is
 * the last TOTP time step accepted, so no code works twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored only as keyed hashes; a used code keeps its row with `used_at`. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('totp_recovery_codes_user_hash').on(t.userId, t.codeHash)],
);

/** Wrong one-time codes, counted per account and per client address for the guess limit (A14). */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_failures_by_user').on(t.userId, t.createdAt), index('otp_failures_by_ip').on(t.ip, t.createdAt)],
);

/** Security notices kept for the user (A17): today a sign-in from a device the account had not used. */
export const userNotices = pgTable(
  'user_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['new_device', 'password_locked', 'password_reset'] }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('user_notices_by_user').on(t.userId, t.createdAt)],
);
