import type { ClientFrame } from '@demo/contract';
import {
  CHANNEL_ERROR,
  CHANNEL_PONG,
  CHANNEL_QUOTES,
  Code,
  SOCKET_PATH,
  SOCKET_RECONNECT_MAX_MS,
  SOCKET_RECONNECT_STEP_MS,
  SOCKET_TOPICS_MAX,
} from '@demo/contract/refs';

/**
 * The one socket client (STYLE.md, rule 10): a single connection to `/smart_socket` shared by every
 * screen. Topics are reference-counted, so two rows showing one product cost one subscription, and
 * the wire subscription ends only when the last of them lets go. Changes made within one batch window
 * go out as one `subscribe` and one `unsubscribe` frame carrying `topics` (issue 43). While the page
 * is hidden the wire holds no topic at all (the user binding stays); the held set comes back when it
 * is visible. After a drop the client waits 10 s, 20 s, … at most 60 s, then re-sends its user
 * binding and every topic it still holds.
 */

/** How often an open connection sends `{cmd:'ping'}`, so proxies do not close an idle socket. */
export const SOCKET_PING_INTERVAL_MS = 25_000;

/**
 * Topic changes within this window go out together, so a scroll that shows ten rows and hides ten
 * sends two frames, and a topic let go and taken again within it (a re-render) sends none.
 */
export const SOCKET_BATCH_MS = 50;

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

/** The frames that move the wire from `onWire` to the topics it should hold. */
export interface TopicPlan {
  unsubscribe: string[];
  subscribe: string[];
}

/**
 * What to send so the server holds exactly `held` (nothing while `hidden`), given it holds `onWire`.
 * Unsubscribes come first so the server's per-connection limit is never crossed on the way.
 */
export function planTopics(
  held: readonly string[],
  onWire: ReadonlySet<string>,
  hidden: boolean,
  refused: ReadonlySet<string> = new Set(),
): TopicPlan {
  const want = new Set(hidden ? [] : held.filter((t) => !refused.has(t)));
  return {
    unsubscribe: [...onWire].filter((t) => !want.has(t)),
    subscribe: [...want].filter((t) => !onWire.has(t)),
  };
}

/** `topics` in frames of at most `max` (the contract's bound on one frame's set). */
export function topicFrames(
  cmd: 'subscribe' | 'unsubscribe',
  topics: readonly string[],
  max = SOCKET_TOPICS_MAX,
): ClientFrame[] {
  const frames: ClientFrame[] = [];
  for (let i = 0; i < topics.length; i += max) frames.push({ cmd, topics: topics.slice(i, i + max) });
  return frames;
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
  /** The topics the server holds for this connection, as far as sent frames say. */
  private readonly onWire = new Set<string>();
  /** Topics the server answered as unknown; never asked for again on this page. */
  private readonly refused = new Set<string>();
  /** The page is hidden: the wire holds no topic until it is visible again. */
  private hidden = false;
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
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

  /** Topics the server holds for this connection now (none while hidden or closed). */
  wireTopics(): string[] {
    return [...this.onWire];
  }

  /** Whether ticks are expected: a topic is held and the page is visible (so the wire holds it). */
  expectsTicks(): boolean {
    return !this.hidden && this.registry.size > 0;
  }

  isHidden(): boolean {
    return this.hidden;
  }

  /**
   * Holds `topic` until the returned function is called; the wire subscription is shared and goes
   * out with the other changes of its batch window.
   */
  subscribe(topic: string): () => void {
    this.start();
    const isNew = this.registry.add(topic);
    if (isNew === null) {
      // Rows subscribe only while on screen, so 200 held topics means a screen is built wrongly.
      console.warn(`socket: more than ${SOCKET_TOPICS_MAX} topics; ${topic} not subscribed`);
      return () => undefined;
    }
    if (isNew) this.scheduleFlush();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.registry.remove(topic)) this.scheduleFlush();
    };
  }

  /**
   * A hidden page (another tab, the app in the background) holds no topic on the wire; it keeps its
   * user binding, and takes back every held topic when visible again.
   */
  setHidden(hidden: boolean): void {
    if (this.hidden === hidden) return;
    this.hidden = hidden;
    // At once: a background tab's timers are throttled, and its bytes should stop now.
    this.flush();
  }

  /** Sends the batched topic changes now (tests, and the end of a batch window). */
  flush(): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    if (this.status !== 'open' || this.ws?.readyState !== 1) return;
    const plan = planTopics(this.registry.topics(), this.onWire, this.hidden, this.refused);
    for (const frame of topicFrames('unsubscribe', plan.unsubscribe)) this.send(frame);
    for (const t of plan.unsubscribe) this.onWire.delete(t);
    if (plan.subscribe.length > 0) this.lastSubscribedAt = this.env.now();
    for (const frame of topicFrames('subscribe', plan.subscribe)) this.send(frame);
    for (const t of plan.subscribe) this.onWire.add(t);
  }

  /**
   * A topic the server does not know (404 with the topic: an unlisted product, such as a currency
   * pair a conversion might have used) is not held on the wire and not asked for again on this page.
   */
  private onRefusedTopic(content: unknown): boolean {
    if (typeof content !== 'object' || content === null) return false;
    const { code, topic } = content as { code?: unknown; topic?: unknown };
    if (code !== Code.ABNORMAL_DATA || typeof topic !== 'string') return false;
    this.refused.add(topic);
    this.onWire.delete(topic);
    return true;
  }

  private scheduleFlush(): void {
    this.batchTimer ??= setTimeout(() => this.flush(), SOCKET_BATCH_MS);
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
      // A new connection holds nothing: the whole held set goes out at once, after the binding.
      this.onWire.clear();
      this.flush();
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
      this.onWire.clear();
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
    if (channel === CHANNEL_ERROR && !this.onRefusedTopic(content))
      console.warn('socket: server refused a frame', content);
    if (channel === CHANNEL_PONG) return;
    // `quotes` carries every `quote_{code}` topic; other topics arrive on a channel of their own name.
    if (channel === CHANNEL_QUOTES ? this.onWire.size > 0 : this.onWire.has(channel)) this.lastTickAt = this.env.now();
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
  created.setHidden(document.visibilityState === 'hidden');
  document.addEventListener('visibilitychange', () => {
    const hidden = document.visibilityState === 'hidden';
    created.setHidden(hidden);
    if (!hidden) created.reconnectNow();
  });
  return created;
}
