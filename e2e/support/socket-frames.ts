import type { CDPSession, Page } from 'playwright-core';

/**
 * What a page's sockets send and receive, read from Chromium's DevTools protocol (issue 43): the
 * topics the app holds (replaying its subscribe and unsubscribe frames per connection) and the bytes
 * of every frame it receives, by channel. Bytes are the frame's text as UTF-8, what the app reads.
 */

export interface ReceivedFrame {
  /** Monotonic ms (Date.now() of the test process when the event came). */
  at: number;
  channel: string;
  bytes: number;
}

interface TopicFrame {
  cmd?: unknown;
  topic?: unknown;
  topics?: unknown;
}

export class SocketFrames {
  /** Held topics of each connection, by the DevTools request id. */
  private readonly held = new Map<string, Set<string>>();
  private readonly closed = new Set<string>();
  /** Every topic any subscribe frame named, in any connection. */
  readonly everSubscribed = new Set<string>();
  readonly sent: { at: number; frame: unknown }[] = [];
  readonly received: ReceivedFrame[] = [];

  private constructor(readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<SocketFrames> {
    const cdp = await page.context().newCDPSession(page);
    const frames = new SocketFrames(cdp);
    cdp.on('Network.webSocketCreated', (e) => frames.held.set(e.requestId, new Set()));
    cdp.on('Network.webSocketClosed', (e) => frames.closed.add(e.requestId));
    cdp.on('Network.webSocketFrameSent', (e) => frames.onSent(e.requestId, e.response.payloadData));
    cdp.on('Network.webSocketFrameReceived', (e) => frames.onReceived(e.response.payloadData));
    await cdp.send('Network.enable');
    return frames;
  }

  private onSent(requestId: string, text: string): void {
    let frame: TopicFrame;
    try {
      frame = JSON.parse(text) as TopicFrame;
    } catch {
      return;
    }
    this.sent.push({ at: Date.now(), frame });
    if (frame.cmd !== 'subscribe' && frame.cmd !== 'unsubscribe') return;
    const topics = Array.isArray(frame.topics) ? frame.topics : typeof frame.topic === 'string' ? [frame.topic] : [];
    let set = this.held.get(requestId);
    if (!set) {
      set = new Set();
      this.held.set(requestId, set);
    }
    for (const t of topics) {
      if (typeof t !== 'string') continue;
      if (frame.cmd === 'subscribe') {
        set.add(t);
        this.everSubscribed.add(t);
      } else set.delete(t);
    }
  }

  private onReceived(text: string): void {
    let channel = '?';
    const m = /^\{"channel":"([^"]*)"/.exec(text);
    if (m?.[1] !== undefined) channel = m[1];
    else {
      try {
        const parsed = JSON.parse(text) as { channel?: unknown };
        if (typeof parsed.channel === 'string') channel = parsed.channel;
      } catch {
        // Not JSON: counted under "?".
      }
    }
    this.received.push({ at: Date.now(), channel, bytes: Buffer.byteLength(text, 'utf8') });
  }

  /** Topics the app holds now on its open connections. */
  topics(): Set<string> {
    const out = new Set<string>();
    for (const [id, set] of this.held) if (!this.closed.has(id)) for (const t of set) out.add(t);
    return out;
  }

  /** Codes of the held `quote_{code}` topics. */
  quoteCodes(): string[] {
    return [...this.topics()]
      .filter((t) => t.startsWith('quote_'))
      .map((t) => t.slice('quote_'.length))
      .sort();
  }

  /** Bytes received since `from` (ms), on `channels` (all when omitted). */
  bytesSince(from: number, channels?: readonly string[]): number {
    return this.received
      .filter((f) => f.at >= from && (!channels || channels.includes(f.channel)))
      .reduce((n, f) => n + f.bytes, 0);
  }

  /** Resolves once no subscribe or unsubscribe frame has gone out for `quietMs`. */
  async settled(quietMs = 600, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = this.sent.filter((s) => isTopicFrame(s.frame)).at(-1)?.at ?? 0;
      if (Date.now() - last >= quietMs) return;
      if (Date.now() > deadline) throw new Error('topic frames kept coming');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function isTopicFrame(frame: unknown): boolean {
  const cmd = (frame as TopicFrame | null)?.cmd;
  return cmd === 'subscribe' || cmd === 'unsubscribe';
}

/**
 * Makes the page hidden or visible as a background tab is: `document.visibilityState` and `hidden`
 * read the new state and `visibilitychange` fires (headless Chromium keeps every tab visible).
 */
export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(`(() => {
    const state = ${JSON.stringify(hidden ? 'hidden' : 'visible')};
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

/** Codes of the quote rows that intersect the viewport now. */
export async function visibleRowCodes(page: Page): Promise<string[]> {
  const codes = (await page.evaluate(`[...document.querySelectorAll('[data-testid="quote-row"]')]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
    })
    .map((el) => el.dataset.code)`)) as string[];
  return [...new Set(codes)].sort();
}
