import { describe, expect, it } from 'vitest';
import {
  afterInstalment,
  applyStatusEvent,
  DEFAULT_HOLIDAYS,
  firstInstalment,
  formatDay,
  instalmentAfter,
  minor,
  monthlyDate,
  nextInstalmentDay,
  parseDay,
  parseRate,
  SIP_PLAN_LIFECYCLE,
  type SipSchedule,
  sameCurrency,
  sipCostMinor,
  sipLots,
  sipRemainderMinor,
  ticks,
} from '../../src';

/** SIP decisions (docs/SPEC.md SP1–SP6): schedules on the market calendar, lots of an amount, skips that pause. */

const day = (text: string): number => {
  const parsed = parseDay(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};

/** The first `count` instalment dates of a schedule on NSE, from its start. */
function dates(schedule: SipSchedule, count: number): string[] {
  const out: string[] = [];
  let next = nextInstalmentDay('NSE', schedule, schedule.startDay, DEFAULT_HOLIDAYS);
  while (next !== null && out.length < count) {
    out.push(formatDay(next));
    next = nextInstalmentDay('NSE', schedule, next + 1, DEFAULT_HOLIDAYS);
  }
  return out;
}

const rate = (text: string) => {
  const parsed = parseRate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('SIP schedule', () => {
  it('SP1: the 31st runs on the last day of shorter months, SP2: moved to Monday over a weekend', () => {
    const schedule: SipSchedule = { frequency: 'monthly', day: 31, startDay: day('2026-01-01'), endDay: null };
    // 31 Jan and 28 Feb 2026 are Saturdays: each runs the Monday after; March has its 31st, April its 30th.
    expect(dates(schedule, 5)).toEqual(['2026-02-02', '2026-03-02', '2026-03-31', '2026-04-30', '2026-06-01']);
    expect(formatDay(monthlyDate(2028, 1, 31))).toBe('2028-02-29');
  });

  it('SP2: a weekly Friday on Gandhi Jayanti (a holiday) runs on the Monday after, then on Fridays again', () => {
    const schedule: SipSchedule = { frequency: 'weekly', day: 5, startDay: day('2026-09-24'), endDay: null };
    expect(dates(schedule, 4)).toEqual(['2026-09-25', '2026-10-05', '2026-10-09', '2026-10-16']);
  });

  it('SP2: daily runs on trading days only, never on a weekend or a holiday', () => {
    const schedule: SipSchedule = { frequency: 'daily', day: null, startDay: day('2026-09-30'), endDay: null };
    expect(dates(schedule, 4)).toEqual(['2026-09-30', '2026-10-01', '2026-10-05', '2026-10-06']);
  });

  it('SP1: nothing runs after the end date, not even a date moved past it', () => {
    const schedule: SipSchedule = {
      frequency: 'weekly',
      day: 5,
      startDay: day('2026-09-24'),
      endDay: day('2026-10-03'),
    };
    // The Friday 2 October is a holiday; moved to Monday 5 October it would fall after the end.
    expect(dates(schedule, 10)).toEqual(['2026-09-25']);
  });

  it('SP3: the instalment runs at the open; a plan made after today’s open starts on the next date', () => {
    const schedule: SipSchedule = { frequency: 'daily', day: null, startDay: day('2026-10-01'), endDay: null };
    const openMs = Date.UTC(2026, 9, 1, 3, 45); // 09:15 India time
    const before = firstInstalment('NSE', schedule, openMs - 60_000, DEFAULT_HOLIDAYS);
    expect(before).toEqual({ day: day('2026-10-01'), atMs: openMs });
    const after = firstInstalment('NSE', schedule, openMs + 60_000, DEFAULT_HOLIDAYS);
    expect(after && formatDay(after.day)).toBe('2026-10-05');
    expect(after && instalmentAfter('NSE', schedule, after.day, DEFAULT_HOLIDAYS)?.day).toBe(day('2026-10-06'));
  });

  it('SP2: a crypto plan runs every calendar day at its midnight', () => {
    const schedule: SipSchedule = { frequency: 'daily', day: null, startDay: day('2026-10-03'), endDay: null };
    expect(nextInstalmentDay('CRYPTO', schedule, schedule.startDay, DEFAULT_HOLIDAYS)).toBe(day('2026-10-03'));
  });
});

describe('SIP lots', () => {
  const base = {
    priceTicks: ticks(250_000n), // 2,500.00 at 2 decimals
    decimals: 2,
    handCount: 1,
    buyFeeRate: rate('0.001'),
    defaultRate: rate('1'),
    insuranceRate: rate('0'),
    fx: sameCurrency('INR'),
  };

  it('SP5: an amount buys the whole lots it affords, fee included; the remainder is carried nowhere', () => {
    // One lot costs 2,500.00 + 2.50 fee = 2,502.50; ten thousand rupees afford 3 (7,507.50).
    const input = { ...base, amountMinor: minor(1_000_000n) };
    expect(sipCostMinor(base, 1)).toBe(250_250n);
    expect(sipLots(input)).toBe(3);
    expect(sipRemainderMinor(input, 3)).toBe(1_000_000n - 750_750n);
  });

  it('SP5: exactly the cost of n lots buys n; a rupee less buys n - 1; less than one lot buys none', () => {
    expect(sipLots({ ...base, amountMinor: minor(750_750n) })).toBe(3);
    expect(sipLots({ ...base, amountMinor: minor(750_749n) })).toBe(2);
    expect(sipLots({ ...base, amountMinor: minor(250_249n) })).toBe(0);
  });
});

describe('SIP skips and lifecycle', () => {
  it('SP6: three skips in a row pause the plan; a fill resets the run', () => {
    let run = afterInstalment(0, 'skipped');
    expect(run).toEqual({ skipsInARow: 1, pause: false });
    run = afterInstalment(run.skipsInARow, 'skipped');
    expect(afterInstalment(run.skipsInARow, 'filled')).toEqual({ skipsInARow: 0, pause: false });
    expect(afterInstalment(run.skipsInARow, 'skipped')).toEqual({ skipsInARow: 3, pause: true });
  });

  it('SP6: an ended plan neither pauses nor resumes', () => {
    expect(applyStatusEvent(SIP_PLAN_LIFECYCLE, 'active', 'pause').ok).toBe(true);
    expect(applyStatusEvent(SIP_PLAN_LIFECYCLE, 'paused', 'resume').ok).toBe(true);
    expect(applyStatusEvent(SIP_PLAN_LIFECYCLE, 'ended', 'resume').ok).toBe(false);
    expect(applyStatusEvent(SIP_PLAN_LIFECYCLE, 'ended', 'pause').ok).toBe(false);
  });
});
