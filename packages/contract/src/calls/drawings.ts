import { z } from 'zod';
import { defineCall } from '../call';
import { epochMs, id, jsonList, nullBody, price, productCode } from '../fields';
import { DRAWING_KIND_VALUES, DRAWINGS_PER_PRODUCT_MAX } from '../wire-values';

/**
 * Chart drawings (issue 49; CONTRACT.md Wave 3): a customer's horizontal lines, trend lines and price
 * ranges on a product's chart, kept on the server so they show on every period and every device
 * (docs/SPEC.md DR1–DR5).
 */

export type DrawingKind = (typeof DRAWING_KIND_VALUES)[number];

/** One anchor of a drawing: a candle's time (epoch ms, as candles carry it) and a price. */
export const drawingPoint = z.object({ time: epochMs(), price: price() });
export type DrawingPoint = z.infer<typeof drawingPoint>;

export const drawing = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DRAWING_KIND_VALUES),
  points: z.array(z.object({ time: z.number().int(), price: z.string() })),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type Drawing = z.infer<typeof drawing>;

export const drawingList = defineCall({
  path: 'drawing/list',
  access: 'user',
  summary: `The caller's drawings on a product's chart, oldest first (at most ${DRAWINGS_PER_PRODUCT_MAX})`,
  payload: z.object({ code: productCode() }),
  body: z.array(drawing),
});

export const drawingSave = defineCall({
  path: 'drawing/save',
  access: 'user',
  summary: `Add a drawing to a product's chart (at most ${DRAWINGS_PER_PRODUCT_MAX} per product), or move one of the caller's by id`,
  payload: z.object({
    code: productCode(),
    kind: z.enum(DRAWING_KIND_VALUES, { error: 'must be hline, trend or range' }),
    /** The kind decides how many (DR2); the server checks that count and the prices (DR3). */
    points: jsonList(drawingPoint).refine((list) => list.length >= 1 && list.length <= 2, 'must name 1 or 2 points'),
    id: id().optional(),
  }),
  body: drawing,
});

export const drawingRemove = defineCall({
  path: 'drawing/remove',
  access: 'user',
  summary: "Remove one of the caller's drawings",
  payload: z.object({ id: id() }),
  body: nullBody,
});
