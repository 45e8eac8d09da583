// Proves the socket client's rules (QS1–QS3): the 10 s step back-off capped at 60 s, shared topic counts, that a
// reconnect re-sends the user binding and every held topic, that topic changes of one batch window go
// out as one frame with `topics`, and that a hidden page holds no topic on the wire (issue 43).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planTopics, reconnectDelayMs, SOCKET_BATCH_MS, SocketClient, TopicRegistry, topicFrames } from './socket';

describe('reconnectDelayMs', () => {
  it('waits 10, 20, 30, 40, 50, 60, 60 seconds on successive attempts', () => {
    const schedule = [1, 2, 3, 4, 5, 6, 7, 20].map((a) => reconnectDelayMs(a));
    expect(schedule).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 60_000, 60_000]);
  });

  it('does not wait before the first connection', () => {
    expect(reconnectDelayMs(0)).toBe(0);
  });
});

describe('TopicRegistry', () => {
  it('subscribes on the first holder and unsubscribes after the last', () => {
    const r = new TopicRegistry();
    expect(r.add('front')).toBe(true);
    expect(r.add('front')).toBe(false);
    expect(r.count('front')).toBe(2);
    expect(r.remove('front')).toBe(false);
    expect(r.remove('front')).toBe(true);
    expect(r.topics()).toEqual([]);
  });

  it('ignores the release of a topic nobody holds', () => {
    const r = new TopicRegistry();
    expect(r.remove('front')).toBe(false);
    expect(r.size).toBe(0);
  });

  it('refuses a new topic beyond its limit but still counts held ones', () => {
    const r = new TopicRegistry(2);
    r.add('a');
    r.add('b');
    expect(r.add('c')).toBeNull();
    expect(r.add('a')).toBe(false);
    expect(r.topics()).toEqual(['a', 'b']);
  });
});

