// Proves the AI stock-picking products end to end on a real database: the published statistics are
// a rerun of the same backtest on the candles anyone can fetch, a purchase takes exactly its amount
// (type 10) in the real or the demo account, its P&L moves with the price × lever while it runs and
// stands still while paused, a stop or the end of the period settles exactly its P&L once (type 11),
// a loss never exceeds the amount, another customer's id is refused like a missing one, and every
// path leaves both account sets reconciled.
import {
  backtest,
  curveReturn,
  EQUITY_DECIMALS,
  parseMoney,
  parsePrice,
  parseStrategy,
  type StrategyPosition,
  stepEquity,
} from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiRunner, aiRunner, candlesOfWindow } from '../support/ai';
import { call } from '../support/harness';
import { startTrading, type Trader, type TradingHarness } from '../support/trading';

let h: TradingHarness;
let runner: AiRunner;
beforeAll(async () => {
  h = await startTrading();
  runner = await aiRunner(h);
});
afterAll(async () => h.close());

interface AiProductBody {
  id: number;
  name: string;
  strategy: string;
  params: Record<string, number | string | boolean>;
  code: string;
  minAmount: string;
  maxAmount: string;
  unit: string;
  lever: number;
  periodDays: number;
  winRate: string;
  trades: number;
  returnRates: { d7: string; d30: string; d90: string };
  backtestFrom: number;
  backtestTo: number;
  equityCurve?: Array<{ time: number; equity: string }>;
}

interface UserAiBody {
  id: number;
  product: AiProductBody;
  accountType: 'real' | 'virtual';
  amount: string;
  lever: number;
  pnl: string;
  value: string;
  position: 'long' | 'short' | 'flat';
  status: string;
  startAt: number;
  endAt: number | null;
  settledAt: number | null;
}

const minorOf = (text: string): bigint => {
  const parsed = parseMoney(text.replace(/^-/, ''));
  if (!parsed.ok) throw new Error(`not money: ${text}`);
  return text.startsWith('-') ? -parsed.value : parsed.value;
};
const ticksOf = (text: string, decimals = 2): bigint => {
  const parsed = parsePrice(text, decimals);
  if (!parsed.ok) throw new Error(`not a price: ${text}`);
  return parsed.value;
};
const positionOf = (name: string): StrategyPosition => (name === 'long' ? 1 : name === 'short' ? -1 : 0);

async function productByCode(code: string): Promise<AiProductBody> {
  const front = await call<{ list: AiProductBody[] }>(h.app, 'product_chatgpt/front', { size: -1 });
  const product = front.body.list.find((p) => p.code === code);
  if (!product) throw new Error(`no AI product trades ${code}`);
  return product;
}

async function mine(trader: Trader, id: number): Promise<UserAiBody> {
  const listed = await trader.call<{ list: UserAiBody[] }>('user_product_chatgpt/list', { size: -1 });
  const found = listed.body.list.find((p) => p.id === id);
  if (!found) throw new Error(`purchase ${id} is not listed`);
  return found;
}

describe('I4: published statistics are the backtest of the candles anyone can fetch', () => {
  it('every product on offer reruns to its win rate and returns from data/candlestick; the 30-day return is the curve’s', async () => {
    const front = await call<{ list: AiProductBody[]; total: number }>(h.app, 'product_chatgpt/front', { size: -1 });
    expect(front.code).toBe(200);
    expect(front.body.list.map((p) => p.strategy).sort()).toEqual(
      expect.arrayContaining(['ma_crossover', 'mean_reversion', 'momentum']),
    );
    for (const product of front.body.list) {
      const detail = await call<AiProductBody>(h.app, 'product_chatgpt/detail', { key: product.id });
      expect(detail.code).toBe(200);
      const bars = await candlesOfWindow(h, product.code, product.backtestFrom, product.backtestTo);
      expect(bars.length).toBeGreaterThan(200);
      const spec = parseStrategy(product.strategy, product.params);
      if (!spec.ok) throw new Error(spec.error);
      const rerun = backtest(bars, spec.value, product.lever);
      expect(detail.body.winRate).toBe(rerun.winRate);
      expect(detail.body.trades).toBe(rerun.trades);
      expect(detail.body.returnRates).toEqual(rerun.returns);
      const curve = (detail.body.equityCurve ?? []).map((p) => ({
        time: p.time,
        equity: ticksOf(p.equity, EQUITY_DECIMALS),
      }));
      expect(curve).toEqual(rerun.curve);
      expect(detail.body.returnRates.d30).toBe(curveReturn(curve, 30));
      expect(product.winRate).toBe(detail.body.winRate);
    }
  });

  it('an unknown product answers 404 naming it', async () => {
    const reply = await call(h.app, 'product_chatgpt/detail', { key: 999_999 });
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Product/);
  });
});

