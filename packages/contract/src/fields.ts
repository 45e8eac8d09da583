import { z } from 'zod';

/**
 * Field builders for form-encoded payloads. Every payload arrives as strings; these accept the
 * typed value a client holds (number, boolean, list) or its string form, and parse to the typed
 * value. Decimals stay strings end to end: money never becomes a binary float.
 */

/** An integer sent as a number or a decimal-digit string. */
export const int = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, 'must be a whole number'),
    ])
    .transform((v) => Number(v))
    .pipe(z.number().int());

/** A positive database id. */
export const id = () => int().pipe(z.number().int().positive());

/** A decimal carried as a string, like "1234.50". Never parsed into a float. */
export const decimal = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number'));

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

/** Page size for ordinary lists: 1..100, default 10. */
export const size = () => int().pipe(z.number().int().min(1).max(100)).default(10);

/** Page size for lists that also accept -1 (= all): order, new-share, AI and group lists. */
export const sizeOrAll = () =>
  int()
    .pipe(
      z
        .number()
        .int()
        .min(-1)
        .max(100)
        .refine((n) => n !== 0, 'must not be 0'),
    )
    .default(10);

export const paging = { page: page(), size: size() };
export const pagingOrAll = { page: page(), size: sizeOrAll() };

/** The client-supplied userId: accepted and ignored; the token names the user (PRODUCT.md, principle 4). */
export const ignoredUserId = z.unknown().optional();

/** A paged list reply. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

export const nullBody = z.null();
