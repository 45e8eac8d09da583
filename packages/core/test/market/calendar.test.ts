// Proves each exchange opens and closes on its own clock: NSE 09:15–15:30 Kolkata, Hong Kong's lunch break, New York across the 2026 daylight-saving switches, forex Monday 00:00 to Friday 22:00 UTC, crypto always, CME's daily break, and listed holidays closing a whole day.
import { describe, expect, it } from 'vitest';
import {
  type CalendarHoliday,
  currentTradingDay,
  DEFAULT_HOLIDAYS,
  EXCHANGES,
  isMarketOpen,
  localDate,
  newYorkDaylightBoundsMs,
  parseDay,
  sessionWindow,
  weekdayOfDay,
  zoneOffsetMs,
} from '../../src/market';

const NONE: readonly CalendarHoliday[] = [];
const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);
/** An instant given as India wall time (UTC+5:30). */
const ist = (y: number, mo: number, d: number, h: number, mi: number) => utc(y, mo, d, h, mi) - 330 * 60_000;

describe('NSE (Asia/Kolkata)', () => {
  // Wednesday 2026-11-18.
  it('opens at 09:15 and closes at 15:30 India time', () => {
    expect(isMarketOpen('NSE', ist(2026, 11, 18, 9, 14), NONE)).toBe(false);
    expect(isMarketOpen('NSE', ist(2026, 11, 18, 9, 15), NONE)).toBe(true);
    expect(isMarketOpen('NSE', ist(2026, 11, 18, 15, 29), NONE)).toBe(true);
    expect(isMarketOpen('NSE', ist(2026, 11, 18, 15, 30), NONE)).toBe(false);
  });

  it('is closed all Saturday and Sunday', () => {
    for (let hour = 0; hour < 24; hour++) {
      expect(isMarketOpen('NSE', ist(2026, 11, 21, hour, 0), NONE)).toBe(false);
      expect(isMarketOpen('NSE', ist(2026, 11, 22, hour, 0), NONE)).toBe(false);
    }
  });

  it('is closed on a holiday from the calendar table, and only for that exchange', () => {
    const holidays: CalendarHoliday[] = [{ exchange: 'NSE', date: '2026-11-18', name: 'Test closure' }];
    expect(isMarketOpen('NSE', ist(2026, 11, 18, 11, 0), holidays)).toBe(false);
    expect(isMarketOpen('BSE', ist(2026, 11, 18, 11, 0), holidays)).toBe(true);
    expect(isMarketOpen('NSE', ist(2026, 11, 19, 11, 0), holidays)).toBe(true);
  });

  it('is closed on Republic Day 2026 by the default list', () => {
    expect(isMarketOpen('NSE', ist(2026, 1, 26, 11, 0), DEFAULT_HOLIDAYS)).toBe(false);
    expect(isMarketOpen('NSE', ist(2026, 1, 27, 11, 0), DEFAULT_HOLIDAYS)).toBe(true);
  });

  it('names the next session after the close: Monday 09:15 after a Friday', () => {
    // Friday 2026-11-20 16:00 IST → Monday 2026-11-23 09:15–15:30 IST.
    expect(sessionWindow('NSE', ist(2026, 11, 20, 16, 0), NONE)).toEqual({
      openMs: ist(2026, 11, 23, 9, 15),
      closeMs: ist(2026, 11, 23, 15, 30),
    });
  });

  it("keeps Friday as the current trading day all weekend (the session chart's day)", () => {
    expect(currentTradingDay('NSE', ist(2026, 11, 22, 12, 0), NONE)?.date).toBe('2026-11-20');
    expect(currentTradingDay('NSE', ist(2026, 11, 23, 9, 0), NONE)?.date).toBe('2026-11-20');
    expect(currentTradingDay('NSE', ist(2026, 11, 23, 9, 15), NONE)?.date).toBe('2026-11-23');
  });
});