/** A WebSocket stand-in that records what the client sends. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

describe('SocketClient', () => {
  let sockets: FakeSocket[];
  let client: SocketClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    client = new SocketClient({
      url: () => 'ws://test/smart_socket',
      // The client only touches the members FakeSocket implements.
      create: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      now: () => Date.now(),
    });
  });

  afterEach(() => vi.useRealTimers());

  it('sends the binding and topics on open, and again after a reconnect', () => {
    client.setUser({ userId: 7, token: 't' });
    const releaseA = client.subscribe('front');
    const releaseB = client.subscribe('front');
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([
      { cmd: 'user', userId: 7, token: 't' },
      { cmd: 'subscribe', topics: ['front'] },
    ]);
    sockets[0]?.close();
    expect(client.getStatus()).toBe('connecting');
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.close();
    vi.advanceTimersByTime(19_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]?.open();
    expect(sockets[2]?.sent).toEqual([
      { cmd: 'user', userId: 7, token: 't' },
      { cmd: 'subscribe', topics: ['front'] },
    ]);
    releaseA();
    vi.advanceTimersByTime(SOCKET_BATCH_MS);
    expect(sockets[2]?.sent).toHaveLength(2);
    releaseB();
    vi.advanceTimersByTime(SOCKET_BATCH_MS);
    expect(sockets[2]?.sent.at(-1)).toEqual({ cmd: 'unsubscribe', topics: ['front'] });
  });

  it('passes frames to the listeners of their channel and pings every 25 s', () => {
    const got: unknown[] = [];
    client.on('front', (c) => got.push(c));
    client.subscribe('front');
    sockets[0]?.open();
    sockets[0]?.onmessage?.({ data: JSON.stringify({ channel: 'front', content: [{ code: 'BTCUSD' }] }) });
    sockets[0]?.onmessage?.({ data: JSON.stringify({ channel: 'other', content: 1 }) });
    sockets[0]?.onmessage?.({ data: 'not json' });
    expect(got).toEqual([[{ code: 'BTCUSD' }]]);
    vi.advanceTimersByTime(25_000);
    expect(sockets[0]?.sent.at(-1)).toEqual({ cmd: 'ping' });
  });

  it('starts a fresh connection at once when the user logs out', () => {
    client.setUser({ userId: 7, token: 't' });
    client.subscribe('front');
    sockets[0]?.open();
    client.setUser(null);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ cmd: 'subscribe', topics: ['front'] }]);
  });

  it('sends the changes of one batch window as one subscribe and one unsubscribe frame', () => {
    const releaseA = client.subscribe('quote_A');
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([{ cmd: 'subscribe', topics: ['quote_A'] }]);
    // A scroll: two rows come on screen, the first goes off, in the same tick.
    client.subscribe('quote_B');
    client.subscribe('quote_C');
    releaseA();
    expect(sockets[0]?.sent).toHaveLength(1);
    vi.advanceTimersByTime(SOCKET_BATCH_MS);
    expect(sockets[0]?.sent.slice(1)).toEqual([
      { cmd: 'unsubscribe', topics: ['quote_A'] },
      { cmd: 'subscribe', topics: ['quote_B', 'quote_C'] },
    ]);
    expect(client.wireTopics().sort()).toEqual(['quote_B', 'quote_C']);
  });

  it('sends nothing for a topic let go and taken again within one window (a re-render)', () => {
    const release = client.subscribe('quote_A');
    sockets[0]?.open();
    release();
    const again = client.subscribe('quote_A');
    const passing = client.subscribe('quote_B');
    passing();
    vi.advanceTimersByTime(SOCKET_BATCH_MS * 4);
    expect(sockets[0]?.sent).toEqual([{ cmd: 'subscribe', topics: ['quote_A'] }]);
    again();
    vi.advanceTimersByTime(SOCKET_BATCH_MS);
    expect(sockets[0]?.sent.at(-1)).toEqual({ cmd: 'unsubscribe', topics: ['quote_A'] });
  });

  it('does not ask again for a topic the server answered as unknown, even after a reconnect (QS1)', () => {
    client.subscribe('quote_INRUSD');
    client.subscribe('quote_USDINR');
    sockets[0]?.open();
    sockets[0]?.onmessage?.({
      data: JSON.stringify({
        channel: 'error',
        content: { message: 'unknown product INRUSD', code: 404, topic: 'quote_INRUSD' },
      }),
    });
    expect(client.wireTopics()).toEqual(['quote_USDINR']);
    sockets[0]?.close();
    vi.advanceTimersByTime(10_000);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ cmd: 'subscribe', topics: ['quote_USDINR'] }]);
  });

  it('releases every topic on the wire while hidden, keeps the binding, and takes them back when visible', () => {
    client.setUser({ userId: 7, token: 't' });
    client.subscribe('quote_A');
    client.subscribe('market_kline_A_1min');
    sockets[0]?.open();
    client.setHidden(true);
    expect(sockets[0]?.sent.at(-1)).toEqual({ cmd: 'unsubscribe', topics: ['quote_A', 'market_kline_A_1min'] });
    expect(client.wireTopics()).toEqual([]);
    expect(client.expectsTicks()).toBe(false);
    // A row that mounts while hidden is held, but nothing goes on the wire.
    client.subscribe('quote_B');
    vi.advanceTimersByTime(SOCKET_BATCH_MS);
    expect(sockets[0]?.sent).toHaveLength(3);
    // A reconnect while hidden binds the user and subscribes nothing.
    sockets[0]?.close();
    vi.advanceTimersByTime(10_000);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ cmd: 'user', userId: 7, token: 't' }]);
    client.setHidden(false);
    expect(sockets[1]?.sent.at(-1)).toEqual({
      cmd: 'subscribe',
      topics: ['quote_A', 'market_kline_A_1min', 'quote_B'],
    });
    expect(client.expectsTicks()).toBe(true);
  });

  it('counts a quotes frame as a tick only while a topic is on the wire', () => {
    client.subscribe('quote_A');
    sockets[0]?.open();
    vi.advanceTimersByTime(1_000);
    sockets[0]?.onmessage?.({ data: JSON.stringify({ channel: 'quotes', content: [{ code: 'A', price: '1' }] }) });
    expect(client.lastTickAt).toBe(Date.now());
    client.setHidden(true);
    vi.advanceTimersByTime(1_000);
    sockets[0]?.onmessage?.({ data: JSON.stringify({ channel: 'quotes', content: [{ code: 'A', price: '2' }] }) });
    expect(client.lastTickAt).toBe(Date.now() - 1_000);
  });

  it('refuses a topic beyond 200 held ones with a warning, and splits a resubscribe into frames of 200', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const codes = Array.from({ length: 201 }, (_, i) => `quote_P${i}`);
    for (const t of codes) client.subscribe(t);
    expect(warn).toHaveBeenCalledOnce();
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([{ cmd: 'subscribe', topics: codes.slice(0, 200) }]);
    warn.mockRestore();
  });
});

describe('planTopics', () => {
  it('unsubscribes what the wire holds and nobody wants, and subscribes what is wanted and missing', () => {
    expect(planTopics(['a', 'b'], new Set(['b', 'c']), false)).toEqual({ unsubscribe: ['c'], subscribe: ['a'] });
  });

  it('wants nothing while hidden', () => {
    expect(planTopics(['a', 'b'], new Set(['b']), true)).toEqual({ unsubscribe: ['b'], subscribe: [] });
  });

  it('is empty when the wire already matches', () => {
    expect(planTopics(['a'], new Set(['a']), false)).toEqual({ unsubscribe: [], subscribe: [] });
  });
});

describe('topicFrames', () => {
  it('carries at most the limit of topics per frame and sends no frame for no topics', () => {
    expect(topicFrames('subscribe', ['a', 'b', 'c'], 2)).toEqual([
      { cmd: 'subscribe', topics: ['a', 'b'] },
      { cmd: 'subscribe', topics: ['c'] },
    ]);
    expect(topicFrames('unsubscribe', [])).toEqual([]);
  });
});
