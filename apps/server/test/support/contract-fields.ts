import { fields } from '@demo/contract';
import type { z } from 'zod';

/** A payload's object shape, through the refinements, pipes and defaults calls wrap it in. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) break;
    if (def.type === 'object' && typeof def.shape === 'object' && def.shape)
      return def.shape as Record<string, z.ZodType>;
    current = def.in ?? def.innerType ?? def.schema;
  }
  return {};
}

/**
 * The field names of a call's payload schema: what the fuzzer fills and the access matrix
 * classifies, read from the contract so no call is forgotten.
 */
export function fieldsOf(schema: z.ZodType): string[] {
  return Object.keys(shapeOf(schema));
}

/** A call's decimal fields with their documented bound (packages/contract `fields.ts`, E4). */
export function decimalFieldsOf(schema: z.ZodType): Array<{ field: string; bound: fields.DecimalBound }> {
  return Object.entries(shapeOf(schema)).flatMap(([field, fieldSchema]) => {
    const bound = fields.decimalBoundOf(fieldSchema);
    if (bound === 'unbounded') throw new Error(`${field} is a decimal with no documented maximum (fields.ts)`);
    return bound === undefined ? [] : [{ field, bound }];
  });
}
