// Proves the pro-rata allocation of a group's block never gives a member more than they asked nor more than the block, allots the whole block when oversubscribed, and stays within one unit of the exact share (G1).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProRata } from '../../src/groups/index';

const requestsArb = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 0, maxLength: 60 })
  .map((units) => units.map((u, i) => ({ orderId: i + 1, units: u })));

describe('pro-rata allocation', () => {
  it('G1: every member gets at most what they asked, the sum at most the block (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), requestsArb, (block, requests) => {
        const allotted = allocateProRata(block, requests);
        expect(allotted.map((a) => a.orderId)).toEqual(requests.map((r) => r.orderId));
        let sum = 0;
        allotted.forEach((a, i) => {
          const asked = requests[i]?.units ?? 0;
          expect(Number.isInteger(a.units)).toBe(true);
          expect(a.units).toBeGreaterThanOrEqual(0);
          expect(a.units).toBeLessThanOrEqual(asked);
          sum += a.units;
        });
        expect(sum).toBeLessThanOrEqual(block);
        const total = requests.reduce((s, r) => s + r.units, 0);
        // Undersubscribed: everyone gets their request; oversubscribed: the whole block goes out.
        if (total <= block) expect(allotted.map((a) => a.units)).toEqual(requests.map((r) => r.units));
        else expect(sum).toBe(block);
      }),
      { numRuns: 500 },
    );
  });

  it('G1: each allotment is within one unit of its exact pro-rata share (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), requestsArb, (block, requests) => {
        const total = requests.reduce((s, r) => s + r.units, 0);
        fc.pre(total > block);
        for (const [i, a] of allocateProRata(block, requests).entries()) {
          const exact = ((requests[i]?.units ?? 0) * block) / total;
          expect(Math.abs(a.units - exact)).toBeLessThan(1 + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('G1: the leftover units go to the largest remainders, ties to the earlier order', () => {
    // 10 units for 3 + 3 + 3 + 6 = 15 asked: exact shares 2, 2, 2, 4 — nothing left over.
    expect(
      allocateProRata(
        10,
        [3, 3, 3, 6].map((u, i) => ({ orderId: i + 1, units: u })),
      ).map((a) => a.units),
    ).toEqual([2, 2, 2, 4]);
    // 2 units for three requests of 1: exact 2/3 each; the two earliest orders win the tie.
    expect(
      allocateProRata(
        2,
        [1, 1, 1].map((u, i) => ({ orderId: i + 1, units: u })),
      ).map((a) => a.units),
    ).toEqual([1, 1, 0]);
    // 7 units for 5 and 9 (14 asked): exact 2.5 and 4.5, tie to order 1: 3 and 4.
    expect(
      allocateProRata(7, [
        { orderId: 1, units: 5 },
        { orderId: 2, units: 9 },
      ]).map((a) => a.units),
    ).toEqual([3, 4]);
  });

  it('G1: nonsense sizes are bugs and throw', () => {
    expect(() => allocateProRata(-1, [])).toThrow(RangeError);
    expect(() => allocateProRata(5, [{ orderId: 1, units: 1.5 }])).toThrow(RangeError);
  });
});
