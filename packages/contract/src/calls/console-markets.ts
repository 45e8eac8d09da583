import { z } from 'zod';
import {
  bool,
  fraction,
  id,
  int,
  listOf,
  nullBody,
  optionalText,
  PRODUCT_DECIMALS_MAX,
  paging,
  price,
  text,
} from '../fields';
import { labelled, PRODUCT_CODE_LABEL } from '../validation';
import { defineConsoleCall } from './console';
import { product } from './markets';

/**
 * Console calls for markets (issue 3): staff add and edit products, suspend trading in one, and
 * keep the exchange holiday calendar. Prices are never set here: the feed makes them.
 */

const reason = text(500);
export const productCodeField = labelled(
  z
    .string()
    .trim()
    .regex(/^[A-Z0-9._-]{1,32}$/, 'must be 1-32 capital letters, digits, dot, dash or underscore'),
  PRODUCT_CODE_LABEL,
);
const exchangeField = z.enum(['NSE', 'BSE', 'NYSE', 'HKEX', 'KRX', 'TSE', 'TWSE', 'CME', 'FX', 'CRYPTO']);
export const marketField = z.enum([
  'forex',
  'indices',
  'commodities',
  'crypto',
  'stocks',
  'us',
  'hk',
  'korea',
  'india',
  'bse',
]);

export const adminProduct = product.extend({
  exchange: z.string(),
  currency: z.string(),
  suspended: z.boolean(),
  spreadTicks: z.number().int(),
  volatilityAnnual: z.string(),
  sector: z.string().nullable(),
  nameHi: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const productList = defineConsoleCall({
  path: 'product/list',
  access: 'staff',
  summary: 'Products with their settings and latest quote, filtered by market or code',
  payload: z.object({ ...paging, market: marketField.optional(), q: optionalText(32) }),
  body: listOf(adminProduct),
});

const productFields = {
  name: text(64),
  nameHi: optionalText(64),
  decimals: int().pipe(z.number().int().min(0).max(PRODUCT_DECIMALS_MAX)),
  handCount: int().pipe(z.number().int().min(1).max(10_000_000)),
  lever: int().pipe(z.number().int().min(1).max(500)),
  spreadTicks: int().pipe(z.number().int().min(1).max(100_000)),
  /** A fraction per year (0.25 = 25 %); the server checks its range (0.01 to 5). */
  volatilityAnnual: fraction(z.string().regex(/^\d+(\.\d{1,6})?$/, 'must be a positive number'), 1, 6),
  sector: optionalText(64),
  sortOrder: int().pipe(z.number().int().min(0).max(100_000)).optional(),
};

export const productCreate = defineConsoleCall({
  path: 'product/create',
  access: 'staff',
  roles: ['admin'],
  summary: 'Add a product; the simulated feed starts it at the given start price',
  payload: z.object({
    code: productCodeField,
    market: marketField,
    exchange: exchangeField,
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3,5}$/, 'must be a currency code like INR'),
    startPrice: price(),
    ...productFields,
    reason,
  }),
  body: adminProduct,
});

export const productUpdate = defineConsoleCall({
  path: 'product/update',
  access: 'staff',
  roles: ['admin'],
  summary: 'Change a product\u2019s name, lot size, lever, spread or volatility (never its price)',
  payload: z.object({ id: id(), ...productFields, reason }),
  body: adminProduct,
});

export const productSuspend = defineConsoleCall({
  path: 'product/suspend',
  access: 'staff',
  roles: ['admin'],
  summary: 'Suspend or resume trading in a product (new orders answer 600 while suspended)',
  payload: z.object({ id: id(), suspended: bool(), reason }),
  body: adminProduct,
});

export const holiday = z.object({
  id: z.number().int(),
  exchange: z.string(),
  date: z.string(),
  name: z.string(),
  createdAt: z.number().int(),
});
export type Holiday = z.infer<typeof holiday>;

export const holidayList = defineConsoleCall({
  path: 'holiday/list',
  access: 'staff',
  summary: 'Exchange holidays, by date',
  payload: z.object({
    ...paging,
    exchange: exchangeField.optional(),
    year: int().pipe(z.number().int().min(2000).max(2100)).optional(),
  }),
  body: listOf(holiday),
});

export const holidayCreate = defineConsoleCall({
  path: 'holiday/create',
  access: 'staff',
  roles: ['admin'],
  summary: 'Close an exchange on a date',
  payload: z.object({
    exchange: exchangeField,
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-25'),
    name: text(64),
    reason,
  }),
  body: holiday,
});

export const holidayDelete = defineConsoleCall({
  path: 'holiday/delete',
  access: 'staff',
  roles: ['admin'],
  summary: 'Remove a holiday',
  payload: z.object({ id: id(), reason }),
  body: nullBody,
});
