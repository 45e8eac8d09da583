// Proves the new-share draw follows the retail rule, never gives more than asked or offered, and recomputes exactly from its published seed and input (docs/SPEC.md N1–N5).
import { describe, expect, it } from 'vitest';
import {
  allotLots,
  type DrawApplication,
  DrawGenerator,
  drawCommitment,
  drawOrder,
  type PublishedDraw,
  seedMatchesCommitment,
  sha256Hex,
  simulatedApplications,
  verifyDraw,
} from '../../src/new-shares';

function applications(asked: readonly number[]): DrawApplication[] {
  return asked.map((lots, i) => ({ ref: `s${i + 1}`, lots }));
}

describe('SHA-256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  });
});

describe('the seeded generator', () => {
  it('N4: the same seed gives the same words and the same order', () => {
    const a = new DrawGenerator('seed-1');
    const b = new DrawGenerator('seed-1');
    const words = Array.from({ length: 5 }, () => a.nextWord());
    expect(Array.from({ length: 5 }, () => b.nextWord())).toEqual(words);
    expect([...drawOrder('seed-1', 50)]).toEqual([...drawOrder('seed-1', 50)]);
    expect([...drawOrder('seed-2', 50)]).not.toEqual([...drawOrder('seed-1', 50)]);
  });

  it('the shuffle is a permutation and spreads the first place evenly', () => {
    const order = drawOrder('perm', 1000);
    expect(new Set(order).size).toBe(1000);
    const firsts = new Array<number>(4).fill(0);
    for (let k = 0; k < 4000; k++) firsts[drawOrder(`spread-${k}`, 4)[0] as number]! += 1;
    for (const count of firsts) expect(count).toBeGreaterThan(850);
  });
});

describe('the retail rule', () => {
  it('N2, N3 golden: 28,012 lots among 957,193 applicants give 28,012 winners of one lot each', () => {
    const asked = Array.from({ length: 957_193 }, (_, i) => 1 + (i % 3));
    const outcome = allotLots('golden-seed', applications(asked), 28_012, 'retail');
    expect(outcome.winners).toBe(28_012);
    expect(outcome.lotsAllotted).toBe(28_012);
    expect(outcome.wonLots.every((won) => won === 0 || won === 1)).toBe(true);
    expect(outcome.applicants).toBe(957_193);
    // A million-entry shuffle takes about two seconds; a shared machine may need more.
  }, 60_000);

  it('N2: everyone gets one lot, then the rest pro rata in whole lots, never more than asked', () => {
    // 4 applicants, 10 lots: one each (4), then 6 among extra demand 1, 4, 9, 0 (total 14).
    const outcome = allotLots('small', applications([2, 5, 10, 1]), 10, 'retail');
    expect(outcome.lotsAllotted).toBe(10);
    expect(outcome.wonLots.every((won) => won >= 1)).toBe(true);
    // Floors of 6 × (1, 4, 9, 0) / 14 are 0, 1, 3, 0; the 2 left go in the draw's order.
    const floors = [1, 2, 4, 1];
    outcome.wonLots.forEach((won, i) => {
      expect(won).toBeGreaterThanOrEqual(floors[i] as number);
      expect(won).toBeLessThanOrEqual([2, 5, 10, 1][i] as number);
    });
    expect(outcome.wonLots[3]).toBe(1);
  });

  it('N2: an undersubscribed offering gives everyone what they asked', () => {
    const outcome = allotLots('under', applications([3, 1, 2]), 10, 'retail');
    expect(outcome.wonLots).toEqual([3, 1, 2]);
    expect(outcome.lotsAllotted).toBe(6);
  });

  it('N3: random cases never allot more than offered nor more than asked, and fill all when demand allows', () => {
    let state = 12345;
    const next = (bound: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % bound;
    };
    for (let round = 0; round < 300; round++) {
      const n = 1 + next(40);
      const asked = Array.from({ length: n }, () => 1 + next(8));
      const lots = next(80);
      for (const rule of ['retail', 'pro_rata'] as const) {
        const outcome = allotLots(`r${round}`, applications(asked), lots, rule);
        const demand = asked.reduce((s, x) => s + x, 0);
        expect(outcome.lotsAllotted).toBe(Math.min(lots, demand));
        outcome.wonLots.forEach((won, i) => {
          expect(won).toBeGreaterThanOrEqual(0);
          expect(won).toBeLessThanOrEqual(asked[i] as number);
        });
        if (rule === 'retail' && demand > lots) expect(outcome.winners).toBe(Math.min(n, lots));
      }
    }
  });

  it('N2: a placement shares pro rata, the floor first', () => {
    const outcome = allotLots('placement', applications([50, 30, 20]), 10, 'pro_rata');
    expect(outcome.wonLots).toEqual([5, 3, 2]);
  });
});

describe('the published draw', () => {
  it('N1: the commitment published at opening matches the seed revealed at allotment', () => {
    const seed = 'a3f1c2d4e5b6a7980011223344556677';
    const commitment = drawCommitment(seed);
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seedMatchesCommitment(seed, commitment)).toBe(true);
    expect(seedMatchesCommitment(`${seed}0`, commitment)).toBe(false);
  });

  it('N4, N5: the draw recomputed from the published seed and input equals the stored result', () => {
    const seed = 'published-seed';
    const simulated = { count: 40, minLots: 1, maxLots: 3 };
    const input = [...applications([2, 1, 3]), ...simulatedApplications(seed, 40, 1, 3)];
    const outcome = allotLots(seed, input, 20, 'retail');
    const published: PublishedDraw = {
      algorithm: 'retail-v1',
      rule: 'retail',
      commitment: drawCommitment(seed),
      lotsAvailable: 20,
      applications: input.map((a) => [a.ref, a.lots] as const),
      wonLots: outcome.wonLots,
      simulated,
    };
    expect(verifyDraw(seed, published)).toBeNull();
    const tampered = { ...published, wonLots: published.wonLots.map((w, i) => (i === 0 ? (w === 0 ? 1 : 0) : w)) };
    expect(verifyDraw(seed, tampered)).toMatch(/application s1/);
    expect(verifyDraw('another seed', published)).toMatch(/commitment/);
    const forged = {
      ...published,
      applications: published.applications.map(([r, l]) => [r, r === 'm1' ? l + 1 : l] as const),
    };
    expect(verifyDraw(seed, forged)).toMatch(/simulated/);
  });
});
