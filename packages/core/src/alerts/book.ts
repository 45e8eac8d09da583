/**
 * The price-alert book (issue 16): which alerts a tick crosses, at a cost that depends on the alerts
 * crossed, not on how many are waiting far from their level. Every product has one book per metric
 * (the last price in ticks, the day's change rate in hundredths of a percent), each with an up and a
 * down side kept as binary heaps (`Sides`).
 *
 * Removal is lazy: a removed entry stays in its heap until it reaches the top and is dropped, so
 * removal is O(1); when dead entries outnumber the live ones the heaps are rebuilt, so memory stays
 * proportional to the live alerts.
 */

/** What an alert compares: the last price or the day's change rate. */
export type AlertMetric = 'price' | 'rate';
/** The contract's four conditions. */
export type AlertCondition = 'above' | 'below' | 'changeRateAbove' | 'changeRateBelow';

/** The metric a condition compares. */
export function alertMetric(condition: AlertCondition): AlertMetric {
  return condition === 'above' || condition === 'below' ? 'price' : 'rate';
}

/** Whether a condition waits for the value to rise to its level (rather than fall to it). */
export function alertRises(condition: AlertCondition): boolean {
  return condition === 'above' || condition === 'changeRateAbove';
}

/**
 * Whether a value already meets an alert's condition: value ≥ level for the rising conditions, value ≤
 * level for the falling ones. An alert whose condition already holds when it is set is refused (AL3),
 * so every trigger is a crossing.
 */
export function alertConditionMet(condition: AlertCondition, level: bigint, value: bigint): boolean {
  return alertRises(condition) ? value >= level : value <= level;
}

/** One alert as the book knows it. `level` is in ticks of the product (price) or hundredths of a percent (rate). */
export interface BookAlert {
  id: number;
  code: string;
  condition: AlertCondition;
  level: bigint;
  repeat: boolean;
  /**
   * Whether the alert waits for its crossing (true) or, a repeating alert that has fired, for the value
   * to return across its level first (false).
   */
  armed: boolean;
}

/** The values one tick carries for one product. */
export interface AlertTick {
  priceTicks: bigint;
  /** The day's change rate in hundredths of a percent ("1.25" % is 125). */
  rateHundredths: bigint;
}

/** What a tick did to one alert. */
export interface AlertChange {
  alert: BookAlert;
  /** `fired`: its condition was crossed; `rearmed`: a repeating alert came back across its level. */
  kind: 'fired' | 'rearmed';
}

interface Entry {
  /** The threshold in heap order: the level on the up side, minus the level on the down side. */
  key: bigint;
  alert: BookAlert;
  /** Matches `live.get(id)` while this entry is current; a removed or moved alert leaves a stale entry. */
  serial: number;
}

/** A binary min-heap on (key, serial). */
class Heap {
  private readonly items: Entry[] = [];

  get length(): number {
    return this.items.length;
  }

  peek(): Entry | undefined {
    return this.items[0];
  }

  push(entry: Entry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent] as Entry;
      if (!less(entry, p)) break;
      items[i] = p;
      i = parent;
    }
    items[i] = entry;
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let i = 0;
    const n = items.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && less(items[right] as Entry, items[left] as Entry) ? right : left;
      const c = items[child] as Entry;
      if (!less(c, last)) break;
      items[i] = c;
      i = child;
    }
    items[i] = last;
    return top;
  }
}

function less(a: Entry, b: Entry): boolean {
  return a.key < b.key || (a.key === b.key && a.serial < b.serial);
}

interface Sides {
  /** Alerts waiting for the value to reach a level from below (value ≥ level), the lowest level first. */
  up: Heap;
  /** Alerts waiting for the value to reach a level from above (value ≤ level), the highest level first. */
  down: Heap;
}

/**
 * Where an alert waits now (AL1, AL2): an `above` alert at level L on the up side at L, a `below` one on
 * the down side at L. A repeating alert that fired re-arms only once the value is back strictly on the
 * other side of its level: an `above` alert then waits on the down side at L − 1 (value < L), a `below`
 * alert on the up side at L + 1.
 */
function placement(alert: BookAlert): { side: 'up' | 'down'; threshold: bigint } {
  const rises = alertRises(alert.condition);
  if (alert.armed) return { side: rises ? 'up' : 'down', threshold: alert.level };
  return rises ? { side: 'down', threshold: alert.level - 1n } : { side: 'up', threshold: alert.level + 1n };
}

