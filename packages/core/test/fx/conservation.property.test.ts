// Proves over seeded random books and amounts that converting there and back loses no more than the spread and one minor unit, and that conversions posted through the platform's fx accounts keep every currency summing to zero (L1) and recompute from their recorded rates (X1, X2).
import { describe, expect, it } from 'vitest';
import {
  accountFx,
  accountKey,
  applyPosting,
  type Balances,
  checkInvariants,
  convertAmount,
  convertMinor,
  currencyDecimals,
  EntryType,
  type FxBook,
  fxBook,
  PostingBuilder,
  pairQuote,
  platformAccount,
  quoteRate,
  type Transfer,
  userAccount,
} from '../../src/index';
import { minor, pow10 } from '../../src/money';
import { type Prng, prng } from '../ledger/prng';

const SEED = Number(process.env.SEED ?? Math.floor(Date.now() % 2 ** 31));
const ROUNDS = 2_000;
const CURRENCIES = ['INR', 'USD', 'JPY', 'KRW', 'HKD', 'TWD'] as const;
/** Rough units per dollar; each run moves them by up to ±20 % so rates of every size are tried. */
const PER_USD: Record<string, number> = { INR: 88.65, JPY: 154.5, KRW: 1450, HKD: 7.775, TWD: 31 };

function randomBook(rnd: Prng): FxBook {
  return fxBook(
    Object.entries(PER_USD).map(([currency, perUsd]) => {
      const mid = perUsd * (0.8 + 0.4 * rnd.next());
      const bid = mid.toFixed(4);
      const ask = (mid * 1.0002).toFixed(4);
      const q = pairQuote(`USD${currency}`, bid, ask);
      if (!q.ok) throw new Error(`bad quote ${bid}/${ask}`);
      return q.value;
    }),
  );
}

function pick<T>(rnd: Prng, items: readonly T[]): T {
  const item = rnd.pick(items);
  if (item === undefined) throw new Error('empty list');
  return item;
}

