/**
 * The field rules of the web app's forms (apps/web/README.md, "Forms"): each takes what was typed and
 * answers the sentence to show under the field, or null. A form chains a field's rules with `??`, so
 * the field shows its first broken rule.
 */

/** `message` when nothing was typed. */
export function required(value: string, message: string): string | null {
  return value === '' ? message : null;
}

/** `message` when nothing but spaces was typed (a field whose payload is trimmed). */
export function requiredText(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/** `message` when a typed value does not match `pattern`; an empty one is left to `required`. */
export function mustFit(value: string, pattern: RegExp, message: string): string | null {
  return value !== '' && !pattern.test(value) ? message : null;
}

/** `message` when a typed value is shorter than `min` or longer than `max` characters. */
export function lengthWithin(value: string, min: number, max: number, message: string): string | null {
  return value !== '' && (value.length < min || value.length > max) ? message : null;
}

/**
 * `message` when a confirmation differs from the value it confirms. An empty confirmation passes here
 * so that the field's own `required` rule speaks for it.
 */
export function mustMatch(value: string, confirmed: string, message: string): string | null {
  return value !== '' && value !== confirmed ? message : null;
}
