/**
 * Checks every payload before its schema does, for what no field may hold whatever its type: control
 * characters (a NUL ends in a database error; the others hide text in logs and screens), unpaired
 * UTF-16 surrogates (not text at all), keys that would reach an object's prototype, and values beyond
 * a hard length. One check at the edge, so no call can forget it; the schemas then bound each field.
 */

/** Tab, line feed and carriage return are text (a multi-line remark); every other C0 and C1 control is not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No single field of a form payload is longer than this (the longest text field is far shorter). */
export const PAYLOAD_VALUE_MAX_CHARS = 20_000;

export type PayloadProblem = { readonly field: string; readonly reason: string };

function problemOfText(field: string, value: string): PayloadProblem | null {
  if (value.length > PAYLOAD_VALUE_MAX_CHARS)
    return { field, reason: `must be at most ${PAYLOAD_VALUE_MAX_CHARS} characters` };
  if (CONTROL_CHARACTER.test(value)) return { field, reason: 'must not contain control characters' };
  if (LONE_SURROGATE.test(value)) return { field, reason: 'must be valid text' };
  return null;
}

/**
 * The first problem of a raw payload (form fields, or a JSON object), or null. Nested values (a JSON
 * body's lists) are walked to a bounded depth and reported under their top-level field.
 */
export function payloadProblem(raw: Record<string, unknown>): PayloadProblem | null {
  for (const field of Object.keys(raw)) {
    if (PROTOTYPE_KEYS.has(field)) return { field, reason: 'is not a field of this call' };
    const found = problemOfValue(field, raw[field], 0);
    if (found) return found;
  }
  return null;
}

const NESTING_MAX = 4;

function problemOfValue(field: string, value: unknown, depth: number): PayloadProblem | null {
  if (typeof value === 'string') return problemOfText(field, value);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= NESTING_MAX) return { field, reason: 'is nested too deeply' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (PROTOTYPE_KEYS.has(key)) return { field, reason: 'is not valid' };
    const found = problemOfText(field, key) ?? problemOfValue(field, inner, depth + 1);
    if (found) return found;
  }
  return null;
}
