import { type RuleFailure, refuse } from '../failure';

/**
 * Trading halts (the circuit breaker, docs/SPEC.md HL1–HL7): staff stop new orders in one instrument
 * or in a whole market, with a reason the customer reads in English and Hindi.
 */

/** What a halt covers: one instrument (`code`) or every instrument of a market (`market`). */
export type HaltScope = 'code' | 'market';

export interface Halt {
  readonly scope: HaltScope;
  /** A product code for `code`, a market id (`india`, `crypto`, …) for `market`. */
  readonly target: string;
  /** The reason in English, as staff gave it. */
  readonly reason: string;
  /** The reason in Hindi; null when staff gave none (then the Hindi sentence quotes the English one). */
  readonly reasonHi: string | null;
  readonly haltedAtMs: number;
}

/**
 * The halt an instrument trades under, or null: its own halt before its market's (HL2), so resuming
 * a market leaves an instrument halted on its own still halted, and the reason shown is the nearest.
 */
export function haltOn(halts: readonly Halt[], instrument: { code: string; market: string }): Halt | null {
  const own = halts.find((h) => h.scope === 'code' && h.target === instrument.code);
  return own ?? halts.find((h) => h.scope === 'market' && h.target === instrument.market) ?? null;
}

/** The rule id of a halted order's refusal: the server words it with the halt's reason (HL1). */
export const HALT_RULE = 'HL1';

/**
 * HL1: a new order in a halted instrument is refused with code 600 and the halt's reason (values
 * `reason`, `reasonHi`, `scope`, `target` for the server's sentence); null when `halt` is none.
 */
export function refuseHalted(halt: Halt | null | undefined): RuleFailure | null {
  if (!halt) return null;
  return refuse(HALT_RULE, 'code', 600, `trading is halted: ${halt.reason}`, {
    reason: halt.reason,
    reasonHi: halt.reasonHi ?? halt.reason,
    scope: halt.scope,
    target: halt.target,
  });
}
