// Proves that the "forced cover at about" estimate lies on the losing side of the entry (below for a buy, above for a sell) for any account, with or without a currency conversion, and that at that price the margin level has reached the forced-cover rate.
import { describe, expect, it } from 'vitest';
import {
  accountFx,
  forceCoverPriceTicks,
  fxBook,
  markPosition,
  minor,
  pairQuote,
  parseRate,
  ticks,
} from '../../src/index';
import { prng } from '../ledger/prng';

const SEED = Number(process.env.SEED ?? Math.floor(Date.now() % 2 ** 31));
const RATE = parseRate('0.5');
if (!RATE.ok) throw new Error('bad rate');
const FORCE_COVER_RATE = RATE.value;

function krwInr() {
  const pairs = [pairQuote('USDINR', '88.6000', '88.7000'), pairQuote('USDKRW', '1449.50', '1450.50')].map((p) => {
    if (!p.ok) throw new Error('bad quote');
    return p.value;
  });
  const fx = accountFx(fxBook(pairs), 'KRW', 'INR', 30n);
  if (!fx.ok) throw new Error('no rate');
  return fx.value;
}

describe(`forced-cover estimate (seed=${SEED})`, () => {
  it('M1: a Samsung buy from a ₹5,000 account is estimated below its ₩105,896 entry, at the level where equity ÷ margin reaches 50 %', () => {
    const fx = krwInr();
    // ₩105,896 ÷ 5 = ₩21,179.2 → ₩21,179 margin, about ₹1,298.8 at 88.65 ÷ 1450 × 1.003.
    const marginMinor = minor(129_880n);
    const position = {
      direction: 'buy' as const,
      buildPriceTicks: ticks(105_896n),
      hands: 1,
      handCount: 1,
      decimals: 0,
      marginMinor,
    };
    const estimate = forceCoverPriceTicks({
      position,
      otherEquityMinor: minor(500_000n - 129_880n - 8n),
      otherMarginMinor: minor(0n),
      forceCoverRate: FORCE_COVER_RATE,
      fx,
    });
    expect(estimate).not.toBeNull();
    expect(estimate as bigint).toBeLessThan(105_896n);
    // At the estimate the account's equity (other equity + margin + converted P&L) is at most half the margin.
    const at = markPosition(
      {
        ...position,
        id: 1,
        stopLossTicks: null,
        takeProfitTicks: null,
        insured: false,
        openingFeeMinor: minor(0n),
        insuranceCostMinor: minor(0n),
      },
      { bidTicks: estimate ?? ticks(0n), askTicks: estimate ?? ticks(0n) },
      { numerator: 0n, scale: 0 },
      fx,
    );
    const equity = 500_000n - 129_880n - 8n + marginMinor + at.pnlMinor;
    expect(equity * 2n).toBeLessThanOrEqual(marginMinor + 2n);
  });

  it('M1: over random accounts, a buy is never estimated above its entry nor a sell below it', () => {
    console.log(`force-cover estimate: seed=${SEED}`);
    const rnd = prng(SEED);
    const fx = krwInr();
    for (let round = 0; round < 2_000; round += 1) {
      const direction = rnd.chance(0.5) ? ('buy' as const) : ('sell' as const);
      const build = BigInt(rnd.int(1, 10_000_000));
      const marginMinor = minor(BigInt(rnd.int(1, 5_000_000)));
      const estimate = forceCoverPriceTicks({
        position: {
          direction,
          buildPriceTicks: ticks(build),
          hands: rnd.int(1, 50),
          handCount: 1,
          decimals: 0,
          marginMinor,
        },
        // Sometimes the account cannot even carry the position: equity below the margin already.
        otherEquityMinor: minor(BigInt(rnd.int(-5_000_000, 50_000_000))),
        otherMarginMinor: minor(BigInt(rnd.int(0, 5_000_000))),
        forceCoverRate: FORCE_COVER_RATE,
        ...(rnd.chance(0.5) ? { fx } : {}),
      });
      if (estimate === null) continue;
      if (direction === 'buy') expect(estimate, `buy at ${build}`).toBeLessThanOrEqual(build);
      else expect(estimate, `sell at ${build}`).toBeGreaterThanOrEqual(build);
    }
  });
});
