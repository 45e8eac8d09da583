/**
 * The one shape of an expected failure a core decision answers (STYLE.md, rule 4): the rule of
 * docs/SPEC.md that refused, the payload field it is about, an English sentence and the contract's
 * wire code. The server turns it into its reply (and its translation) in one place per workflow.
 */
export interface RuleFailure {
  readonly ok: false;
  /** The SPEC id of the rule that refused ('O6', 'LV3', 'AMO1', …). */
  readonly rule: string;
  /** The payload field the failure is about ('' when it is about the request as a whole). */
  readonly field: string;
  /** The reason in English, without the field's name; '' when the code's own sentence says it all. */
  readonly message: string;
  /** The contract's code (600, 601, 404, …); core does not import the contract, so it is a number. */
  readonly code: number;
  /** The values a translation of `message` fills in (a price level, a currency pair), when it has any. */
  readonly values?: Readonly<Record<string, string>>;
}

/** A decision: the value decided, or the first rule that refused. */
export type Decision<T> = { readonly ok: true; readonly value: T } | RuleFailure;

/** A failure of `rule` about `field`, answered with `code`. */
export function refuse(
  rule: string,
  field: string,
  code: number,
  message = '',
  values?: Readonly<Record<string, string>>,
): RuleFailure {
  return values === undefined
    ? { ok: false, rule, field, message, code }
    : { ok: false, rule, field, message, code, values };
}