describe('Asian exchanges on fixed offsets', () => {
  it('Hong Kong breaks for lunch 12:00–13:00 (04:00–05:00 UTC)', () => {
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 1, 30), NONE)).toBe(true); // 09:30 HKT
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 3, 59), NONE)).toBe(true);
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 4, 0), NONE)).toBe(false);
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 4, 59), NONE)).toBe(false);
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 5, 0), NONE)).toBe(true);
    expect(isMarketOpen('HKEX', utc(2026, 11, 18, 8, 0), NONE)).toBe(false); // 16:00 HKT
    expect(sessionWindow('HKEX', utc(2026, 11, 18, 4, 30), NONE)).toEqual({
      openMs: utc(2026, 11, 18, 5, 0),
      closeMs: utc(2026, 11, 18, 8, 0),
    });
  });

  it('Tokyo breaks 11:30–12:30 and closes 15:30; Taipei closes 13:30; Seoul trades 09:00–15:30', () => {
    expect(isMarketOpen('TSE', utc(2026, 11, 18, 2, 29), NONE)).toBe(true); // 11:29 JST
    expect(isMarketOpen('TSE', utc(2026, 11, 18, 2, 45), NONE)).toBe(false);
    expect(isMarketOpen('TSE', utc(2026, 11, 18, 6, 29), NONE)).toBe(true); // 15:29 JST
    expect(isMarketOpen('TWSE', utc(2026, 11, 18, 5, 29), NONE)).toBe(true); // 13:29 CST
    expect(isMarketOpen('TWSE', utc(2026, 11, 18, 5, 30), NONE)).toBe(false);
    expect(isMarketOpen('KRX', utc(2026, 11, 18, 0, 0), NONE)).toBe(true); // 09:00 KST
    expect(isMarketOpen('KRX', utc(2026, 11, 18, 6, 30), NONE)).toBe(false); // 15:30 KST
  });

  it('reads the local date in each zone', () => {
    const instant = utc(2026, 11, 18, 20, 0);
    expect(localDate('NSE', instant)).toBe('2026-11-19'); // 01:30 IST
    expect(localDate('KRX', instant)).toBe('2026-11-19');
    expect(localDate('NYSE', instant)).toBe('2026-11-18');
    expect(localDate('CRYPTO', instant)).toBe('2026-11-18');
  });
});

describe('New York and daylight saving', () => {
  it('switches on 2026-03-08 at 07:00 UTC and back on 2026-11-01 at 06:00 UTC', () => {
    expect(newYorkDaylightBoundsMs(2026)).toEqual([utc(2026, 3, 8, 7), utc(2026, 11, 1, 6)]);
    expect(newYorkDaylightBoundsMs(2027)).toEqual([utc(2027, 3, 14, 7), utc(2027, 11, 7, 6)]);
    expect(zoneOffsetMs('America/New_York', utc(2026, 3, 8, 6, 59))).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs('America/New_York', utc(2026, 3, 8, 7, 0))).toBe(-4 * 3_600_000);
  });

  it('opens at 14:30 UTC in winter, the Friday before the March switch', () => {
    expect(isMarketOpen('NYSE', utc(2026, 3, 6, 14, 29), NONE)).toBe(false);
    expect(isMarketOpen('NYSE', utc(2026, 3, 6, 14, 30), NONE)).toBe(true);
    expect(isMarketOpen('NYSE', utc(2026, 3, 6, 20, 59), NONE)).toBe(true);
    expect(isMarketOpen('NYSE', utc(2026, 3, 6, 21, 0), NONE)).toBe(false);
  });

  it('opens at 13:30 UTC in summer, the Monday after the March switch', () => {
    expect(isMarketOpen('NYSE', utc(2026, 3, 9, 13, 29), NONE)).toBe(false);
    expect(isMarketOpen('NYSE', utc(2026, 3, 9, 13, 30), NONE)).toBe(true);
    expect(isMarketOpen('NYSE', utc(2026, 3, 9, 20, 0), NONE)).toBe(false);
  });

  it('opens at 13:30 UTC on the Friday before the November switch and 14:30 UTC the Monday after', () => {
    expect(sessionWindow('NYSE', utc(2026, 10, 30, 12, 0), NONE)).toEqual({
      openMs: utc(2026, 10, 30, 13, 30),
      closeMs: utc(2026, 10, 30, 20, 0),
    });
    expect(sessionWindow('NYSE', utc(2026, 10, 31, 12, 0), NONE)).toEqual({
      openMs: utc(2026, 11, 2, 14, 30),
      closeMs: utc(2026, 11, 2, 21, 0),
    });
  });

  it('closes on Thanksgiving 2026 by the default list', () => {
    expect(isMarketOpen('NYSE', utc(2026, 11, 26, 16, 0), DEFAULT_HOLIDAYS)).toBe(false);
    expect(isMarketOpen('NYSE', utc(2026, 11, 27, 16, 0), DEFAULT_HOLIDAYS)).toBe(true);
  });
});

