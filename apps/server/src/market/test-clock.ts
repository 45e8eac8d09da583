import type { FastifyInstance } from 'fastify';

/**
 * The market's clock on a test server (docs/SPEC.md D9). It starts at `MARKET_CLOCK_START` (or the wall
 * clock) and runs at the wall clock's pace; with `MARKET_CLOCK_CONTROL=on` a browser test may also move
 * it forwards, so that an instant a few minutes ahead (a group's allocation) comes at once instead of
 * after a wait on the real clock. Both variables are refused in production (config/env.ts), and the
 * route exists only when the control is on. It never goes back: candles, sessions and the engine's
 * passes assume time only moves forwards.
 */
export interface TestClock {
  nowMs(): number;
  /** Moves the clock forwards by `ms` (1 ms to TEST_CLOCK_STEP_MAX_MS); answers the new now. */
  advance(ms: number): number;
}

/** The largest single step, in ms: a day covers any schedule a test sets up. */
export const TEST_CLOCK_STEP_MAX_MS = 24 * 60 * 60 * 1000;
/** Where a test server takes its clock steps: outside the contract's API, and absent in production. */
export const TEST_CLOCK_PATH = '/__test/clock/advance';

export function createTestClock(startMs: number | undefined, wallMs: () => number = Date.now): TestClock {
  let offsetMs = startMs === undefined ? 0 : startMs - wallMs();
  return {
    nowMs: () => wallMs() + offsetMs,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 1 || ms > TEST_CLOCK_STEP_MAX_MS)
        throw new RangeError(`a clock step must be 1 to ${TEST_CLOCK_STEP_MAX_MS} ms`);
      offsetMs += ms;
      return wallMs() + offsetMs;
    },
  };
}

/**
 * `POST /__test/clock/advance` with `ms` (form or JSON): moves the test clock forwards and answers
 * `{code: 200, message: '', body: {nowMs}}`; a bad step answers code 404 naming `ms`.
 */
export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  app.post(TEST_CLOCK_PATH, async (request) => {
    const raw = (request.body as Record<string, unknown> | null | undefined)?.ms;
    const ms = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(ms) || ms < 1 || ms > TEST_CLOCK_STEP_MAX_MS)
      return {
        code: 404,
        message: `ms must be a whole number of milliseconds from 1 to ${TEST_CLOCK_STEP_MAX_MS}`,
        body: null,
      };
    const nowMs = clock.advance(ms);
    request.log.warn({ stepMs: ms, nowMs }, 'the test clock moved forwards');
    return { code: 200, message: '', body: { nowMs } };
  });
}
