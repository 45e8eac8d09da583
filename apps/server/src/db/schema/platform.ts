import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SESSION_REVOKE_REASONS, users } from './accounts';
import { bytea, createdAt } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  code: text('code').primaryKey(),
  key: text('key').notNull(),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi').notNull(),
  sort: integer('sort').notNull(),
});

export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleHi: text('title_hi').notNull(),
  contentEn: text('content_en').notNull(),
  contentHi: text('content_hi').notNull(),
});

export const UPLOAD_VISIBILITY_VALUES = ['unlisted', 'public', 'private'] as const;

export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    mime: text('mime').notNull(),
    /**
     * Legacy: bytes stored here before uploads moved to the storage interface (P5). At start they are
     * copied to the store and set to null (modules/upload/move-bytes.ts); nothing reads them otherwise.
     */
    bytes: bytea('bytes'),
    size: integer('size').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** A staff member's upload (a picture in a support answer); null for customers' uploads. */
    staffId: integer('staff_id').references(() => staff.id),
    /**
     * Who may fetch the bare `/uploads/<name>`: `unlisted` (just uploaded: anyone with the random name,
     * never cached by shared caches), `public` (an avatar: cached for a year), `private` (identity
     * documents and recharge evidence: only through a short-lived signed URL, P4, P7).
     */
    visibility: text('visibility', { enum: UPLOAD_VISIBILITY_VALUES }).notNull().default('unlisted'),
    createdAt: createdAt(),
  },
  // The quota sums one user's uploads on every upload.
  (t) => [index('uploads_by_user').on(t.userId), index('uploads_by_staff').on(t.staffId)],
);

export const STAFF_ROLE_VALUES = ['admin', 'reviewer', 'support'] as const;

/** Who chose the password a member must replace: the first start printed it, or an admin set it. */
export const STAFF_MUST_CHANGE_BECAUSE_VALUES = ['printed', 'set_by_admin'] as const;

export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLE_VALUES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * Set while the member's password is one somebody else chose: printed at first start (S4) or set by an
     * admin (S12); cleared by the member's own change.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Why the flag is set, for the console's words; null exactly when it is not (the check below). */
    mustChangeBecause: text('must_change_because', { enum: STAFF_MUST_CHANGE_BECAUSE_VALUES }),
    /** The authenticator secret (S10), sealed with the data key as customers' are (A12); null before setup. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When enrollment finished; null until then, and after an admin's reset (the member enrolls again). */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step accepted, so no code works twice (A13's rule for staff). */
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    /** Keyed hashes of the unused recovery codes; a used one is removed (A15's rule for staff). */
    totpRecoveryHashes: text('totp_recovery_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [check('staff_must_change_because', sql`${t.mustChangePassword} = (${t.mustChangeBecause} is not null)`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: SESSION_REVOKE_REASONS }),
    /** The `User-Agent` the session signed in with (bounded), for the member's sign-in notices (S11). */
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_by_staff').on(t.staffId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  // A customer's trail in the console filters on the target (S6).
  (t) => [index('audit_log_by_time').on(t.createdAt), index('audit_log_by_target').on(t.target, t.id)],
);

export const SETTING_CHANGE_STATUS_VALUES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;

/**
 * A four-eyes change of a platform setting (docs/SPEC.md S8): proposed by one admin with the value it
 * replaces, decided by another; at most one waits per setting.
 */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** The new value and the one it replaces, as JSON text (as `config/setting` sends them). */
    value: text('value').notNull(),
    previous: text('previous').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: SETTING_CHANGE_STATUS_VALUES }).notNull().default('PROPOSED'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('setting_changes_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
    uniqueIndex('setting_changes_one_waiting').on(t.key).where(sql`${t.status} = 'PROPOSED'`),
    index('setting_changes_by_id').on(t.status, t.id),
  ],
);
