// Proves the order sheet's nudges (BR12–BR17): each case draws its nudge just past its threshold and none
// at it, a quiet order draws none, and the calendar names a real close but not a 24-hour market's midnight.
import { describe, expect, it } from 'vitest';
import { basisPointsText, type NudgeFacts, orderNudges } from '../../src/brakes';
import { type CalendarHoliday, nextCloseMs } from '../../src/market';
import { minor, ticks } from '../../src/money';

const NONE: readonly CalendarHoliday[] = [];
const MINUTE_MS = 60_000;
/** An instant given as India wall time (UTC+5:30). */
const ist = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h, mi) - 330 * 60_000;

/** A quiet market buy of a product at 100.00 / 100.10 (2 decimals): no nudge. */
const quiet: NudgeFacts = {
  direction: 'buy',
  priceType: 'market',
  limitTicks: null,
  bidTicks: ticks(10_000n),
  askTicks: ticks(10_010n),
  prevCloseTicks: ticks(10_000n),
  lastTicks: ticks(10_100n),
  lever: 1,
  marginMinor: minor(1_000_00n),
  freeMarginMinor: minor(10_000_00n),
  forceCoverTicks: null,
  opensAtMs: null,
  closesAtMs: null,
  nowMs: ist(2026, 12, 2, 11, 0),
};

const kinds = (facts: Partial<NudgeFacts>) => orderNudges({ ...quiet, ...facts }).map((n) => n.kind);

describe('orderNudges', () => {
  it('BR17: a quiet order draws no nudge', () => {
    expect(orderNudges(quiet)).toEqual([]);
  });

  it('BR12: a limit more than 5 % from the price it would trade at now draws limitFar, either side', () => {
    // A buy trades at the ask, 100.10: 5 % is 5.005, so 94.90 is 5.19 % below and 105.20 5.09 % above.
    expect(orderNudges({ ...quiet, priceType: 'limit', limitTicks: ticks(9_490n) })).toEqual([
      { kind: 'limitFar', awayBp: 519 },
    ]);
    expect(kinds({ priceType: 'limit', limitTicks: ticks(10_520n) })).toEqual(['limitFar']);
    // Exactly 5 % (a sell trades at the bid, 100.00; 95.00 is 500 bp) is not "more than".
    expect(kinds({ direction: 'sell', priceType: 'limit', limitTicks: ticks(9_500n) })).toEqual([]);
    // A market order has no limit to be far.
    expect(kinds({ limitTicks: ticks(5_000n) })).toEqual([]);
  });

  it('BR13: a lever above 10× on a product that moved more than 5 % since the previous close draws leverOnMover', () => {
    const mover = { lastTicks: ticks(10_600n) };
    expect(orderNudges({ ...quiet, ...mover, lever: 11 })).toEqual([{ kind: 'leverOnMover', lever: 11, moveBp: 600 }]);
    // A fall counts as a move.
    expect(kinds({ lastTicks: ticks(9_400n), lever: 20 })).toEqual(['leverOnMover']);
    // 10× is not above 10×; 5 % is not over 5 %; no previous close, no move.
    expect(kinds({ ...mover, lever: 10 })).toEqual([]);
    expect(kinds({ lastTicks: ticks(10_500n), lever: 20 })).toEqual([]);
    expect(kinds({ ...mover, lever: 20, prevCloseTicks: null })).toEqual([]);
    expect(kinds({ ...mover, lever: 20, prevCloseTicks: ticks(0n) })).toEqual([]);
  });

  it('BR14: a margin above half the free margin draws marginShare', () => {
    expect(orderNudges({ ...quiet, marginMinor: minor(5_000_01n) })).toEqual([{ kind: 'marginShare', shareBp: 5_000 }]);
    expect(orderNudges({ ...quiet, marginMinor: minor(7_500_00n) })).toEqual([{ kind: 'marginShare', shareBp: 7_500 }]);
    expect(kinds({ marginMinor: minor(5_000_00n) })).toEqual([]);
    // Nothing free (the sheet already refuses it) or no estimate yet: no share to speak of.
    expect(kinds({ marginMinor: minor(1n), freeMarginMinor: minor(0n) })).toEqual([]);
    expect(kinds({ marginMinor: null })).toEqual([]);
  });

  it('BR15: a market that opens or shuts within 5 minutes draws marketOpens or marketCloses', () => {
    const now = quiet.nowMs;
    expect(orderNudges({ ...quiet, opensAtMs: now + 4 * MINUTE_MS })).toEqual([
      { kind: 'marketOpens', inMs: 4 * MINUTE_MS },
    ]);
    expect(orderNudges({ ...quiet, closesAtMs: now + 5 * MINUTE_MS })).toEqual([
      { kind: 'marketCloses', inMs: 5 * MINUTE_MS },
    ]);
    expect(kinds({ closesAtMs: now + 5 * MINUTE_MS + 1 })).toEqual([]);
    expect(kinds({ opensAtMs: now - 1 })).toEqual([]);
  });

  it('BR16: a forced-cover price within 2 % of the entry draws forceCoverNear', () => {
    // A 50× buy at the ask 100.10 is force-covered near 98.20: 1.89 % away.
    expect(orderNudges({ ...quiet, lever: 50, forceCoverTicks: ticks(9_820n) })).toEqual([
      { kind: 'forceCoverNear', awayBp: 189 },
    ]);
    // A limit order's entry is its limit: 95.00 with cover at 93.20 is 1.89 % away.
    expect(kinds({ priceType: 'limit', limitTicks: ticks(9_500n), forceCoverTicks: ticks(9_320n) })).toEqual([
      'limitFar',
      'forceCoverNear',
    ]);
    expect(kinds({ forceCoverTicks: ticks(9_700n) })).toEqual([]);
    expect(kinds({ forceCoverTicks: null })).toEqual([]);
  });

  it('BR17: several nudges come together in a fixed order', () => {
    expect(
      kinds({
        priceType: 'limit',
        limitTicks: ticks(10_600n),
        lever: 20,
        lastTicks: ticks(11_000n),
        marginMinor: minor(9_000_00n),
        forceCoverTicks: ticks(10_500n),
        closesAtMs: quiet.nowMs + MINUTE_MS,
      }),
    ).toEqual(['limitFar', 'leverOnMover', 'marginShare', 'marketCloses', 'forceCoverNear']);
  });

  it('basisPointsText writes a share as a percent with two decimals', () => {
    expect(basisPointsText(519)).toBe('5.19');
    expect(basisPointsText(5_000)).toBe('50.00');
    expect(basisPointsText(7)).toBe('0.07');
  });
});

describe('nextCloseMs', () => {
  it('BR15: NSE names its 15:30 close while it trades, nothing while shut', () => {
    expect(nextCloseMs('NSE', ist(2026, 12, 2, 15, 27), NONE)).toBe(ist(2026, 12, 2, 15, 30));
    expect(nextCloseMs('NSE', ist(2026, 12, 2, 16, 0), NONE)).toBeNull();
  });

  it('BR15: crypto runs on through midnight; forex shuts on Friday at 22:00 UTC only', () => {
    expect(nextCloseMs('CRYPTO', Date.UTC(2026, 11, 2, 23, 58), NONE)).toBeNull();
    expect(nextCloseMs('FX', Date.UTC(2026, 11, 2, 23, 58), NONE)).toBeNull();
    // 2026-12-04 is a Friday.
    expect(nextCloseMs('FX', Date.UTC(2026, 11, 4, 21, 57), NONE)).toBe(Date.UTC(2026, 11, 4, 22, 0));
  });
});
