import { CHANNEL_QUOTES, parseQuoteTopic, type Quote, type QuoteDelta, TOPIC_FRONT } from '@demo/contract';
import type { WebSocket } from 'ws';
import { encodeFrame } from './frames';
import {
  CloseCode,
  SOCKET_FRONT_BACKLOG_CODES_MAX,
  SOCKET_INBOUND_PENDING_MAX,
  SOCKET_SLOW_CLOSE_GRACE_MS,
  SOCKET_TOPICS_MAX,
  type SocketHubLimits,
} from './limits';

/** Counters the hub keeps for /metrics (modules/health/metrics.ts renders them). */
export interface SocketCounters {
  connected: number;
  framesSent: number;
  slowClientDrops: number;
}

/** A user this connection is bound to, after their token was checked against their id. */
export interface Binding {
  readonly userId: number;
  readonly token: string;
}

/** What a test or an operator can see of one connection's send side. */
export interface SendStats {
  bufferedBytes: number;
  /** The most bytes ever waiting for this connection right after a write: proves the bound holds. */
  peakBufferedBytes: number;
  pendingFrames: number;
  backlogCodes: number;
  /** Codes with merged `quotes` entries waiting: at most the quote topics held (QT4). */
  quoteBacklogCodes: number;
}

/**
 * One client connection and its send queue. Two kinds of frames leave it:
 * - frames that must all arrive in order (user events, pong, errors) are written at once, and a
 *   connection that lets unsent bytes pile past `sendBufferMaxBytes` is closed as a slow client;
 * - market frames (`front`, `quotes`, kline, sina) only matter at their latest value, so while the
 *   connection is behind (more than `coalesceAtBytes` unsent) they are merged into a backlog (latest
 *   per code or topic) and written as one frame each once it catches up; a connection behind for
 *   longer than `sendStallMaxMs` is closed as a slow client too.
 * So the server never holds more than the send buffer bound plus one quote per product for a
 * client, however slowly it reads, plus one merged entry per quote topic it holds (QT4).
 */
