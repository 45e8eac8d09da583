import { z } from 'zod';
import { decimalOut } from '../fields';
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
});

export const upiSettlementLast = defineConsoleCall({
  path: 'upi/settlement/last',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary:
    "The engine leader's latest reconciliation of each gateway's daily settlement file against the credited UPI recharges (docs/SPEC.md UP7)",
  payload: z.object({}),
  body: z.array(upiSettlementRun),
});
