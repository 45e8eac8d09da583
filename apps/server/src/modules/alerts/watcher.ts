import type { Quote as WireQuote } from '@demo/contract';
import { ALERT_RATE_DECIMALS, AlertBook, type AlertChange, parseMoney, parsePrice, quoteSeqOf } from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type Bus, BusChannel } from '../../lib/bus';
import { type AlertBusMessage, type AlertPricing, alertView } from './service';
import * as store from './store';

/**
 * The engine leader's side of price alerts (docs/SPEC.md AL5, AL6): it loads every active alert into
 * a core `AlertBook` when it takes the lead, follows customers' changes from the bus (whichever node
 * took the call), and runs the book on every quote message as it arrives, before and apart from the
 * order pass, so a slow pass never delays an alert. What fires is written to the database in order
 * and then published to the customer as the user event `alert`.
 */

interface Owner {
  userId: number;
  decimals: number;
}

export interface AlertWatcherDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  now: () => number;
  /** The product of a code, for the currency a fired alert's toast writes its prices in. */
  pricing: (code: string) => AlertPricing;
}

export class AlertWatcher {
  private book = new AlertBook();
  /** Whose each alert is and the decimals of its product, by alert id. */
  private owners = new Map<number, Owner>();
  /** Decimals of every product that has alerts, by code: a tick of another product is skipped at once. */
  private decimalsByCode = new Map<string, number>();
  private unsubscribe: (() => void) | null = null;
  /** Writes of fired and re-armed alerts, one after another in tick order. */
  private writes: Promise<void> = Promise.resolve();
  private leading = false;

  constructor(private readonly deps: AlertWatcherDeps) {}

  /** Takes the lead: follow the bus first, then load, then replay what arrived meanwhile. */
  async start(): Promise<void> {
    this.stop();
    this.leading = true;
    const buffered: AlertBusMessage[] = [];
    let loading = true;
    this.unsubscribe = this.deps.bus.subscribe(BusChannel.alerts, (message) => {
      const change = message as AlertBusMessage;
      if (loading) buffered.push(change);
      else this.apply(change);
    });
    const rows = await store.activeAlerts(this.deps.db);
    if (!this.leading) return;
    for (const row of rows) {
      this.add({
        id: row.id,
        userId: row.userId,
        code: row.code,
        decimals: row.decimals,
        condition: row.condition,
        level: row.level.toString(),
        repeat: row.repeat,
        armed: row.armed,
      });
    }
    loading = false;
    for (const change of buffered) this.apply(change);
    this.deps.log.info({ alerts: this.book.size }, 'price alerts loaded');
  }

  /** Loses the lead: the next leader loads the book from the database. */
  stop(): void {
    this.leading = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.book = new AlertBook();
    this.owners = new Map();
    this.decimalsByCode = new Map();
  }

  get size(): number {
    return this.book.size;
  }

  /** Runs the book on one quote message; returns at once, the writes follow in order. */
  onQuotes(quotes: readonly WireQuote[]): void {
    if (!this.leading || this.book.size === 0) return;
    const nowMs = this.deps.now();
    for (const quote of quotes) {
      const decimals = this.decimalsByCode.get(quote.code);
      if (decimals === undefined) continue;
      const price = parsePrice(quote.price, decimals);
      const rate = parseMoney(quote.changeRate, ALERT_RATE_DECIMALS);
      if (!price.ok || !rate.ok) continue;
      const bid = parsePrice(quote.bid, decimals);
      const ask = parsePrice(quote.ask, decimals);
      const tick = {
        priceTicks: price.value,
        bidTicks: bid.ok ? bid.value : null,
        askTicks: ask.ok ? ask.value : null,
        // RC2: the simulator's step number of the quote's instant (as a fill records it).
        seq: quoteSeqOf(quote.time),
      };
      const changes = this.book.tick(quote.code, { priceTicks: price.value, rateHundredths: rate.value });
      if (changes.length === 0) continue;
      this.writes = this.writes.then(() =>
        this.persist(changes, tick, nowMs).catch((error: unknown) =>
          this.deps.log.error({ err: error }, 'recording fired alerts failed'),
        ),
      );
    }
  }

  /** Resolves once every write queued so far is done (tests and shutdown). */
  async settled(): Promise<void> {
    await this.writes;
  }

  private async persist(
    changes: readonly AlertChange[],
    tick: Parameters<typeof store.recordTrigger>[4],
    nowMs: number,
  ): Promise<void> {
    const rearmed = changes.filter((c) => c.kind === 'rearmed').map((c) => c.alert.id);
    await store.recordRearm(this.deps.db, rearmed);
    for (const change of changes) {
      if (change.kind !== 'fired') continue;
      const owner = this.owners.get(change.alert.id);
      if (!change.alert.repeat) this.owners.delete(change.alert.id);
      const row = await store.recordTrigger(this.deps.db, change.alert.id, change.alert.repeat, nowMs, tick);
      // Null: the customer removed it while the tick was on its way; a removed alert never fires.
      if (!row || !owner) continue;
      await this.deps.bus
        .publish(BusChannel.user(owner.userId), { type: 'alert', ...alertView(row, this.deps.pricing(row.code)) })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'publishing an alert failed'));
    }
  }

  private apply(change: AlertBusMessage): void {
    if (change.op === 'add') this.add(change.alert);
    else {
      this.book.remove(change.id);
      this.owners.delete(change.id);
    }
  }

  private add(alert: Extract<AlertBusMessage, { op: 'add' }>['alert']): void {
    this.owners.set(alert.id, { userId: alert.userId, decimals: alert.decimals });
    this.decimalsByCode.set(alert.code, alert.decimals);
    this.book.add({
      id: alert.id,
      code: alert.code,
      condition: alert.condition,
      level: BigInt(alert.level),
      repeat: alert.repeat,
      armed: alert.armed,
    });
  }
}
