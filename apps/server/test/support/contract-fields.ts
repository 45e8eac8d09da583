import type { z } from 'zod';

/**
 * The field names of a call's payload schema, through refinements, pipes and defaults: what the
 * fuzzer fills and the access matrix classifies, read from the contract so no call is forgotten.
 */
export function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) break;
    if (def.type === 'object' && typeof def.shape === 'object' && def.shape) return Object.keys(def.shape);
    current = def.in ?? def.innerType ?? def.schema;
  }
  return [];
}
