import { z } from 'zod';
import { defineCall } from '../call';
import { LOCALES } from '../codes';
import { epochMs, int, listOf, paging } from '../fields';
import { accountType } from './account';

/**
 * Statements (issue 47; CONTRACT.md Wave 3; docs/SPEC.md ST1–ST8): the P&L and ledger statement of
 * a window or a financial year as a PDF or CSV file, and the check of a statement's SHA-256.
 */

/** The longest window a statement covers, in days (ST1). */
export const STATEMENT_DAYS_MAX = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

export const statementFormat = z.enum(['pdf', 'csv']);
export type StatementFormat = z.infer<typeof statementFormat>;

/** The fields of a statement request (the console's adds the customer's `id`). */
export const statementFields = {
  accountType: accountType.default('real'),
  /**
   * A financial year by its first calendar year (2026 = 1 April 2026 – 31 March 2027, India time);
   * when given, `from` and `to` are ignored. Without it and without `from`, the window starts at
   * the beginning of `to`'s financial year; without `to` it ends now.
   */
  financialYear: int().pipe(z.number().int().min(2000, 'must be at least 2000').max(2100, 'is too large')).optional(),
  from: epochMs().optional(),
  to: epochMs().optional(),
  format: statementFormat.default('pdf'),
  /** The file's language; the request's `locale` header when absent. */
  locale: z.enum(LOCALES).optional(),
};

/** ST1's bounds on an explicit window, named on `to`. */
export function statementWindowCheck(
  v: { financialYear?: number | undefined; from?: number | undefined; to?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.financialYear !== undefined || v.from === undefined || v.to === undefined) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before the start time' });
  else if (v.to - v.from > STATEMENT_DAYS_MAX * DAY_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be within ${STATEMENT_DAYS_MAX} days of the start time`,
    });
}

export const statementPayload = z.object(statementFields).superRefine(statementWindowCheck);

export const statementPnl = defineCall({
  path: 'statement/pnl',
  access: 'user',
  summary:
    'The P&L and ledger statement of a window or financial year as a file (PDF or CSV, in the request locale; HTTP body, not the envelope)',
  download: { contentType: 'application/pdf', filename: 'statement.pdf' },
  payload: statementPayload,
  /** The file itself; its content type and name follow `format`. */
  body: z.string(),
});

const sha256 = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 of 64 hex digits');

export const statementVerification = z.object({
  /** True when this platform issued a statement whose figures hash to `sha256`. */
  valid: z.boolean(),
  accountType: accountType.nullable(),
  /** The statement's window, epoch ms both inclusive; null when not valid. */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type StatementVerification = z.infer<typeof statementVerification>;

export const statementVerify = defineCall({
  path: 'statement/verify',
  access: 'public',
  summary: "Whether a statement's printed SHA-256 is one this platform issued, and for which account set and window",
  payload: z.object({ sha256 }),
  body: statementVerification,
});

/** An India day as `YYYY-MM-DD`. */
const indiaDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-25');

/**
 * One contract note (docs/SPEC.md ST10–ST16): the India day it covers, and the `statement/contract_note`
 * call that answers its PDF (`url`) or CSV (`csvUrl`): the API path with the payload as its query, the
 * same fields the call takes as a form body.
 */
export const contractNoteItem = z.object({
  date: z.string(),
  url: z.string(),
  csvUrl: z.string(),
  /** When the engine leader wrote it (epoch ms). */
  createdAt: z.number().int(),
});
export type ContractNoteItem = z.infer<typeof contractNoteItem>;

export const statementContractNotes = defineCall({
  path: 'statement/contract_notes',
  access: 'user',
  summary: "The account set's contract notes, one per India day with fills, newest first",
  payload: z.object({ accountType: accountType.default('real'), ...paging }),
  body: listOf(contractNoteItem),
});

/** The fields of a contract note's file (the console's add the customer's `id`). */
export const contractNoteFields = {
  accountType: accountType.default('real'),
  date: indiaDay,
  format: statementFormat.default('pdf'),
  locale: z.enum(LOCALES).optional(),
};

export const statementContractNote = defineCall({
  path: 'statement/contract_note',
  access: 'user',
  summary: "One day's contract note as a file (PDF or CSV, in the request locale; HTTP body, not the envelope)",
  download: { contentType: 'application/pdf', filename: 'contract-note.pdf' },
  payload: z.object(contractNoteFields),
  body: z.string(),
});
