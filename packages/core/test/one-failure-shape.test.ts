// Proves by machine that a core decision refuses with the one shape (ADR 0024, STYLE.md rule 4):
// `RuleFailure` {rule, field, message, code}; `Checked` and named error unions stay with parsers.
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

/** Every source file of core, by its path under src/ ('trading/lifecycle.ts'). */
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob('../src/**/*.ts', { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.replace('../src/', ''), text],
  ),
);

/**
 * The files that read text or outside data, and so may answer `Checked` or name their own reasons:
 * each with what it reads. A decision that refuses a request is not one of them.
 */
const PARSERS: Readonly<Record<string, string>> = {
  'result.ts': 'defines Checked',
  'money.ts': 'parseMoney, parsePrice, parseRate',
  'fx/rates.ts': 'fx quote parsing (pairQuote) and the mid rate read from those quotes',
  'trading/account-fx.ts': "an account's rates read from the quoted book",
  'trading/receipt.ts': "a receipt's stored terms (explainFill)",
  'trading/settings.ts': 'parseTradingSettings',
  'platform-settings.ts': "a platform setting's text",
  'upi/settlement.ts': 'the settlement CSV',
  'ai/strategies.ts': "parseStrategy, a strategy's published parameters",
};

/** Outcomes that are not a refusal of a request, each with why. */
const NOT_REFUSALS: Readonly<Record<string, string>> = {
  'failure.ts': 'defines RuleFailure',
  'ledger/transfer.ts': "the ledger's own outcome of a posting (L3, L4), which the executor answers",
  'proof/merkle.ts': "a liabilities proof's verification (PF), not a request",
};

const allowed = (path: string) => path in PARSERS || path in NOT_REFUSALS;

/** The files outside the allowed ones where `pattern` occurs. */
function offenders(pattern: RegExp, may: (path: string) => boolean): string[] {
  return Object.entries(SOURCES)
    .filter(([path, text]) => !may(path) && pattern.test(text))
    .map(([path]) => path)
    .sort();
}

describe('one failure shape', () => {
  it('reads every source file of core', () => {
    expect(Object.keys(SOURCES)).toContain('failure.ts');
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const path of [...Object.keys(PARSERS), ...Object.keys(NOT_REFUSALS)]) expect(SOURCES).toHaveProperty(path);
  });

  it('answers Checked only from parsers', () => {
    expect(offenders(/\bChecked</, (path) => path in PARSERS)).toEqual([]);
  });

  it('exports no refusal union of its own (XRefusal, XRejection, XError, XProblem, XFailure) outside parsers', () => {
    const named = /export (type|interface) \w*(Refusal|Rejection|Error|Problem|Failure)\b/;
    expect(offenders(named, allowed)).toEqual([]);
  });

  it('builds no failure literal of another shape ({ ok: false, … }) outside failure.ts and parsers', () => {
    expect(offenders(/\bok: false\b/, allowed)).toEqual([]);
  });

  it('states invariants with the one assert and no helper of its own', () => {
    expect(offenders(/function (assert\w*|invariant)\s*[(<]/, (path) => path === 'assert.ts')).toEqual([]);
  });
});
