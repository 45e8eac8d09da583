/**
 * An expected failure is a value, not an exception (STYLE.md, rule 4). A parser of text (money, fx
 * quotes, receipt terms, settings) returns a `Checked` carrying its own reason; a decision that
 * refuses a request answers a `RuleFailure` instead (failure.ts, ADR 0024), and a bug throws. It is
 * named apart from the server's `Result` (apps/server/src/lib/result.ts), which carries a contract
 * code and a message for the envelope.
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
