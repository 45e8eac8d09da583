import { z } from 'zod';
import { PAGE_SIZE_ALL, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { labelled, PRODUCT_CODE_LABEL } from './validation';
import { PRODUCT_CODE_LENGTH_MAX, REQUEST_ID_PATTERN } from './wire-values';

/**
 * Field builders for form-encoded payloads. Every payload arrives as strings; these accept the
 * typed value a client holds (number, boolean, list) or its string form, and parse to the typed
 * value. Decimals stay strings end to end: money never becomes a binary float.
 */

/**
 * An integer sent as a number or a decimal-digit string, within JavaScript's safe integers: a longer
 * digit string would round silently on its way to a number.
 */
export const int = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,16}$/, 'must be a whole number'),
    ])
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int('must be a whole number')
        .min(Number.MIN_SAFE_INTEGER, 'is too large')
        .max(Number.MAX_SAFE_INTEGER, 'is too large'),
    );

/** The largest id a table holds: ids are PostgreSQL `integer` (serial / identity) columns. */
export const ID_MAX = 2_147_483_647;

/** A positive database id, within the column type, so an id no row can have never reaches a query. */
export const id = () => int().pipe(z.number().int().positive().max(ID_MAX, 'is too large'));

/** A decimal carried as a string, like "1234.50". Never parsed into a float. */
export const decimal = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number'))
    .register(decimalSchemas, { decimal: true });

/** A decimal in a reply. */
export const decimalOut = () => z.string().regex(/^-?\d+(\.\d+)?$/);

