import type { OrderRow } from '../orders/store';

/**
 * Telling users that a trailing stop moved (O11), at most once per `TRAIL_NOTICE_INTERVAL_MS` per
 * order: a stop that follows a fast market moves on every tick, and a phone needs the level, not every
 * step of it. A move inside the interval waits, and goes out with the first batch after the interval,
 * so the last level always reaches the user. Kept per engine (one leader) in memory: after a change
 * of leader at most one extra notice per order goes out.
 */

/** The shortest time between two notices of one order's moving stop. */
export const TRAIL_NOTICE_INTERVAL_MS = 1_000;

export class TrailNotices {
  /** When each order was last announced; entries older than the interval are dropped (bounded). */
  readonly #lastMs = new Map<number, number>();
  /** Orders that moved since their last notice and wait for the interval to pass. */
  readonly #waiting = new Set<number>();

  /**
   * Records the orders that moved at `nowMs` and answers the ids to announce now: every waiting
   * order whose last notice is at least the interval old (or that has none).
   */
  due(moved: readonly Pick<OrderRow, 'id'>[], nowMs: number): number[] {
    for (const row of moved) this.#waiting.add(row.id);
    for (const [id, at] of this.#lastMs) if (nowMs - at >= TRAIL_NOTICE_INTERVAL_MS) this.#lastMs.delete(id);
    const due: number[] = [];
    for (const id of this.#waiting) {
      if (this.#lastMs.has(id)) continue;
      due.push(id);
      this.#lastMs.set(id, nowMs);
    }
    for (const id of due) this.#waiting.delete(id);
    return due;
  }

  /** Forgets orders that closed: their close is announced on its own. */
  forget(ids: readonly number[]): void {
    for (const id of ids) this.#waiting.delete(id);
  }
}
