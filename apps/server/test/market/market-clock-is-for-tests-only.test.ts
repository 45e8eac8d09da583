// Proves the test server's market clock (MARKET_CLOCK_START, MARKET_CLOCK_CONTROL) is read as an instant, moves only
// forwards when a test moves it, and can never be set or moved on a production server.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import {
  createTestClock,
  registerTestClock,
  TEST_CLOCK_PATH,
  TEST_CLOCK_STEP_MAX_MS,
} from '../../src/market/test-clock';

describe('MARKET_CLOCK_START', () => {
  it('starts the market clock at the given instant outside production', () => {
    const env = loadEnv({ NODE_ENV: 'test', MARKET_CLOCK_START: '2026-11-19T01:30:00Z' });
    expect(env.marketClockStartMs).toBe(Date.UTC(2026, 10, 19, 1, 30));
    expect(loadEnv({ NODE_ENV: 'test' }).marketClockStartMs).toBeUndefined();
  });

  it('is refused when NODE_ENV=production, so no customer ever trades by another clock', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', MARKET_CLOCK_START: '2026-11-19T01:30:00Z' })).toThrow(
      /MARKET_CLOCK_START/,
    );
  });

  it('refuses what is not an instant, naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', MARKET_CLOCK_START: 'tomorrow' })).toThrow(/MARKET_CLOCK_START/);
  });
});

describe('D9: MARKET_CLOCK_CONTROL', () => {
  it('is off unless asked for, on when asked outside production, and refused in production', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).marketClockControl).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', MARKET_CLOCK_CONTROL: 'on' }).marketClockControl).toBe(true);
    expect(() => loadEnv({ NODE_ENV: 'production', MARKET_CLOCK_CONTROL: 'on' })).toThrow(/MARKET_CLOCK_CONTROL/);
    expect(() => loadEnv({ NODE_ENV: 'test', MARKET_CLOCK_CONTROL: 'yes' })).toThrow(/MARKET_CLOCK_CONTROL/);
  });

  it('moves the clock only forwards, by whole steps of at most a day', () => {
    let wallMs = Date.UTC(2026, 10, 23, 12, 0);
    const clock = createTestClock(Date.UTC(2026, 10, 19, 1, 30), () => wallMs);
    expect(clock.nowMs()).toBe(Date.UTC(2026, 10, 19, 1, 30));
    wallMs += 1_000;
    expect(clock.nowMs()).toBe(Date.UTC(2026, 10, 19, 1, 30, 1));
    expect(clock.advance(10 * 60_000)).toBe(Date.UTC(2026, 10, 19, 1, 40, 1));
    expect(clock.nowMs()).toBe(Date.UTC(2026, 10, 19, 1, 40, 1));
    for (const bad of [0, -1, 1.5, TEST_CLOCK_STEP_MAX_MS + 1]) expect(() => clock.advance(bad)).toThrow(RangeError);
    expect(clock.nowMs()).toBe(Date.UTC(2026, 10, 19, 1, 40, 1));
  });

  it('answers a step through its route, and a bad step with code 404 naming ms', async () => {
    const app = Fastify();
    await app.register(formbody);
    let wallMs = 1_000_000;
    const clock = createTestClock(undefined, () => wallMs);
    registerTestClock(app, clock);
    const step = async (ms: string) =>
      (
        await app.inject({
          method: 'POST',
          url: TEST_CLOCK_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `ms=${ms}`,
        })
      ).json() as { code: number; message: string; body: { nowMs: number } | null };
    expect(await step('60000')).toEqual({ code: 200, message: '', body: { nowMs: 1_060_000 } });
    wallMs += 5;
    for (const bad of ['0', '-5', 'soon', String(TEST_CLOCK_STEP_MAX_MS + 1)]) {
      const reply = await step(bad);
      expect(reply.code).toBe(404);
      expect(reply.message).toMatch(/^ms /);
    }
    expect(clock.nowMs()).toBe(1_060_005);
    await app.close();
  });
});
