/**
 * An expected failure is a value, not an exception (STYLE.md, rule 4). Functions that can fail on
 * user input return a `Checked`; a bug (a broken invariant, a bad constant) throws. It is named
 * apart from the server's `Result` (apps/server/src/lib/result.ts), which carries a contract code
 * and a message for the envelope: a `Checked` carries only the core's own reason.
 */
export type Checked<T, E extends string = string> =
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
