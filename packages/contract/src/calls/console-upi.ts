import { z } from 'zod';
import { decimalOut, epochMs, text } from '../fields';
import { labelled } from '../validation';
import { defineConsoleCall } from './console';

/** One side of a settlement difference: the payment as the gateway's file or our credited recharge has it. */
const settledSide = z.object({ orderId: z.string(), amount: decimalOut(), currency: z.string() }).nullable();

export const upiSettlementRun = z.object({
  gateway: z.string(),
  /** The India day settled, YYYY-MM-DD. */
  day: z.string(),
  /** Payments in the gateway's file. */
  payments: z.number().int().nonnegative(),
  /** 0 = the day reconciles. */
  differences: z.number().int().nonnegative(),
  detail: z.array(z.object({ paymentId: z.string(), gateway: settledSide, ours: settledSide })),
  checkedAt: z.number().int(),
  /** Staff marked the differences explained (UP10), with who and why; null while open. */
  resolved: z.object({ at: epochMs(), staffId: z.number().int(), reason: z.string() }).nullable(),
});

export type UpiSettlementRun = z.infer<typeof upiSettlementRun>;

/** One gateway's settlement of one India day. */
const settlementDay = {
  gateway: z.string().trim().min(1, 'is required').max(32, 'must be at most 32 characters'),
  /** A settlement's date, not a SIP plan's day. */
  day: labelled(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-25'), { en: 'Day', hi: 'दिन' }),
  reason: text(500),
};

export const upiSettlementLast = defineConsoleCall({
  path: 'upi/settlement/last',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary:
    "The engine leader's latest reconciliation of each gateway's daily settlement file against the credited UPI recharges (docs/SPEC.md UP7)",
  payload: z.object({}),
  body: z.array(upiSettlementRun),
});

export const upiSettlementRecheck = defineConsoleCall({
  path: 'upi/settlement/recheck',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Reconciles one gateway's settlement file for one day again, now (audited): differences the gateway's retried webhooks have since mended go away (docs/SPEC.md UP9)",
  payload: z.object(settlementDay),
  body: upiSettlementRun,
});

export const upiSettlementResolve = defineConsoleCall({
  path: 'upi/settlement/resolve',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Marks a day's settlement differences explained, with the reason (audited); the console's alert then leaves it (docs/SPEC.md UP10)",
  payload: z.object(settlementDay),
  body: upiSettlementRun,
});