describe('round-the-clock markets', () => {
  it('forex is closed on Saturday, opens Monday 00:00 UTC and closes Friday 22:00 UTC', () => {
    expect(isMarketOpen('FX', utc(2026, 11, 21, 12, 0), NONE)).toBe(false); // Saturday
    expect(isMarketOpen('FX', utc(2026, 11, 22, 23, 59), NONE)).toBe(false); // Sunday
    expect(isMarketOpen('FX', utc(2026, 11, 23, 0, 0), NONE)).toBe(true); // Monday
    expect(isMarketOpen('FX', utc(2026, 11, 25, 23, 59), NONE)).toBe(true); // Wednesday night
    expect(isMarketOpen('FX', utc(2026, 11, 27, 21, 59), NONE)).toBe(true); // Friday
    expect(isMarketOpen('FX', utc(2026, 11, 27, 22, 0), NONE)).toBe(false);
    expect(sessionWindow('FX', utc(2026, 11, 28, 0, 0), NONE)?.openMs).toBe(utc(2026, 11, 30, 0, 0));
  });

  it('crypto is open every minute of every day, holidays of other exchanges included', () => {
    for (let hour = 0; hour < 24 * 7; hour += 5) {
      expect(isMarketOpen('CRYPTO', utc(2026, 12, 24, 0, 0) + hour * 3_600_000 + 17, DEFAULT_HOLIDAYS)).toBe(true);
    }
  });

  it('CME commodities trade Sunday 18:00 to Friday 17:00 New York time with a daily 17:00–18:00 break', () => {
    // November 2026 is standard time: 18:00 EST = 23:00 UTC.
    expect(isMarketOpen('CME', utc(2026, 11, 22, 22, 59), NONE)).toBe(false); // Sunday 17:59
    expect(isMarketOpen('CME', utc(2026, 11, 22, 23, 0), NONE)).toBe(true); // Sunday 18:00
    expect(isMarketOpen('CME', utc(2026, 11, 23, 21, 59), NONE)).toBe(true); // Monday 16:59
    expect(isMarketOpen('CME', utc(2026, 11, 23, 22, 0), NONE)).toBe(false); // Monday 17:00 break
    expect(isMarketOpen('CME', utc(2026, 11, 23, 23, 0), NONE)).toBe(true); // Monday 18:00
    expect(isMarketOpen('CME', utc(2026, 11, 27, 22, 0), NONE)).toBe(false); // Friday 17:00
    expect(isMarketOpen('CME', utc(2026, 11, 27, 23, 30), NONE)).toBe(false); // Friday evening
  });
});

describe('a calendar table that closes everything', () => {
  it('finds no session instead of looping forever', () => {
    const closed: CalendarHoliday[] = Array.from({ length: 60 }, (_, k) => ({
      exchange: 'KRX',
      date: new Date(utc(2026, 11, 16) + k * 86_400_000).toISOString().slice(0, 10),
      name: 'Closed',
    }));
    expect(sessionWindow('KRX', utc(2026, 11, 16), closed)).toBeNull();
    expect(isMarketOpen('KRX', utc(2026, 11, 18, 2, 0), closed)).toBe(false);
  });
});

describe('the default holiday list', () => {
  it('holds real dates on weekdays of 2026 and 2027 for every stock exchange', () => {
    for (const holiday of DEFAULT_HOLIDAYS) {
      const day = parseDay(holiday.date);
      expect(day, holiday.date).not.toBeNull();
      expect([1, 2, 3, 4, 5], `${holiday.exchange} ${holiday.date}`).toContain(weekdayOfDay(day ?? 0));
      expect(holiday.date.slice(0, 4)).toMatch(/^202[67]$/);
      expect(EXCHANGES[holiday.exchange]).toBeDefined();
    }
    const exchanges = new Set(DEFAULT_HOLIDAYS.map((h) => h.exchange));
    for (const code of ['NSE', 'BSE', 'NYSE', 'HKEX', 'KRX', 'TSE', 'TWSE'] as const) expect(exchanges).toContain(code);
  });
});
