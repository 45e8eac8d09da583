import { z } from 'zod';
import { defineCall } from '../call';
import { bool, id, level, nullBody } from '../fields';
import { labelled, PRODUCT_CODE_LABEL } from '../validation';
import { ALERT_CONDITION_VALUES, ALERT_STATUS_VALUES, ALERTS_ACTIVE_LIMIT } from '../wire-values';

/**
 * Price alerts (issue 16; CONTRACT.md, "Beyond the seed"): a customer asks to be told when a
 * product's price or day change crosses a level, once or every time. A triggered alert reaches the
 * bound user as `{"type":"alert",…alert}` within a second of the tick (docs/SPEC.md AL5).
 */

/** Most alerts `alert/list` answers: every active one and the latest triggered ones. */
export const ALERT_LIST_MAX = 100;
/** Longest product code an alert may name, in characters. */
export const ALERT_CODE_MAX = 32;

export const alert = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The product's currency: price levels are written in it (empty if the product is gone). */
  currency: z.string(),
  /** The product's market: rates (forex) and points (indices) are written without a currency sign. */
  market: z.string(),
  condition: z.enum(ALERT_CONDITION_VALUES),
  /** A price in the product's decimals, or a change rate in percent with two decimals ("2.50"). */
  value: z.string(),
  repeat: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(ALERT_STATUS_VALUES),
  /** Epoch ms of the latest trigger (a repeating alert keeps firing), or null. */
  triggeredAt: z.number().int().nullable(),
  /** The product's price at the latest trigger, or null. */
  triggeredPrice: z.string().nullable(),
});
export type Alert = z.infer<typeof alert>;

export const alertCreate = defineCall({
  path: 'alert/create',
  access: 'user',
  summary: `Set a price alert (at most ${ALERTS_ACTIVE_LIMIT} active per customer)`,
  payload: z.object({
    code: labelled(
      z
        .string()
        .trim()
        .min(1, 'is required')
        .max(ALERT_CODE_MAX, `must be at most ${ALERT_CODE_MAX} characters`)
        .regex(/^[A-Za-z0-9._-]+$/, 'must be a product code'),
      PRODUCT_CODE_LABEL,
    ),
    condition: z.enum(ALERT_CONDITION_VALUES, { error: 'must be above, below, changeRateAbove or changeRateBelow' }),
    /** At most 10 digits before the point (a price level in ticks stays inside a bigint, E4). */
    value: level(),
    repeat: bool().default(false),
  }),
  body: alert,
});

export const alertList = defineCall({
  path: 'alert/list',
  access: 'user',
  summary: `The caller's alerts: every active one, then the latest triggered, at most ${ALERT_LIST_MAX}`,
  payload: z.object({}),
  body: z.array(alert),
});

export const alertRemove = defineCall({
  path: 'alert/remove',
  access: 'user',
  summary: 'Remove one of the caller’s alerts',
  payload: z.object({ id: id() }),
  body: nullBody,
});
