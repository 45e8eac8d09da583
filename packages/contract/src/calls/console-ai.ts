import { z } from 'zod';
import { amount, bool, decimalOut, id, int, listOf, optionalText, paging, productCode, text } from '../fields';
import { accountType } from './account';
import { defineConsoleCall } from './console';
import { aiParams, aiProduct, aiStatus, aiStrategy } from './offerings';

/**
 * Console calls for AI stock-picking products (issue 13): staff publish a strategy with its
 * parameters, instrument, amount limits, lever and period, and see who bought it. There is no field
 * for a win rate or a return anywhere here: statistics are the backtest's (docs/SPEC.md I4).
 */

const reason = text(500);

/** A JSON object inside one form field (`params={"lookbackBars":20,"allowShort":true}`), or already one. */
const jsonObject = z
  .union([z.record(z.string(), z.unknown()), z.string().max(2_000, 'must be at most 2000 characters')])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Fall through to the issue below, which names the field.
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  })
  .pipe(aiParams);

export const adminAiProduct = aiProduct.extend({
  nameHi: z.string(),
  descriptionHi: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Customers' products of this kind now running or paused. */
  activeCount: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminAiProduct = z.infer<typeof adminAiProduct>;

export const aiProductList = defineConsoleCall({
  path: 'ai_product/list',
  access: 'staff',
  summary: 'AI products with their settings, backtested statistics and active count',
  payload: z.object({ ...paging }),
  body: listOf(adminAiProduct),
});

const aiProductFields = {
  name: text(64),
  nameHi: text(64),
  description: text(1_000),
  descriptionHi: text(1_000),
  strategy: aiStrategy,
  params: jsonObject,
  /** The instrument the strategy trades, a product code. */
  code: productCode(),
  minAmount: amount(),
  maxAmount: amount(),
  unit: amount(),
  lever: int().pipe(z.number().int().min(1, 'must be at least 1').max(20, 'must be at most 20')),
  periodDays: int().pipe(z.number().int().min(1, 'must be at least 1').max(365, 'must be at most 365')),
  enabled: bool(),
  sortOrder: int().pipe(z.number().int().min(0).max(100_000)).optional(),
  reason,
};

export const aiProductCreate = defineConsoleCall({
  path: 'ai_product/create',
  access: 'staff',
  roles: ['admin'],
  summary: 'Publish an AI product: strategy, parameters, instrument, limits, lever and period',
  payload: z.object(aiProductFields),
  body: adminAiProduct,
});

export const aiProductUpdate = defineConsoleCall({
  path: 'ai_product/update',
  access: 'staff',
  roles: ['admin'],
  summary: 'Change an AI product; products already bought keep the terms they were bought on',
  payload: z.object({ id: id(), ...aiProductFields }),
  body: adminAiProduct,
});

export const aiMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  accountType,
  amount: decimalOut(),
  pnl: decimalOut(),
  status: aiStatus,
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
  settledAt: z.number().int().nullable(),
});
export type AiMember = z.infer<typeof aiMember>;

export const aiProductMembers = defineConsoleCall({
  path: 'ai_product/members',
  access: 'staff',
  summary: "Customers' purchases of one AI product, newest first",
  payload: z.object({ id: id(), status: aiStatus.optional(), username: optionalText(64), ...paging }),
  body: listOf(aiMember),
});