describe('I8: buying checks the amount and takes exactly it (type 10)', () => {
  it('below the minimum, above the maximum or off the unit is refused naming the amount; beyond the balance is 407', async () => {
    const btc = await productByCode('BTCUSD');
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const trader = await h.trader({ rupees: 1_000 });
    const cases: Array<[string, RegExp]> = [
      ['400', /^Amount must be at least 500\.00/],
      ['200100', /^Amount must be at most 200000\.00/],
      ['550', /^Amount must be a multiple of 100\.00/],
    ];
    for (const [amount, message] of cases) {
      const reply = await trader.call('user_product_chatgpt/create', { productId: btc.id, amount });
      expect(reply.code).toBe(404);
      expect(reply.message).toMatch(message);
    }
    const tooMuch = await trader.call('user_product_chatgpt/create', { productId: btc.id, amount: '2000' });
    expect(tooMuch.code).toBe(407);
    expect((await trader.balances()).availableMinor).toBe(100_000n);
    expect(await h.reconciled()).toEqual([]);
  });
});

describe('I2, I5, I6, I7: a running product moves with the price, pauses, resumes and settles once', () => {
  for (const accountType of ['real', 'virtual'] as const) {
    it(`${accountType}: P&L = amount × lever × the move while running, frozen while paused, settled exactly on stop`, async () => {
      const btc = await productByCode('BTCUSD');
      await h.quote('BTCUSD', '50000.00', '50010.00');
      const trader = await h.trader({ rupees: 10_000 });
      const before = (await trader.balances(accountType)).availableMinor;
      const bought = await trader.call<UserAiBody>('user_product_chatgpt/create', {
        productId: btc.id,
        amount: '1000',
        accountType,
      });
      expect(bought.code).toBe(200);
      expect(bought.body).toMatchObject({ status: 'running', accountType, amount: '1000.00', pnl: '0.00', lever: 3 });
      const position = positionOf(bought.body.position);
      expect(position).not.toBe(0);
      expect((await trader.balances(accountType)).availableMinor).toBe(before - 100_000n);
      const log = await trader.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', {
        accountType,
      });
      expect(log.body.list[0]).toMatchObject({ type: 10, amount: '-1000.00' });

      // The price moves 1 %: the product moves lever × 1 % in its direction, live over the socket.
      await h.quote('BTCUSD', '50500.00', '50510.00');
      await runner.pass();
      const expected = stepEquity(100_000n, position, 3, ticksOf('50000.00'), ticksOf('50500.00')) - 100_000n;
      expect(minorOf((await mine(trader, bought.body.id)).pnl)).toBe(expected);
      expect(expected).toBe(BigInt(position) * 3_000n);
      const live = trader.events.filter((e) => e.type === 'ai' && e.id === bought.body.id).at(-1);
      expect(live?.pnl).toBe((await mine(trader, bought.body.id)).pnl);

      // Paused: the price moves, the P&L does not.
      const paused = await trader.call<UserAiBody>('user_product_chatgpt/update/status', {
        id: bought.body.id,
        status: 'paused',
      });
      expect(paused.body).toMatchObject({ status: 'paused', position: 'flat' });
      await h.quote('BTCUSD', '45000.00', '45010.00');
      await runner.pass();
      expect(minorOf((await mine(trader, bought.body.id)).pnl)).toBe(expected);

      // Resumed at 45000: from there the price moves it again.
      const resumed = await trader.call<UserAiBody>('user_product_chatgpt/update/status', {
        id: bought.body.id,
        status: 'running',
      });
      expect(resumed.body.status).toBe('running');
      const again = positionOf(resumed.body.position);
      await h.quote('BTCUSD', '45450.00', '45460.00');
      const equityNow = stepEquity(100_000n + expected, again, 3, ticksOf('45000.00'), ticksOf('45450.00'));
      expect(minorOf((await mine(trader, bought.body.id)).value)).toBe(equityNow);

      // Stop: it settles exactly its P&L, once (type 11).
      const stopped = await trader.call<UserAiBody>('user_product_chatgpt/update/status', {
        id: bought.body.id,
        status: 'ended',
      });
      expect(stopped.code).toBe(200);
      expect(stopped.body.status).toBe('ended');
      expect(minorOf(stopped.body.pnl)).toBe(equityNow - 100_000n);
      expect((await trader.balances(accountType)).availableMinor).toBe(before - 100_000n + equityNow);
      const settlement = await trader.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', {
        accountType,
        type: 11,
      });
      expect(settlement.body.list.reduce((sum, r) => sum + minorOf(r.amount), 0n)).toBe(equityNow);
      const twice = await trader.call('user_product_chatgpt/update/status', { id: bought.body.id, status: 'ended' });
      expect(twice.code).toBe(404);
      expect(twice.message).toMatch(/^Status cannot change from ended to ended/);
      await runner.pass();
      expect((await trader.balances(accountType)).availableMinor).toBe(before - 100_000n + equityNow);
      // Unlocking archives it and moves no money.
      const unlocked = await trader.call<UserAiBody>('user_product_chatgpt/update/status', {
        id: bought.body.id,
        status: 'unlocked',
      });
      expect(unlocked.body.status).toBe('unlocked');
      expect((await trader.balances(accountType)).availableMinor).toBe(before - 100_000n + equityNow);
      expect(await h.reconciled()).toEqual([]);
    });
  }
});

