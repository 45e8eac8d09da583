import { type Halt, type HaltScope, haltOn } from '@demo/core';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { tradingHalts } from '../db/schema';
import { type Bus, BusChannel } from '../lib/bus';

/** How often a node reads the halts again without being told: the backstop for a lost bus message (HL5). */
export const HALTS_RELOAD_MS = 5_000;

/** What the order path, the engine and the product views ask of the halts in force. */
export interface HaltLookup {
  /** The halt an instrument trades under (its own before its market's), or null (core `haltOn`). */
  haltOn(instrument: { code: string; market: string }): Halt | null;
  list(): readonly Halt[];
}

export async function loadHalts(q: Queryable): Promise<Halt[]> {
  const rows = await q.select().from(tradingHalts).orderBy(asc(tradingHalts.haltedAt));
  return rows.map((row) => ({
    scope: row.scope as HaltScope, // Sound: the halt service writes only the two scopes.
    target: row.target,
    reason: row.reason,
    reasonHi: row.reasonHi,
    haltedAtMs: row.haltedAt,
  }));
}

/**
 * A node's copy of the halts (HL5): read at start, read again whenever any node announces a change
 * on the bus (so a halt reaches every node within a bus round trip and one small read), and every
 * HALTS_RELOAD_MS in case an announcement was lost. The order path reads memory only: no row is
 * locked or read per order (docs/adr/0002).
 */
export class HaltBook implements HaltLookup {
  private halts: readonly Halt[] = [];
  /** Reads run one after another, so the read begun after the latest announcement is the one kept. */
  private chain: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    bus: Bus,
    private readonly onError: (error: unknown) => void,
    reloadMs = HALTS_RELOAD_MS,
  ) {
    this.unsubscribe = bus.subscribe(BusChannel.halts, () => void this.reload());
    this.timer = setInterval(() => void this.reload(), reloadMs);
    this.timer.unref();
  }

  haltOn(instrument: { code: string; market: string }): Halt | null {
    return haltOn(this.halts, instrument);
  }

  list(): readonly Halt[] {
    return this.halts;
  }

  /** Reads the halts again; resolves once this read (and any before it) is applied. */
  reload(): Promise<void> {
    this.chain = this.chain.then(
      () =>
        loadHalts(this.db).then(
          (halts) => {
            this.halts = halts;
          },
          (error: unknown) => this.onError(error),
        ),
      () => undefined,
    );
    return this.chain;
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.timer);
  }
}