/**
 * The book of live alerts of every product. Pure data structure: no clock, no I/O. `tick` is the one
 * place alerts fire; the caller persists what it returns.
 */
export class AlertBook {
  private readonly books = new Map<string, Sides>();
  /** The current serial and state of every live alert, by id. */
  private readonly live = new Map<number, { serial: number; alert: BookAlert }>();
  private nextSerial = 1;
  /** Heap entries, live and dead, across all books. */
  private entries = 0;

  /** How many alerts the book holds. */
  get size(): number {
    return this.live.size;
  }

  has(id: number): boolean {
    return this.live.has(id);
  }

  /** Adds an alert, or replaces the one with its id. O(log n). */
  add(alert: BookAlert): void {
    this.move({ ...alert });
    this.compactIfSparse();
  }

  /** Removes an alert; true when it was in the book. O(1): its heap entry is dropped when reached. */
  remove(id: number): boolean {
    return this.live.delete(id);
  }

  /**
   * Applies one tick of one product: every alert whose condition the tick crosses fires (a one-off
   * alert leaves the book, a repeating one waits to re-arm), and every repeating alert the tick brings
   * back across its level re-arms. Cost: O((fired + rearmed + stale) · log n) for that product.
   */
  tick(code: string, values: AlertTick): AlertChange[] {
    const changes: AlertChange[] = [];
    const price = this.books.get(bookKey(code, 'price'));
    if (price) this.sweep(price, values.priceTicks, changes);
    const rate = this.books.get(bookKey(code, 'rate'));
    if (rate) this.sweep(rate, values.rateHundredths, changes);
    return changes;
  }

  private sweep(sides: Sides, value: bigint, changes: AlertChange[]): void {
    // Up side: thresholds at or below the value are reached. Down side keys are negated levels.
    this.drain(sides.up, value, changes);
    this.drain(sides.down, -value, changes);
  }

  private drain(heap: Heap, bound: bigint, changes: AlertChange[]): void {
    const reached: Entry[] = [];
    for (;;) {
      const top = heap.peek();
      if (top === undefined) break;
      if (this.live.get(top.alert.id)?.serial !== top.serial) {
        heap.pop();
        this.entries--;
        continue;
      }
      if (top.key > bound) break;
      heap.pop();
      this.entries--;
      reached.push(top);
    }
    // Entries move only after the sweep of this side, so an alert moved to the other side is judged
    // by the same tick there only if the value is on that side too, which AL2's thresholds rule out.
    for (const entry of reached) {
      const alert = entry.alert;
      if (alert.armed) {
        changes.push({ alert: { ...alert }, kind: 'fired' });
        if (alert.repeat) this.move({ ...alert, armed: false });
        else this.live.delete(alert.id);
      } else {
        const rearmed = { ...alert, armed: true };
        changes.push({ alert: { ...rearmed }, kind: 'rearmed' });
        this.move(rearmed);
      }
    }
  }

  private move(alert: BookAlert): void {
    const serial = this.nextSerial++;
    this.live.set(alert.id, { serial, alert });
    this.place(alert, serial);
  }

  /** Rebuilds every heap from the live alerts once dead entries outnumber them (plus a slack). */
  private compactIfSparse(): void {
    if (this.entries <= 2 * this.live.size + COMPACT_SLACK) return;
    this.books.clear();
    this.entries = 0;
    for (const { serial, alert } of this.live.values()) this.place(alert, serial);
  }

  private place(alert: BookAlert, serial: number): void {
    const key = bookKey(alert.code, alertMetric(alert.condition));
    let sides = this.books.get(key);
    if (!sides) {
      sides = { up: new Heap(), down: new Heap() };
      this.books.set(key, sides);
    }
    this.entries++;
    const { side, threshold } = placement(alert);
    if (side === 'up') sides.up.push({ key: threshold, alert, serial });
    else sides.down.push({ key: -threshold, alert, serial });
  }
}

/** Dead heap entries tolerated beyond the live count before a rebuild. */
const COMPACT_SLACK = 1024;

function bookKey(code: string, metric: AlertMetric): string {
  return `${metric}:${code}`;
}
