import type { ClientFrame } from '@demo/contract';
import {
  CHANNEL_ERROR,
  CHANNEL_PONG,
  SOCKET_PATH,
  SOCKET_RECONNECT_MAX_MS,
  SOCKET_RECONNECT_STEP_MS,
  SOCKET_TOPICS_MAX,
} from '@demo/contract/refs';

/**
 * The one socket client (STYLE.md, rule 10): a single connection to `/smart_socket` shared by every
 * screen. Topics are reference-counted, so two screens watching `front` cost one subscription, and
 * the wire subscription ends only when the last of them unmounts. After a drop the client waits
 * 10 s, 20 s, … at most 60 s, then re-sends its user binding and every topic it still holds.
 */

/** How often an open connection sends `{cmd:'ping'}`, so proxies do not close an idle socket. */
export const SOCKET_PING_INTERVAL_MS = 25_000;

/**
 * The wait before reconnect attempt `attempt` (1-based): 10 s, 20 s, 30 s … capped at 60 s.
 * Attempt 0 or less is the first connection, which does not wait.
 */
export function reconnectDelayMs(
  attempt: number,
  stepMs = SOCKET_RECONNECT_STEP_MS,
  maxMs = SOCKET_RECONNECT_MAX_MS,
): number {
  if (attempt <= 0) return 0;
  return Math.min(attempt * stepMs, maxMs);
}

/**
 * Reference counts of topics. `add` answers true when the topic is new (the caller subscribes on
 * the wire), `remove` answers true when the last holder let go (the caller unsubscribes). It holds
 * at most `topicsMax` topics, the server's own limit per connection; `add` beyond it answers null.
 */
export class TopicRegistry {
  private readonly counts = new Map<string, number>();

  constructor(private readonly topicsMax = SOCKET_TOPICS_MAX) {}

  add(topic: string): boolean | null {
    const n = this.counts.get(topic) ?? 0;
    if (n === 0 && this.counts.size >= this.topicsMax) return null;
    this.counts.set(topic, n + 1);
    return n === 0;
  }

  remove(topic: string): boolean {
    const n = this.counts.get(topic) ?? 0;
    if (n <= 1) {
      const held = n === 1;
      this.counts.delete(topic);
      return held;
    }
    this.counts.set(topic, n - 1);
    return false;
  }

  count(topic: string): number {
    return this.counts.get(topic) ?? 0;
  }

  topics(): string[] {
    return [...this.counts.keys()];
  }

  get size(): number {
    return this.counts.size;
  }
}

/** `open`: connected; `connecting`: first attempt or a reconnect under way or waiting. */
export type SocketStatus = 'connecting' | 'open';

export interface SocketUser {
  userId: number;
  token: string;
}

type Listener = (content: unknown) => void;

/** What the client needs from the platform; tests pass a fake socket and fake timers. */
export interface SocketEnv {
  url: () => string;
  create: (url: string) => WebSocket;
  now: () => number;
}

export class SocketClient {
  private ws: WebSocket | null = null;
  private status: SocketStatus = 'connecting';
  private attempt = 0;
  private started = false;
  /** Set when the client itself closed the connection to start afresh; it reconnects at once. */
  private restarting = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private user: SocketUser | null = null;
  private readonly registry = new TopicRegistry();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<() => void>();
  /** When the last frame on a topic channel arrived (epoch ms); 0 before any. */
  lastTickAt = 0;
  /** When a topic was last subscribed on the wire (epoch ms): its first frame is yet to come. */
  lastSubscribedAt = 0;
  /** When the current connection opened (epoch ms); 0 while not open. */
  openedAt = 0;

  constructor(private readonly env: SocketEnv) {}

  getStatus(): SocketStatus {
    return this.status;
  }

  /** Topics currently held by at least one screen. */
  topics(): string[] {
    return this.registry.topics();
  }

  /** Holds `topic` until the returned function is called; the wire subscription is shared. */
  subscribe(topic: string): () => void {
    this.start();
    const isNew = this.registry.add(topic);
    if (isNew === null) {
      console.warn(`socket: more than ${SOCKET_TOPICS_MAX} topics; ${topic} not subscribed`);
      return () => undefined;
    }
    if (isNew) {
      this.lastSubscribedAt = this.env.now();
      this.send({ cmd: 'subscribe', topic });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.registry.remove(topic)) this.send({ cmd: 'unsubscribe', topic });
    };
  }

  /** Calls `listener` with the content of every frame on `channel` (a topic, or `user`). */
  on(channel: string, listener: Listener): () => void {
    this.start();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Binds the connection to a user (sent now when open, and after every reconnect). The protocol has
   * no command to unbind, so a logout or a change of user starts a fresh connection.
   */
  setUser(user: SocketUser | null): void {
    const before = this.user;
    this.user = user;
    if (before?.userId === user?.userId && before?.token === user?.token) return;
    if (this.status !== 'open') return;
    if (before && this.ws) {
      this.restarting = true;
      this.ws.close();
      return;
    }
    if (user) this.send({ cmd: 'user', userId: user.userId, token: user.token });
  }

  /** Skips the back-off wait (the browser came back online, or the page became visible). */
  reconnectNow(): void {
    if (!this.started || this.status === 'open' || this.ws) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  private send(frame: ClientFrame): void {
    if (this.status === 'open' && this.ws?.readyState === 1) this.ws.send(JSON.stringify(frame));
  }

  private connect(): void {
    let ws: WebSocket;
    try {
      ws = this.env.create(this.env.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.openedAt = this.env.now();
      this.setStatus('open');
      if (this.user) this.send({ cmd: 'user', userId: this.user.userId, token: this.user.token });
      for (const topic of this.registry.topics()) this.send({ cmd: 'subscribe', topic });
      this.pingTimer = setInterval(() => this.send({ cmd: 'ping' }), SOCKET_PING_INTERVAL_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (typeof e.data === 'string') this.dispatch(e.data);
    };
    // An error is always followed by close, which is where the reconnect is scheduled.
    ws.onerror = () => undefined;
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.openedAt = 0;
      clearInterval(this.pingTimer);
      this.setStatus('connecting');
      if (this.restarting) {
        this.restarting = false;
        this.connect();
      } else this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
  }

  private dispatch(text: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null || !('channel' in frame)) return;
    const { channel } = frame;
    if (typeof channel !== 'string') return;
    const content = 'content' in frame ? frame.content : null;
    if (channel === CHANNEL_ERROR) console.warn('socket: server refused a frame', content);
    if (channel === CHANNEL_PONG) return;
    if (this.registry.count(channel) > 0) this.lastTickAt = this.env.now();
    const set = this.listeners.get(channel);
    if (!set) return;
    for (const l of [...set]) l(content);
  }
}

let client: SocketClient | null = null;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

/** The app's one socket client; it connects on first use. */
export function getSocket(): SocketClient {
  if (client) return client;
  const created = new SocketClient({ url: socketUrl, create: (url) => new WebSocket(url), now: Date.now });
  client = created;
  window.addEventListener('online', () => created.reconnectNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.reconnectNow();
  });
  return created;
}
