import { BRAKE_SCOPES, KILL_SWITCH_HOURS } from '@demo/core';
import { z } from 'zod';
import { defineCall } from '../call';
import { RISK_DISCLOSURE_VERSION } from '../constants';
import { amountOrZero, bool, decimalOut, int, listOf, paging } from '../fields';
import { accountType } from './account';
import { otp } from './security';

/**
 * Customer brakes (issue 46; CONTRACT.md Wave 3; docs/SPEC.md BR1–BR11): a daily loss limit, a kill
 * switch per account set or market group, a leverage cap and the log of every brake that fired.
 * Real and demo accounts have their brakes apart (`accountType`). Amounts are in the set's currency.
 */

export const brakeScope = z.enum(BRAKE_SCOPES);
export const killSwitchHours = int().pipe(
  z
    .number()
    .int()
    .refine((h) => (KILL_SWITCH_HOURS as readonly number[]).includes(h), 'must be 12, 24, 168 or 720'),
);

export const brakeLossLimitSet = defineCall({
  access: 'user',
  path: 'brake/loss_limit/set',
  summary:
    'Sets the daily loss limit (0 = none): a lower limit applies at once, a higher one (or none) from the next India day',
  payload: z.object({
    accountType,
    amount: amountOrZero(),
    /** Cover every open position once when the limit is reached (BR9). */
    coverOnReach: bool().default(false),
  }),
  body: z.object({ amount: decimalOut(), effectiveFrom: z.number().int() }),
});

export const brakeKillSwitch = defineCall({
  access: 'user',
  path: 'brake/kill_switch',
  summary:
    'Stops new orders for 12 h, 24 h, 7 or 30 days on the account or one market group; cancels pending orders; cannot be lifted early',
  payload: z.object({ accountType, scope: brakeScope, hours: killSwitchHours, otp: otp.optional() }),
  body: z.object({ until: z.number().int(), cancelled: z.number().int() }),
});

export const brakeLeverageCapSet = defineCall({
  access: 'user',
  path: 'brake/leverage_cap/set',
  summary: 'Sets the highest leverage new orders may use (0 = the product’s own)',
  payload: z.object({ accountType, cap: int().pipe(z.number().int().min(0).max(100, 'must be at most 100')) }),
  body: z.object({ leverageCap: z.number().int().nullable() }),
});

export const brakeDisclosureAccept = defineCall({
  access: 'user',
  path: 'brake/disclosure/accept',
  summary: 'Records that the customer accepted the leveraged-trading risk disclosure, with its version and time',
  payload: z.object({ accountType, version: z.literal(RISK_DISCLOSURE_VERSION) }),
  body: z.object({ version: z.string(), acceptedAt: z.number().int() }),
});

export const brakeStatusBody = z.object({
  accountType,
  currency: z.string(),
  /** The limit in force now; null when none. */
  lossLimit: decimalOut().nullable(),
  /** A raise or removal waiting for the next India day. */
  nextLossLimit: z.object({ amount: decimalOut().nullable(), from: z.number().int() }).nullable(),
  coverOnReach: z.boolean(),
  /** Today's realised + unrealised loss from India midnight, ≥ 0. */
  todayLoss: decimalOut(),
  /** The limit was reached today: new orders are refused until India midnight. */
  reachedToday: z.boolean(),
  killSwitches: z.array(z.object({ scope: brakeScope, until: z.number().int() })),
  leverageCap: z.number().int().nullable(),
  disclosure: z.object({ version: z.string(), acceptedAt: z.number().int() }).nullable(),
});
export type BrakeStatus = z.infer<typeof brakeStatusBody>;

export const brakeStatus = defineCall({
  access: 'user',
  path: 'brake/status',
  summary: "The account set's brakes now: loss limit and today's loss, kill switches in force, leverage cap",
  payload: z.object({ accountType }),
  body: brakeStatusBody,
});

export const BRAKE_LOG_KINDS = [
  'loss_limit_set',
  'loss_limit_reached',
  'order_refused',
  'positions_covered',
  'kill_switch_set',
  'leverage_cap_set',
  'disclosure_accepted',
] as const;

export const brakeLogEntry = z.object({
  id: z.number().int(),
  kind: z.enum(BRAKE_LOG_KINDS),
  at: z.number().int(),
  /** The figures at that moment; decimals are strings in the set's currency. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type BrakeLogEntry = z.infer<typeof brakeLogEntry>;

export const brakeLog = defineCall({
  access: 'user',
  path: 'brake/log',
  summary: 'Every brake that fired on the account set, newest first, with the figures at that moment',
  payload: z.object({ accountType, ...paging }),
  body: listOf(brakeLogEntry),
});
