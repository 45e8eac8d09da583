// The price-alert book's cost per tick (docs/SPEC.md AL1): 100,000 active alerts on 100 products
// against an empty book and a 1,000-alert book in the same run, each fed the same one-second quote
// steps through the same parsing the engine leader's AlertWatcher does. Every book holds the same 10
// repeating alerts per product inside the band the price walks in (so the same crossings happen in
// each); the rest wait outside it. The verdict: the 100,000-alert book costs at most RATIO_MAX times
// the 1,000-alert one per tick, i.e. the cost does not grow with alerts far from their level. A
// linear scan of every alert on every tick is printed for scale. Run: `npm run bench alerts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  ALERT_RATE_DECIMALS,
  AlertBook,
  type AlertCondition,
  alertConditionMet,
  type BookAlert,
  parseMoney,
  parsePrice,
} from '@demo/core';

const PRODUCTS = 100;
const ALERTS = 100_000;
const STEPS = Number(process.env.BENCH_ALERT_STEPS ?? 2_000);
const NEAR_PER_PRODUCT = 10;
/** The price walks within ±BAND ticks of its start; far alerts wait beyond it. */
const BAND = 500;
const START_TICKS = 1_000_000;
const RATIO_MAX = 3;

/** mulberry32: seeded, so every book sees the same alerts and the same walk. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const codes = Array.from({ length: PRODUCTS }, (_, i) => `P${String(i).padStart(3, '0')}`);

function makeAlerts(total: number, seed: number): BookAlert[] {
  const next = generator(seed);
  const alerts: BookAlert[] = [];
  let id = 1;
  for (const code of codes) {
    for (let k = 0; k < NEAR_PER_PRODUCT; k++) {
      const above = k % 2 === 0;
      const level = BigInt(START_TICKS + (above ? 1 : -1) * (50 + k * 30));
      alerts.push({ id: id++, code, condition: above ? 'above' : 'below', level, repeat: true, armed: true });
    }
  }
  const far = total - alerts.length;
  for (let k = 0; k < far; k++) {
    const code = codes[k % PRODUCTS] as string;
    const above = next() < 0.5;
    const distance = BAND + 1 + Math.floor(next() * 100_000);
    const condition: AlertCondition = above ? 'above' : 'below';
    alerts.push({
      id: id++,
      code,
      condition,
      level: BigInt(START_TICKS + (above ? distance : -distance)),
      repeat: next() < 0.3,
      armed: true,
    });
  }
  return alerts;
}

/** The quote steps: every product every step, as decimal strings like the bus carries. */
function makeSteps(): Array<Array<{ code: string; price: string; changeRate: string }>> {
  const next = generator(7);
  const prices = codes.map(() => START_TICKS);
  const steps: Array<Array<{ code: string; price: string; changeRate: string }>> = [];
  for (let s = 0; s < STEPS; s++) {
    steps.push(
      codes.map((code, i) => {
        const moved = Math.max(
          START_TICKS - BAND,
          Math.min(START_TICKS + BAND, (prices[i] as number) + Math.round((next() - 0.5) * 120)),
        );
        prices[i] = moved;
        const price = `${Math.floor(moved / 100)}.${String(moved % 100).padStart(2, '0')}`;
        return { code, price, changeRate: '0.00' };
      }),
    );
  }
  return steps;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Run {
  label: string;
  alerts: number;
  perTickUs: number;
  perStepMs: number;
  fired: number;
}

function runBook(label: string, alerts: readonly BookAlert[], steps: ReturnType<typeof makeSteps>): Run {
  const book = new AlertBook();
  for (const alert of alerts) book.add(alert);
  let fired = 0;
  const started = cpuMs();
  for (const quotes of steps) {
    for (const q of quotes) {
      const price = parsePrice(q.price, 2);
      const rate = parseMoney(q.changeRate, ALERT_RATE_DECIMALS);
      if (!price.ok || !rate.ok) continue;
      for (const change of book.tick(q.code, { priceTicks: price.value, rateHundredths: rate.value }))
        if (change.kind === 'fired') fired++;
    }
  }
  const spent = cpuMs() - started;
  return {
    label,
    alerts: alerts.length,
    perTickUs: (spent * 1000) / (STEPS * PRODUCTS),
    perStepMs: spent / STEPS,
    fired,
  };
}

/** Every alert checked on every tick: what the book avoids. Fewer steps: it is slow. */
function runScan(alerts: readonly BookAlert[], steps: ReturnType<typeof makeSteps>): Run {
  const byCode = new Map<string, BookAlert[]>();
  for (const a of alerts) byCode.set(a.code, [...(byCode.get(a.code) ?? []), { ...a }]);
  const few = steps.slice(0, Math.max(1, Math.floor(STEPS / 20)));
  let fired = 0;
  const started = cpuMs();
  for (const quotes of few) {
    for (const q of quotes) {
      const price = parsePrice(q.price, 2);
      if (!price.ok) continue;
      for (const a of byCode.get(q.code) ?? []) {
        const met = alertConditionMet(a.condition, a.level, price.value);
        if (a.armed && met) {
          fired++;
          a.armed = false;
        } else if (!a.armed && !met) a.armed = true;
      }
    }
  }
  const spent = cpuMs() - started;
  return {
    label: 'linear scan',
    alerts: alerts.length,
    perTickUs: (spent * 1000) / (few.length * PRODUCTS),
    perStepMs: spent / few.length,
    fired,
  };
}

export async function main(): Promise<boolean> {
  const steps = makeSteps();
  const big = makeAlerts(ALERTS, 11);
  const small = makeAlerts(1_000, 11);
  // A warm-up pass so the JIT has compiled the tick path before anything is timed.
  runBook('warm-up', small, steps.slice(0, 200));
  const runs = [
    runBook('empty book', [], steps),
    runBook('book', small, steps),
    runBook('book', big, steps),
    runScan(big, steps),
  ];
  const [empty, oneK, hundredK] = runs as [Run, Run, Run, Run];
  const ratio = hundredK.perTickUs / oneK.perTickUs;
  const passed = ratio <= RATIO_MAX && hundredK.fired === oneK.fired;
  const lines = [
    `alerts bench: ${PRODUCTS} products, ${STEPS} one-second steps (a tick = one product's quote), CPU time`,
    ...runs.map(
      (r) =>
        `${r.label.padEnd(12)} ${String(r.alerts).padStart(7)} alerts: ${r.perTickUs.toFixed(2).padStart(8)} µs/tick, ` +
        `${r.perStepMs.toFixed(3).padStart(8)} ms/step, ${r.fired} fired`,
    ),
    `100,000 vs 1,000 alerts: ${ratio.toFixed(2)}× per tick (max ${RATIO_MAX}×); over the empty book: ` +
      `+${(hundredK.perTickUs - empty.perTickUs).toFixed(2)} µs/tick`,
    `${passed ? 'ok' : 'FAIL'}: alerts bench`,
  ];
  const text = lines.join('\n');
  console.log(text);
  mkdirSync(new URL('./results', import.meta.url).pathname, { recursive: true });
  writeFileSync(new URL('./results/alerts.txt', import.meta.url).pathname, `${new Date().toISOString()}\n${text}\n`);
  return passed;
}