export class Connection {
  /** Topics this connection holds, at most SOCKET_TOPICS_MAX (checked by the hub). */
  readonly topics = new Set<string>();
  binding: Binding | null = null;
  /** Epoch ms of the last pong or message: the heartbeat drops connections silent for too long. */
  lastHeardMs: number;
  private open = true;
  private pendingFrames = 0;
  private peakBufferedBytes = 0;
  private frontBacklog: Map<string, Quote> | null = null;
  /** `quotes` entries not yet written, merged per code in order: what the client lacks of each quote. */
  private quoteBacklog: Map<string, QuoteDelta> | null = null;
  private latestBacklog: Map<string, Buffer> | null = null;
  private behindSinceMs: number | null = null;
  private inboundPending = 0;
  private inboundChain: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly ip: string,
    private readonly limits: SocketHubLimits,
    private readonly counters: SocketCounters,
    private readonly onTaskError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.lastHeardMs = now();
  }

  get isOpen(): boolean {
    return this.open;
  }

  /**
   * Runs client commands one at a time, in arrival order, so a `subscribe` sent right after `user`
   * sees the binding, and one connection never has more than one database call in flight. Returns
   * false when too many are already waiting (the caller answers with an error frame).
   */
  enqueue(task: () => Promise<void>): boolean {
    if (this.inboundPending >= SOCKET_INBOUND_PENDING_MAX) return false;
    this.inboundPending += 1;
    this.inboundChain = this.inboundChain
      .then(() => (this.open ? task() : undefined))
      .catch(this.onTaskError)
      .finally(() => {
        this.inboundPending -= 1;
      });
    return true;
  }

  /** A frame that must arrive: written now, or the connection is closed as a slow client. */
  send(frame: Buffer): void {
    if (this.open) this.write(frame);
  }

  /** A batch of quotes for `front`; `frame` is the batch already encoded, shared by all sockets. */
  sendQuotes(quotes: readonly Quote[], frame?: Buffer): void {
    if (!this.open) return;
    if (!this.hasBacklog() && !this.isBehind()) {
      this.write(frame ?? encodeFrame(TOPIC_FRONT, quotes));
      return;
    }
    this.frontBacklog ??= new Map();
    for (const quote of quotes) this.frontBacklog.set(quote.code, quote);
    if (this.frontBacklog.size > SOCKET_FRONT_BACKLOG_CODES_MAX) {
      this.dropSlow('slow client: quote backlog too large');
      return;
    }
    this.afterCoalescing();
  }

  /**
   * A batch of `quotes` entries for this connection; `frame` encodes them (shared by the connections
   * that get the same entries). While behind, each entry is merged onto the code's waiting one, so
   * the client, merging in turn, ends up with the same quote as if it had read every frame (QT4).
   */
  sendQuoteDeltas(entries: readonly QuoteDelta[], frame: () => Buffer): void {
    if (!this.open) return;
    if (!this.hasBacklog() && !this.isBehind()) {
      this.write(frame());
      return;
    }
    this.quoteBacklog ??= new Map();
    for (const entry of entries) {
      const waiting = this.quoteBacklog.get(entry.code);
      // The entries are shared with other connections: the first is copied, never changed in place.
      if (waiting) Object.assign(waiting, entry);
      else this.quoteBacklog.set(entry.code, { ...entry });
    }
    // Entries exist only for held codes and unsubscribing forgets them: past this is a bug, not a client.
    if (this.quoteBacklog.size > SOCKET_TOPICS_MAX) {
      this.dropSlow('slow client: quote backlog too large');
      return;
    }
    this.afterCoalescing();
  }

  /** A frame of a topic where only the latest value matters (a kline topic, CHANNEL_SINA_DATA). */
  sendLatest(channel: string, frame: Buffer): void {
    if (!this.open) return;
    if (!this.hasBacklog() && !this.isBehind()) {
      this.write(frame);
      return;
    }
    this.latestBacklog ??= new Map();
    this.latestBacklog.set(channel, frame);
    this.afterCoalescing();
  }

  /** Forgets queued market values of a topic the client no longer holds. */
  forgetTopic(channel: string): void {
    if (channel === TOPIC_FRONT) {
      this.frontBacklog = null;
      return;
    }
    const code = parseQuoteTopic(channel);
    if (code === null) {
      this.latestBacklog?.delete(channel);
      return;
    }
    // A later subscription starts again from the whole quote, so nothing of this code may follow it.
    this.quoteBacklog?.delete(code);
    if (this.quoteBacklog?.size === 0) this.quoteBacklog = null;
  }

  stats(): SendStats {
    return {
      bufferedBytes: this.socket.bufferedAmount,
      peakBufferedBytes: this.peakBufferedBytes,
      pendingFrames: this.pendingFrames,
      backlogCodes: this.frontBacklog?.size ?? 0,
      quoteBacklogCodes: this.quoteBacklog?.size ?? 0,
    };
  }

  /** Called when the socket has closed, whoever closed it: nothing more is queued or sent. */
  markClosed(): void {
    this.open = false;
    this.frontBacklog = null;
    this.quoteBacklog = null;
    this.latestBacklog = null;
  }

  /** Closes the connection because it reads too slowly; its TCP socket is destroyed after a grace. */
  dropSlow(reason: string): void {
    if (!this.open) return;
    this.markClosed();
    this.counters.slowClientDrops += 1;
    // The close frame waits behind everything unsent, which this client is not reading; the grace
    // lets a merely slow client learn why, then the socket and its buffers are freed regardless.
    this.socket.close(CloseCode.slowClient, reason);
    setTimeout(() => this.socket.terminate(), SOCKET_SLOW_CLOSE_GRACE_MS).unref();
  }

  private hasBacklog(): boolean {
    return this.frontBacklog !== null || this.quoteBacklog !== null || this.latestBacklog !== null;
  }

  private isBehind(): boolean {
    return this.socket.bufferedAmount > this.limits.coalesceAtBytes;
  }

  private afterCoalescing(): void {
    if (!this.isBehind()) {
      this.flushBacklog();
      return;
    }
    const now = this.now();
    this.behindSinceMs ??= now;
    if (now - this.behindSinceMs > this.limits.sendStallMaxMs) this.dropSlow('slow client: behind for too long');
  }

  private flushBacklog(): void {
    const front = this.frontBacklog;
    const quotes = this.quoteBacklog;
    const latest = this.latestBacklog;
    this.frontBacklog = null;
    this.quoteBacklog = null;
    this.latestBacklog = null;
    this.behindSinceMs = null;
    if (front) this.write(encodeFrame(TOPIC_FRONT, [...front.values()]));
    if (quotes) this.write(encodeFrame(CHANNEL_QUOTES, [...quotes.values()]));
    if (latest) for (const frame of latest.values()) this.write(frame);
  }

  private write(frame: Buffer): void {
    if (!this.open) return;
    if (
      this.socket.bufferedAmount + frame.byteLength > this.limits.sendBufferMaxBytes ||
      this.pendingFrames >= this.limits.sendFramesPendingMax
    ) {
      this.dropSlow('slow client: send queue full');
      return;
    }
    this.pendingFrames += 1;
    this.counters.framesSent += 1;
    this.socket.send(frame, { binary: false }, (error) => {
      this.pendingFrames -= 1;
      // A frame reached the kernel: if market values were held back, this may be the moment to send them.
      if (!error && this.open && this.hasBacklog() && !this.isBehind()) this.flushBacklog();
    });
    const buffered = this.socket.bufferedAmount;
    if (buffered > this.peakBufferedBytes) this.peakBufferedBytes = buffered;
  }
}
