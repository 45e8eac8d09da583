/**
 * The one way core states an invariant in code (STYLE.md, rule 16): `assert(cond, 'L1: …')` names
 * the rule of docs/SPEC.md it guards. A false assertion is a bug, never an expected failure: it
 * throws, and the server logs it and answers a generic message (rule 4).
 */

/** The error a broken invariant throws; `rule` is the SPEC id before the colon ('L1'), or '' when none. */
export class AssertionFailure extends Error {
  readonly rule: string;
  constructor(statement: string) {
    super(statement);
    this.name = 'AssertionFailure';
    const colon = statement.indexOf(':');
    this.rule = colon > 0 ? statement.slice(0, colon) : '';
  }
}

/** Throws an `AssertionFailure` naming `statement` ('SPEC-ID: message') unless `condition` holds. */
export function assert(condition: unknown, statement: string): asserts condition {
  if (!condition) throw new AssertionFailure(statement);
}
