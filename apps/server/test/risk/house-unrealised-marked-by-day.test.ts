import type { consoleRiskApi, Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markHouseUnrealised } from '../../src/modules/risk';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

// The desk's chart of unrealised P&L by day (RK7): the engine leader's marks, the day's last one kept,
// today's the figure now, and a day before marking began left empty rather than drawn as zero.

/** Tuesday 24 November 2026, 05:00 UTC: 10:30 in Mumbai, the NSE in session. */
const TUESDAY_MORNING_MS = Date.UTC(2026, 10, 24, 5, 0, 0);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let h: TradingHarness;
let drop: () => Promise<void>;
let token: string;
beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  h.clock.nowMs = TUESDAY_MORNING_MS;
  token = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h?.close();
  await drop?.();
});

async function housePnl(fromMs: number): Promise<consoleRiskApi.HousePnl> {
  const reply = await call<consoleRiskApi.HousePnl>(
    h.app,
    'risk/house_pnl',
    { accountType: 'real', from: fromMs },
    { base: '/api/console/', token },
  );
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

describe('the house unrealised P&L by day', () => {
  it('RK7: each day shows its last mark, today the figure now, an unmarked day nothing', async () => {
    const alice = await h.trader({ rupees: 1_000_000 });
    await h.quote('RELIANCE', '2500.00', '2501.00');
    const opened = await alice.call<Order>('order/create', {
      code: 'RELIANCE',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      lever: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);

    // Tuesday: two marks; the later one, at a higher price, is the day's figure.
    await h.quote('RELIANCE', '2510.00', '2511.00');
    const early = await markHouseUnrealised(h.deps, TUESDAY_MORNING_MS + HOUR_MS);
    await h.quote('RELIANCE', '2520.00', '2521.00');
    const late = await markHouseUnrealised(h.deps, TUESDAY_MORNING_MS + 2 * HOUR_MS);
    // An older mark arriving late (a slower node) does not replace the newer one.
    await h.quote('RELIANCE', '2400.00', '2401.00');
    await markHouseUnrealised(h.deps, TUESDAY_MORNING_MS + HOUR_MS + 1);
    // The customer is long and gaining, so the house's side is a loss that grew between the marks.
    expect(late.real).toBeLessThan(early.real);
    expect(late.real).toBeLessThan(0n);

    // Thursday: Wednesday went unmarked (no leader ran), and today's row is the book now.
    h.clock.nowMs = TUESDAY_MORNING_MS + 2 * DAY_MS;
    await h.quote('RELIANCE', '2530.00', '2531.00');
    const pnl = await housePnl(TUESDAY_MORNING_MS - DAY_MS);
    const byDay = Object.fromEntries(pnl.byDay.map((d) => [d.day, d.unrealised]));
    expect(byDay).toEqual({
      '2026-11-23': null,
      '2026-11-24': (Number(late.real) / 100).toFixed(2),
      '2026-11-25': null,
      '2026-11-26': pnl.unrealised,
    });
    // 1 lot of RELIANCE is 1 share here or more: the house loses what the customer gains at the bid.
    expect(Number(pnl.unrealised)).toBeLessThan(Number(byDay['2026-11-24']));
  });
});
