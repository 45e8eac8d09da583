// Proves the socket client's rules: the 10 s step back-off capped at 60 s, shared topic counts, and
// that a reconnect re-sends the user binding and every held topic.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelayMs, SocketClient, TopicRegistry } from './socket';

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
      { cmd: 'subscribe', topic: 'front' },
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
      { cmd: 'subscribe', topic: 'front' },
    ]);
    releaseA();
    expect(sockets[2]?.sent).toHaveLength(2);
    releaseB();
    expect(sockets[2]?.sent.at(-1)).toEqual({ cmd: 'unsubscribe', topic: 'front' });
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
    expect(sockets[1]?.sent).toEqual([{ cmd: 'subscribe', topic: 'front' }]);
  });
});