describe('I3: a loss never exceeds the amount', () => {
  it('a move against the position beyond 1 ÷ lever settles at once with the whole amount lost and nothing more', async () => {
    const btc = await productByCode('BTCUSD');
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const trader = await h.trader({ rupees: 5_000 });
    const bought = await trader.call<UserAiBody>('user_product_chatgpt/create', { productId: btc.id, amount: '1000' });
    const position = positionOf(bought.body.position);
    // Lever 3: a 40 % move against it is a 120 % loss, capped at the amount.
    await h.quote('BTCUSD', position > 0 ? '30000.00' : '70000.00', position > 0 ? '30010.00' : '70010.00');
    const outcome = await runner.pass();
    expect(outcome.settled).toContain(bought.body.id);
    const settled = await mine(trader, bought.body.id);
    expect(settled).toMatchObject({ status: 'ended', pnl: '-1000.00', value: '0.00' });
    expect((await trader.balances()).availableMinor).toBe(400_000n);
    expect(await h.reconciled()).toEqual([]);
  });
});

describe('I7: the end of the period settles by itself, once', () => {
  it('the runner settles at or after the end, paused ones at their committed equity', async () => {
    const eth = await productByCode('ETHUSD');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const trader = await h.trader({ rupees: 5_000 });
    const bought = await trader.call<UserAiBody>('user_product_chatgpt/create', { productId: eth.id, amount: '1000' });
    await h.quote('ETHUSD', '3030.00', '3031.00');
    const paused = await trader.call<UserAiBody>('user_product_chatgpt/update/status', {
      id: bought.body.id,
      status: 'paused',
    });
    const committed = minorOf(paused.body.value);
    const startMs = h.clock.nowMs;
    h.clock.nowMs = (bought.body.endAt ?? 0) + 1;
    try {
      const first = await runner.pass();
      expect(first.settled).toContain(bought.body.id);
      const second = await runner.pass();
      expect(second.settled).not.toContain(bought.body.id);
    } finally {
      h.clock.nowMs = startMs;
    }
    const settled = await mine(trader, bought.body.id);
    expect(settled.status).toBe('ended');
    expect(minorOf(settled.pnl)).toBe(committed - 100_000n);
    expect((await trader.balances()).availableMinor).toBe(400_000n + committed);
    expect(await h.reconciled()).toEqual([]);
  });
});

describe('A18: another customer’s purchase is answered like a missing one', () => {
  it('pausing, stopping or unlocking someone else’s id changes nothing and says the same as an unknown id', async () => {
    const btc = await productByCode('BTCUSD');
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const owner = await h.trader({ rupees: 5_000 });
    const other = await h.trader({ rupees: 5_000 });
    const bought = await owner.call<UserAiBody>('user_product_chatgpt/create', { productId: btc.id, amount: '1000' });
    const missing = await other.call('user_product_chatgpt/update/status', { id: 2_000_000_000, status: 'ended' });
    for (const status of ['paused', 'ended', 'unlocked']) {
      const reply = await other.call('user_product_chatgpt/update/status', { id: bought.body.id, status });
      expect({ code: reply.code, message: reply.message }).toEqual({ code: missing.code, message: missing.message });
    }
    expect((await mine(owner, bought.body.id)).status).toBe('running');
    const listed = await other.call<{ list: UserAiBody[] }>('user_product_chatgpt/list', { size: -1 });
    expect(listed.body.list).toEqual([]);
  });
});