/** A boolean sent as true/false, 1/0 or their string forms. */
export const bool = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** A list carried inside one form field as a JSON string (`ids=[3,4]`), or already a list. */
export const jsonList = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(z.unknown()), z.string()])
    .transform((v, ctx) => {
      if (Array.isArray(v)) return v;
      try {
        const parsed: unknown = JSON.parse(v);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // Fall through to the issue below: the field is named by the caller's path.
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list' });
      return z.NEVER;
    })
    .pipe(z.array(item));

/** Epoch milliseconds. */
export const epochMs = () => int().pipe(z.number().int().nonnegative());

/** Page number, 1-based. */
export const page = () => int().pipe(z.number().int().min(1)).default(1);

/** Page size for ordinary lists: 1..PAGE_SIZE_MAX (100), default 10. */
export const size = () => int().pipe(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(PAGE_SIZE_DEFAULT);

/**
 * Page size for lists that also accept -1 (= all, at most LIST_ALL_ROWS_MAX rows: `pageWindow`):
 * order, new-share, AI and group lists.
 */
export const sizeOrAll = () =>
  int()
    .pipe(
      z
        .number()
        .int()
        .min(PAGE_SIZE_ALL)
        .max(PAGE_SIZE_MAX)
        .refine((n) => n !== 0, 'must not be 0'),
    )
    .default(PAGE_SIZE_DEFAULT);

export const paging = { page: page(), size: size() };
export const pagingOrAll = { page: page(), size: sizeOrAll() };

/** The client-supplied userId: accepted and ignored; the token names the user (PRODUCT.md, principle 4). */
export const ignoredUserId = z.unknown().optional();

/** A paged list reply. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

export const nullBody = z.null();

/** A required line of text, trimmed, at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** An optional line of text, trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** A product's code (`BTCUSD`), named "Product code" in messages (SPEC E2). */
export const productCode = () => labelled(text(PRODUCT_CODE_LENGTH_MAX), PRODUCT_CODE_LABEL);

/** A product's code where another field may name the product instead. */
export const optionalProductCode = () => labelled(optionalText(PRODUCT_CODE_LENGTH_MAX), PRODUCT_CODE_LABEL);

/**
 * The bound of a decimal field (E4): at most `integerDigitsMax` digits before the decimal point, and
 * the most decimal places the server scales it by on its way to an integer (a product's decimals, a
 * currency's minor digits). Together they fit a PostgreSQL bigint: 10^(integerDigitsMax + scaleMax)
 * stays below 2^63, so no value the contract lets through overflows its column.
 */
export interface DecimalBound {
  readonly integerDigitsMax: number;
  readonly scaleMax: number;
}

/** Every bounded decimal field's bound, for the contract's tests and the bad-input fuzzer. */
export const decimalBounds = z.registry<DecimalBound>();

/** Every `decimal()` schema, so a test finds a decimal field that carries no bound. */
export const decimalSchemas = z.registry<{ readonly decimal: true }>();

/** The most digits a scaled integer may have: 10^18 - 1 is below 2^63 - 1, a bigint's largest value. */
export const SCALED_DIGITS_MAX = 18;

/** A product's decimal places are at most this (console `product/create`): the scale of every price. */
export const PRODUCT_DECIMALS_MAX = 8;

/**
 * The documented maximum of any amount a client sends: 12 digits before the decimal point (below a
 * trillion units of any currency), so with its few minor digits it stays far inside the ledger's
 * 64-bit minor units. Prices and price levels get 10 digits: with a product's decimals (at most 8) a
 * price in ticks stays below 10^18, inside a 64-bit column. Exchange rates get 8 digits and 8
 * decimals.
 */
export const MONEY_INTEGER_DIGITS_MAX = 12;
export const PRICE_INTEGER_DIGITS_MAX = 10;
export const RATE_INTEGER_DIGITS_MAX = 8;
export const RATE_DECIMALS_MAX = 8;

function integerDigits(value: string): number {
  return (value.replace(/^-/, '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length;
}

/** The largest value of a bound with `decimals` places, as a sentence for the OpenAPI document. */
function describeBound(integerDigitsMax: number, decimals: number): string {
  const largest = '9'.repeat(integerDigitsMax) + (decimals > 0 ? `.${'9'.repeat(decimals)}` : '');
  return `At most ${integerDigitsMax} digits before the decimal point and ${decimals} after (at most ${largest})`;
}

/**
 * A decimal string of at most `integerDigitsMax` digits before the point, recorded in
 * `decimalBounds` with the scale the server applies to it. `shape` is the field's own format check
 * (its sign and decimals, with its own message), run first.
 */
function bounded(shape: z.ZodType<string, string>, bound: DecimalBound, decimals: number) {
  return decimal()
    .pipe(shape)
    .refine(
      (v) => integerDigits(v) <= bound.integerDigitsMax,
      `must be at most ${bound.integerDigitsMax} digits before the decimal point`,
    )
    .describe(describeBound(bound.integerDigitsMax, decimals))
    .register(decimalBounds, bound);
}

/**
 * A money amount the user types, as a string: positive, at most `decimals` places ("100", "99.50"),
 * at most 12 digits before the point. The server turns it into minor units with the core's
 * `parseMoney`; it never becomes a float.
 */
export const amount = (decimals = 2) =>
  bounded(
    z
      .string()
      .regex(
        new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`),
        `must be a positive amount with at most ${decimals} decimals`,
      )
      .refine((v) => /[1-9]/.test(v), 'must be greater than 0'),
    { integerDigitsMax: MONEY_INTEGER_DIGITS_MAX, scaleMax: decimals },
    decimals,
  );

/** A money amount that may be 0 (a minimum, a fee), otherwise like `amount`. */
export const amountOrZero = (decimals = 2) =>
  bounded(
    z
      .string()
      .regex(
        new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`),
        `must be a positive amount with at most ${decimals} decimals`,
      ),
    { integerDigitsMax: MONEY_INTEGER_DIGITS_MAX, scaleMax: decimals },
    decimals,
  );

/**
 * A positive price as a string, at most 10 digits before the point; the product's own decimals (at
 * most 8) are checked by the server.
 */
export const price = () =>
  bounded(
    z
      .string()
      .regex(/^\d+(\.\d{1,12})?$/, 'must be a positive number')
      .refine((v) => /[1-9]/.test(v), 'must be greater than 0'),
    { integerDigitsMax: PRICE_INTEGER_DIGITS_MAX, scaleMax: PRODUCT_DECIMALS_MAX },
    PRODUCT_DECIMALS_MAX,
  );

/**
 * A signed level within a price's bound: an alert's price (in the product's decimals) or change
 * rate in percent; the server checks its decimals and range for the condition.
 */
export const level = () =>
  bounded(
    z.string().max(24, 'must be at most 24 characters'),
    { integerDigitsMax: PRICE_INTEGER_DIGITS_MAX, scaleMax: PRODUCT_DECIMALS_MAX },
    PRODUCT_DECIMALS_MAX,
  );

/** A positive exchange rate ("83.25": 1 unit of one currency in another), at most 8 digits and 8 decimals. */
export const rate = () =>
  bounded(
    z.string().regex(new RegExp(`^\\d+(\\.\\d{1,${RATE_DECIMALS_MAX}})?$`), 'must be a positive number'),
    { integerDigitsMax: RATE_INTEGER_DIGITS_MAX, scaleMax: RATE_DECIMALS_MAX },
    RATE_DECIMALS_MAX,
  );

/**
 * A fraction or small factor such as a deposit rate or a volatility: at most `integerDigitsMax`
 * digits before the point and `decimals` after, checked by `shape` (which names its own range).
 */
export const fraction = (shape: z.ZodType<string, string>, integerDigitsMax: number, decimals: number) =>
  bounded(shape, { integerDigitsMax, scaleMax: decimals }, decimals);

/** A lookup key sent as a number or a string (an id or a code), kept as a trimmed string. */
export const key = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'is required').max(64, 'must be at most 64 characters'));

/** A list of ids inside one form field (`ids=[3,4]`): 1..100 distinct positive ids. */
export const idList = () =>
  jsonList(id()).pipe(
    z
      .array(z.number())
      .min(1, 'needs at least one item')
      .max(100, 'must have at most 100 items')
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an item'),
  );

export const requestId = () =>
  z.string().trim().regex(REQUEST_ID_PATTERN, 'must be 8-64 letters, digits, dash or underscore');

/**
 * What a payload field's schema says about decimals: its bound, `unbounded` when it takes a
 * `decimal()` with none, or undefined when it is no decimal. Looks through optional, default,
 * nullable, pipes and unions, as the fields are written.
 */
export function decimalBoundOf(schema: z.ZodType): DecimalBound | 'unbounded' | undefined {
  const pending: unknown[] = [schema];
  let sawDecimal = false;
  for (let steps = 0; pending.length > 0 && steps < 64; steps++) {
    const node = pending.shift() as z.ZodType;
    const bound = decimalBounds.get(node);
    if (bound) return bound;
    if (decimalSchemas.has(node)) sawDecimal = true;
    const def: Record<string, unknown> | undefined = (node as unknown as { _zod?: { def?: Record<string, unknown> } })
      ._zod?.def;
    if (!def) continue;
    for (const key of ['innerType', 'in', 'out', 'schema'] as const) if (def[key]) pending.push(def[key]);
    if (Array.isArray(def.options)) pending.push(...def.options);
  }
  return sawDecimal ? 'unbounded' : undefined;
}
