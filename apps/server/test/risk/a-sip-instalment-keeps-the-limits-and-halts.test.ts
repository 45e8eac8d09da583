import type { SipInstalment, SipPlan } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSipPass, type SipDeps } from '../../src/modules/sip';
import { aiRunner } from '../support/ai';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// RL1, HL1 on the SIP path: an instalment places its order through `order/create`'s own path, so a
// limit it would cross and a halt of its product skip it with the refusal's words (English and Hindi),
// and it buys again once the limit is raised. A database of its own: limits and halts bind everyone.

let h: TradingHarness;
let d: SipDeps;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin: string;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  d = { trading: h.deps, ai: (await aiRunner(h)).deps };
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

/** 09:15 India time (the NSE's open) on a date of 2026, as epoch ms. */
const nseOpen = (month: number, date: number) => Date.UTC(2026, month - 1, date, 3, 45);

const desk = (path: string, payload: Record<string, string | number>) =>
  call(h.app, path, { reason: 'desk review', ...payload }, { base: '/api/console/', token: admin });

async function runAt(nowMs: number): Promise<void> {
  h.clock.nowMs = nowMs;
  await h.quote('RELIANCE', '1500.00', '1500.50');
  await runSipPass(d, nowMs);
}

async function history(trader: Trader, id: number, locale: 'en' | 'hi' = 'en'): Promise<SipInstalment[]> {
  const reply = await trader.call<{ list: SipInstalment[] }>('sip/instalments', { id }, { locale });
  expect(reply.code, reply.message).toBe(200);
  return reply.body.list;
}

describe('SIP instalments under the risk desk', () => {
  it('RL1, RL2, HL1: an instalment past a limit or in a halted product is skipped naming why', async () => {
    h.clock.nowMs = Date.UTC(2026, 9, 9, 12, 0);
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await trader.call<SipPlan>('sip/create', {
      code: 'RELIANCE',
      accountType: 'real',
      requestId: requestId(),
      hands: 2,
      frequency: 'daily',
      startDate: '2026-10-12',
    });
    expect(plan.code, plan.message).toBe(200);
    const limit = await desk('risk/limit/set', { kind: 'maxLots', code: 'RELIANCE', userId: trader.id, value: '1' });
    expect(limit.code, limit.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    await runAt(nseOpen(10, 12) + 1_000);
    const [limited] = await history(trader, plan.body.id);
    expect(limited).toMatchObject({ status: 'skipped', orderId: null });
    expect(limited?.reason).toContain('your limit of 1 lot in RELIANCE would be exceeded');
    expect((await history(trader, plan.body.id, 'hi'))[0]?.reason).toContain('RELIANCE में आपकी 1 लॉट की सीमा');

    // A halt of the product skips the next one with the halt's reason.
    expect(
      (await desk('risk/limit/set', { kind: 'maxLots', code: 'RELIANCE', userId: trader.id, value: '0' })).code,
    ).toBe(200);
    const halt = await desk('risk/halt', { code: 'RELIANCE', reason: 'Corporate action' });
    expect(halt.code, halt.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await runAt(nseOpen(10, 13) + 1_000);
    const halted = (await history(trader, plan.body.id)).find((i) => i.reason?.includes('halted'));
    expect(halted).toMatchObject({ status: 'skipped', orderId: null });
    expect(halted?.reason).toContain('Corporate action');

    // Resumed and without the limit, the instalment buys its two lots.
    expect((await desk('risk/resume', { code: 'RELIANCE' })).code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await runAt(nseOpen(10, 14) + 1_000);
    const bought = (await history(trader, plan.body.id)).find((i) => i.status === 'filled');
    expect(bought).toMatchObject({ status: 'filled', hands: 2 });
  });
});