describe(`fx properties (seed=${SEED}, replay with SEED=${SEED})`, () => {
  it('X3: there and back at the receive rate loses the spread twice, within one minor unit of the coarser currency', () => {
    console.log(`fx round trip: seed=${SEED}`);
    const rnd = prng(SEED);
    for (let round = 0; round < ROUNDS; round += 1) {
      const book = randomBook(rnd);
      const a = pick(rnd, CURRENCIES);
      const b = pick(rnd, CURRENCIES);
      const spreadBps = BigInt(rnd.int(0, 100));
      const amount = minor(BigInt(rnd.int(0, 1_000_000_000)));
      const there = quoteRate(book, a, b, 'receive', spreadBps);
      const back = quoteRate(book, b, a, 'receive', spreadBps);
      if (!there.ok || !back.ok) throw new Error(`no rate ${a}/${b}`);
      const returned = convertMinor(convertMinor(amount, there.value), back.value);
      if (a === b) {
        // One currency is never converted: exactly 1, no spread.
        expect(returned).toBe(amount);
        continue;
      }
      // Expected: amount × (1 − s)², exactly, in minor units of a.
      const keep = 10_000n - spreadBps;
      const expected = (Number(amount) * Number(keep * keep)) / 1e8;
      // One minor unit of b, worth this many minor units of a, is what the middle rounding can move.
      const unitOfB = Number(back.value.rate.numerator) / Number(pow10(back.value.rate.scale));
      const bUnitInA = (unitOfB * 10 ** currencyDecimals(a)) / 10 ** currencyDecimals(b);
      // Plus what quoting each rate to its last decimal can move (half a unit of that decimal, relative
      // to the rate), and the last half unit.
      const rateOf = (r: typeof there.value) => Number(r.rate.numerator) / Number(pow10(r.rate.scale));
      const quoting = 0.5 / Number(pow10(there.value.rate.scale));
      const relative = quoting / rateOf(there.value) + quoting / rateOf(back.value);
      const tolerance = Math.max(1, bUnitInA) + Number(amount) * relative + 1;
      expect(Math.abs(Number(returned) - expected), `${amount} ${a}→${b}→${a} at ${spreadBps} bp`).toBeLessThanOrEqual(
        tolerance,
      );
    }
  });

  it('L1, X1, X2: conversions through the fx accounts keep each currency at zero and recompute from the ledger', () => {
    console.log(`fx conservation: seed=${SEED}`);
    const rnd = prng(SEED ^ 0x5bd1e995);
    let balances: Balances = new Map();
    const transfers: Transfer[] = [];
    const users = [1, 2, 3];
    for (const userId of users) {
      const deposit = new PostingBuilder({ userId, currency: 'INR', ref: `d${userId}`, eventId: `d${userId}` })
        .move(
          'in',
          platformAccount('client_money', 'INR'),
          userAccount(userId, 'available', 'INR'),
          minor(10n ** 12n),
          EntryType.RECHARGE,
        )
        .build();
      const applied = applyPosting(balances, deposit);
      if (!applied.ok) throw new Error(applied.detail);
      balances = applied.value;
      transfers.push(...deposit);
    }
    let converted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const book = randomBook(rnd);
      const userId = pick(rnd, users);
      const instrument = pick(rnd, CURRENCIES);
      const set = rnd.chance(0.2) ? 'virtual' : 'real';
      const fxResult = accountFx(book, instrument, 'INR');
      if (!fxResult.ok) throw new Error('no rate');
      const amount = convertAmount(
        fxResult.value,
        minor(BigInt(rnd.int(1, 50_000_000))),
        rnd.chance(0.5) ? 'pay' : 'receive',
      );
      const user = userAccount(userId, set === 'virtual' ? 'virtual_available' : 'available', 'INR');
      const house = platformAccount(
        set === 'virtual' ? 'virtual_issuance' : rnd.chance(0.5) ? 'fee_income' : 'trading_pnl',
        instrument,
      );
      const ctx = { userId, currency: 'INR', ref: `r${round}`, eventId: `r${round}` };
      const b = new PostingBuilder(ctx);
      const userPays = rnd.chance(0.5) || set === 'virtual';
      if (amount.conversion === null) {
        if (userPays) b.move('x', user, house, amount.accountMinor, EntryType.TRADE);
        else b.move('x', house, user, amount.accountMinor, EntryType.COVER);
      } else if (userPays) {
        b.convert('x', user, house, amount.conversion, EntryType.TRADE);
      } else {
        b.convert('x', house, user, amount.conversion, EntryType.COVER);
      }
      const posting = b.build();
      const applied = applyPosting(balances, posting);
      if (!applied.ok) continue; // a demo user out of demo money: the posting is refused whole
      balances = applied.value;
      transfers.push(...posting);
      if (amount.conversion !== null) converted += 1;
      for (const t of posting) {
        if (t.conversion && set === 'real') {
          // X2: every converted leg has an fx account on one side, in its own currency.
          const sides = [accountKey(t.debitAccount), accountKey(t.creditAccount)];
          expect(sides.some((k) => k === `platform/fx/${t.debitAccount.currency}`)).toBe(true);
        }
      }
    }
    expect(converted).toBeGreaterThan(ROUNDS / 2);
    expect(checkInvariants(balances, transfers)).toEqual([]);
    const sums = new Map<string, bigint>();
    for (const [key, value] of balances) {
      const currency = key.slice(key.lastIndexOf('/') + 1);
      sums.set(currency, (sums.get(currency) ?? 0n) + value);
    }
    for (const [currency, sum] of sums) expect(sum, `L1 ${currency}`).toBe(0n);
    expect([...sums.keys()].length).toBeGreaterThan(3);
  });

  it('X1: a tampered record is caught by checkInvariants', () => {
    const book = randomBook(prng(SEED));
    const fx = accountFx(book, 'KRW', 'INR');
    if (!fx.ok) throw new Error('no rate');
    const amount = convertAmount(fx.value, minor(1_000_000n), 'pay');
    if (amount.conversion === null) throw new Error('expected a conversion');
    const posting = new PostingBuilder({ userId: 1, currency: 'INR', ref: 't', eventId: 't' })
      .convert(
        'x',
        platformAccount('client_money', 'INR'),
        platformAccount('fee_income', 'KRW'),
        amount.conversion,
        EntryType.TRADE,
      )
      .build();
    const tampered = posting.map((t) => (t.conversion ? { ...t, conversion: { ...t.conversion, rate: '0.0001' } } : t));
    const applied = applyPosting(new Map(), tampered);
    if (!applied.ok) throw new Error(applied.detail);
    const found = checkInvariants(applied.value, tampered).map((v) => v.invariant);
    expect(found).toContain('X1');
  });
});
