import { Redis } from 'ioredis';

/**
 * Publish/subscribe between the parts of one node and, with Redis, between nodes (ARCHITECTURE.md,
 * "pub/sub between nodes"). Messages are JSON values. A message published on any node reaches every
 * subscriber of its channel on every node, the publisher's own node included, exactly once each.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Channel names used across modules. */
export const BusChannel = {
  /** A batch of contract `Quote`s from the feed leader, about once a second. */
  quotes: 'market.quotes',
  /** Index and market-overview quotes for the `CHANNEL_SINA_DATA` topic, about once a second. */
  sina: 'market.sina',
  /** Products or holidays changed in the console: every node reloads its market tables. */
  marketChanged: 'market.changed',
  /** Events for one customer (orders, balances, warnings, review decisions). */
  user: (userId: number) => `user.${userId}`,
  /** Events for every bound customer at once (a notice staff just published, W6). */
  announcements: 'user.all',
  /** A customer set or removed a price alert: the engine leader updates its alert book (AL6). */
  alerts: 'alerts.changed',
  /** A trading halt was set or lifted: every node reloads its halt book (HL5). */
  halts: 'risk.halts',
  /** Events for every console bound to the staff channel (support messages, W10). */
  staff: 'staff.events',
} as const;

type Handler = (message: unknown) => void;

class Subscribers {
  private readonly byChannel = new Map<string, Set<Handler>>();

  add(channel: string, handler: Handler): { first: boolean; remove: () => boolean } {
    let handlers = this.byChannel.get(channel);
    const first = handlers === undefined;
    if (!handlers) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return {
      first,
      remove: () => {
        const set = this.byChannel.get(channel);
        if (!set) return false;
        set.delete(handler);
        if (set.size > 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  deliver(channel: string, message: unknown, onError: (error: unknown) => void): void {
    const handlers = this.byChannel.get(channel);
    if (!handlers) return;
    for (const handler of [...handlers]) {
      // One subscriber's failure must not keep the message from the others.
      try {
        handler(message);
      } catch (error) {
        onError(error);
      }
    }
  }
}

/** One process: delivery on the next microtask, so publishers never run subscriber code inline. */
export class LocalBus implements Bus {
  private readonly subscribers = new Subscribers();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async publish(channel: string, message: unknown): Promise<void> {
    // Nobody listens (a customer with no socket open): nothing to copy, as Redis delivers to no one.
    if (!this.subscribers.has(channel)) return;
    const copy: unknown = JSON.parse(JSON.stringify(message ?? null));
    queueMicrotask(() => this.subscribers.deliver(channel, copy, this.onError));
  }

  subscribe(channel: string, handler: Handler): () => void {
    return this.subscribers.add(channel, handler).remove;
  }

  async close(): Promise<void> {}
}

/** Many nodes: one connection publishes, another listens; each Redis channel is joined once per node. */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly listener: Redis;
  private readonly subscribers = new Subscribers();

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    // No ready check (an INFO) on the listener: a SUBSCRIBE sent while it connects puts the
    // connection in subscriber mode first, the INFO is then refused and ioredis reconnects, losing
    // messages meanwhile. A node subscribes at start, inside that window.
    this.listener = new Redis(url, { enableReadyCheck: false });
    this.listener.on('message', (channel: string, text: string) => {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch (error) {
        this.onError(error);
        return;
      }
      this.subscribers.deliver(channel, message, this.onError);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message ?? null));
  }

  subscribe(channel: string, handler: Handler): () => void {
    const { first, remove } = this.subscribers.add(channel, handler);
    if (first) this.listener.subscribe(channel).catch(this.onError);
    return () => {
      if (remove()) this.listener.unsubscribe(channel).catch(this.onError);
    };
  }

  /** Resolves once the listener has joined every channel asked for so far (tests wait on it). */
  async ready(): Promise<void> {
    await this.listener.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.listener.quit()]);
  }
}

export function createBus(redisUrl: string | undefined, onError: (error: unknown) => void): Bus {
  return redisUrl ? new RedisBus(redisUrl, onError) : new LocalBus(onError);
}
