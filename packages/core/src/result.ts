/**
 * An expected failure is a value, not an exception (STYLE.md, rule 4). Functions that can fail on
 * user input return a `Result`; a bug (a broken invariant, a bad constant) throws.
 */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A success carrying `value`. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** An expected failure carrying its reason. */
export function err<E extends string>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
