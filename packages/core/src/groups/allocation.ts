/**
 * Pro-rata allocation of a group purchase's block (PRODUCT.md, "Group orders"; docs/SPEC.md G1). Pure:
 * it takes each member's request in whole units and the block, and answers each member's allotment.
 */

/** One member's request, in whole units (hands of the group's product). */
export interface GroupRequest {
  readonly orderId: number;
  readonly units: number;
}

/** What one member is allotted, in whole units. */
export interface GroupAllotment {
  readonly orderId: number;
  readonly units: number;
}

function requireUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Allocates `blockUnits` among `requests` pro rata, in whole units (G1):
 * - when the requests fit in the block, every member gets exactly what they asked;
 * - otherwise each member first gets ⌊request × block ÷ total⌋, and the units left over (fewer than
 *   the number of members) go one each to the largest remainders, ties to the earlier order id
 *   (first come, first served). The whole block is then allotted.
 * No member ever gets more than they asked, and the sum never exceeds the block. The answer lists
 * every request, in the order given. Products are computed in bigint, so no size can overflow.
 */
export function allocateProRata(blockUnits: number, requests: readonly GroupRequest[]): GroupAllotment[] {
  requireUnits(blockUnits, 'blockUnits');
  let total = 0n;
  for (const r of requests) {
    requireUnits(r.units, `units of order ${r.orderId}`);
    total += BigInt(r.units);
  }
  const block = BigInt(blockUnits);
  if (total <= block) return requests.map((r) => ({ orderId: r.orderId, units: r.units }));
  const shares = requests.map((r) => {
    const exact = BigInt(r.units) * block;
    return { orderId: r.orderId, units: exact / total, remainder: exact % total };
  });
  let left = block - shares.reduce((sum, s) => sum + s.units, 0n);
  // A member with a remainder > 0 got strictly less than they asked (request × block ÷ total < request
  // because block < total), so one more unit never takes them past their request.
  const byRemainder = [...shares]
    .filter((s) => s.remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.orderId - b.orderId : a.remainder > b.remainder ? -1 : 1));
  const bonus = new Set<number>();
  for (const s of byRemainder) {
    if (left === 0n) break;
    bonus.add(s.orderId);
    left -= 1n;
  }
  return shares.map((s) => ({ orderId: s.orderId, units: Number(s.units) + (bonus.has(s.orderId) ? 1 : 0) }));
}
