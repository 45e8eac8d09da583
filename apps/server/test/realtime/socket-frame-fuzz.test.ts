// Proves, by generated frames (fast-check), that nothing a client sends on /smart_socket breaks the
// server or another client (D8): malformed JSON, wrong types, unknown commands, control characters,
// duplicated and prototype-polluting keys, frames over the size limits, binary frames and broken
// UTF-8 each get the contract's error frame (code 404 naming the field) with the connection kept, or
// the WebSocket close the protocol prescribes (1009 too big to read, 1007 not UTF-8); the server logs
// no error, no prototype is touched, and a bound witness socket keeps receiving quotes and its events.
import { Code, clientFrame, SOCKET_FRAME_MAX_BYTES, serverFrame } from '@demo/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusChannel } from '../../src/lib/bus';
import { SOCKET_FRAME_HARD_MAX_BYTES } from '../../src/realtime/limits';
import { registerUser } from '../support/harness';
import { type Frame, quote, SocketClient, type SocketNode, startSocketNode } from './socket-helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const CODES: readonly number[] = Object.values(Code);
/** WebSocket close codes the protocol prescribes: 1009 a message too big to assemble, 1007 text that is not UTF-8. */
const CLOSE_TOO_BIG = 1009;
const CLOSE_NOT_UTF8 = 1007;

let node: SocketNode;
let witness: SocketClient;
let witnessUserId: number;
let fuzzer: SocketClient | null = null;

beforeAll(async () => {
  node = await startSocketNode();
  const user = await registerUser(node);
  witnessUserId = user.user.id;
  witness = await SocketClient.connect(node.url);
  witness.send({ cmd: 'user', userId: witnessUserId, token: user.token });
  witness.send({ cmd: 'subscribe', topic: 'front' });
  await witness.sync();
  witness.frames.length = 0;
});

afterAll(async () => {
  await fuzzer?.close();
  await witness?.close();
  // Fails the suite when the node logged an error (a command that threw is a bug, not a refusal).
  await node?.close();
});

/** A frame as it goes on the wire. */
interface WireFrame {
  readonly kind: string;
  readonly data: string | Buffer;
  readonly binary: boolean;
}

const text =
  (kind: string) =>
  (data: string): WireFrame => ({ kind, data, binary: false });
const commands = fc.constantFrom('user', 'subscribe', 'unsubscribe', 'ping');
const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Strings a careless or hostile client puts in a field: control characters, lone surrogates, anything. */
const nastyString = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('\uD800', '\uDFFF', '\u0000', '\u202E', '\uFEFF', 'a') }),
  fc.constantFrom('front', 'CHANNEL_SINA_DATA', 'market_kline_BTCUSD_1min', 'market_kline_NOPE_1min', ''),
);

const frames: Record<string, fc.Arbitrary<WireFrame>> = {
  'malformed JSON': fc
    .oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('{', '{"cmd":', '{"cmd":"ping"', '[', 'null', 'true', '1e999', '"ping"', '{"cmd":"ping"}}', ''),
    )
    .map(text('malformed JSON')),
  'wrong types': fc
    .record(
      {
        cmd: fc.oneof(commands, fc.jsonValue()),
        userId: fc.oneof(fc.jsonValue(), fc.constantFrom(-1, 0, 1.5, 2 ** 53, '7', 1e308)),
        token: fc.jsonValue(),
        topic: fc.jsonValue(),
      },
      { requiredKeys: ['cmd'] },
    )
    .map((value) => text('wrong types')(json(value))),
  'unknown commands': fc
    .record({
      cmd: fc.string().filter((c) => !['user', 'subscribe', 'unsubscribe', 'ping'].includes(c)),
      extra: fc.jsonValue(),
    })
    .map((value) => text('unknown commands')(json(value))),
  'control characters and surrogates': fc
    .record({ cmd: commands, topic: nastyString, token: nastyString, userId: fc.integer({ min: 1, max: 2 ** 31 }) })
    .map((value) => text('control characters and surrogates')(json(value))),
  // JSON.parse makes "__proto__" an own key; written by hand because an object literal would set the prototype.
  'prototype-polluting keys': fc
    .tuple(commands, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue(), fc.boolean())
    .map(([cmd, key, value, nested]) => {
      const polluting = nested ? `{"prototype":{"polluted":${json(value)}}}` : `{"polluted":${json(value)}}`;
      return text('prototype-polluting keys')(`{"cmd":${json(cmd)},"${key}":${polluting},"topic":"front"}`);
    }),
  'duplicated keys': fc
    .tuple(commands, commands, nastyString)
    .map(([first, second, topic]) =>
      text('duplicated keys')(`{"cmd":${json(first)},"topic":${json(topic)},"cmd":${json(second)}}`),
    ),
  'over the frame limit': fc
    .integer({ min: SOCKET_FRAME_MAX_BYTES + 1, max: SOCKET_FRAME_HARD_MAX_BYTES + 4096 })
    .map((size) => {
      const head = '{"cmd":"subscribe","topic":"';
      return text('over the frame limit')(`${head}${'x'.repeat(Math.max(0, size - head.length - 2))}"}`);
    }),
  binary: fc
    .oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(new TextEncoder().encode('{"cmd":"ping"}')))
    .map((bytes) => ({ kind: 'binary', data: Buffer.from(bytes), binary: true })),
  'broken UTF-8': fc
    .tuple(
      fc.string(),
      fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]),
    )
    .map(([prefix, bad]) => ({
      kind: 'broken UTF-8',
      data: Buffer.concat([
        Buffer.from(`{"cmd":"ping","x":"${prefix.replace(/["\\]/g, '')}`),
        Buffer.from(bad),
        Buffer.from('"}'),
      ]),
      binary: false,
    })),
};

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the contract says must happen to one frame. */
function expectation(
  frame: WireFrame,
): { close: number } | { error: 'field' | 'any'; field: string | null } | { error: 'none' } {
  const bytes = typeof frame.data === 'string' ? Buffer.from(frame.data) : frame.data;
  if (bytes.byteLength > SOCKET_FRAME_HARD_MAX_BYTES) return { close: CLOSE_TOO_BIG };
  if (frame.binary) return { error: 'any', field: null };
  if (!isUtf8(bytes)) return { close: CLOSE_NOT_UTF8 };
  if (bytes.byteLength > SOCKET_FRAME_MAX_BYTES) return { error: 'any', field: null };
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { error: 'any', field: null };
  }
  const parsed = clientFrame.safeParse(raw);
  if (parsed.success) return { error: 'none' };
  const path = parsed.error.issues[0]?.path ?? [];
  return { error: 'field', field: path.length > 0 ? String(path[0]) : null };
}

async function fuzzClient(): Promise<SocketClient> {
  if (fuzzer === null || fuzzer.ws.readyState !== fuzzer.ws.OPEN) fuzzer = await SocketClient.connect(node.url);
  return fuzzer;
}

/** Sends one frame, then a ping; answers the frames read before the pong, or how the server closed. */
async function exchange(frame: WireFrame): Promise<{ frames: Frame[] } | { closed: number }> {
  const client = await fuzzClient();
  client.frames.length = 0;
  client.ws.send(frame.data, { binary: frame.binary });
  client.send({ cmd: 'ping' });
  const outcome = await Promise.race([
    client.next('pong', 10_000).then(() => ({ frames: [...client.frames] })),
    client.closed.then(({ code }) => ({ closed: code })),
  ]);
  if ('closed' in outcome) fuzzer = null;
  return outcome;
}

async function checkFrame(frame: WireFrame): Promise<void> {
  const wanted = expectation(frame);
  const outcome = await exchange(frame);
  if ('close' in wanted) {
    expect(outcome, frame.kind).toEqual({ closed: wanted.close });
    return;
  }
  expect(outcome, `${frame.kind}: the connection stays open`).toHaveProperty('frames');
  if (!('frames' in outcome)) return;
  for (const received of outcome.frames)
    expect(serverFrame.safeParse(received).success, JSON.stringify(received)).toBe(true);
  const errors = outcome.frames
    .filter((f) => f.channel === 'error')
    .map((f) => f.content as { message: string; code?: number });
  for (const error of errors) {
    expect(error.message.length).toBeGreaterThan(0);
    if (error.code !== undefined) expect(CODES).toContain(error.code);
  }
  if (wanted.error === 'none') return;
  const refusal = errors.find((e) => e.code === Code.ABNORMAL_DATA);
  expect(refusal, `${frame.kind}: ${JSON.stringify(frame.data).slice(0, 200)} gets a 404 error frame`).toBeDefined();
  if (wanted.error === 'field' && wanted.field !== null) expect(refusal?.message).toContain(wanted.field);
}

/** The witness still gets a quote batch and its own user event, both in order and intact. */
async function witnessStillReceives(marker: number): Promise<void> {
  const batch = [quote(`FUZZ-${marker}`, '1.25', Date.now())];
  await node.bus.publish(BusChannel.quotes, { at: Date.now(), quotes: batch });
  expect(
    await witness.take((f) => f.channel === 'front' && JSON.stringify(f.content).includes(`FUZZ-${marker}`)),
  ).toEqual({
    channel: 'front',
    content: batch,
  });
  const event = { type: 'balance', balance: `${marker}.00`, balanceLocked: '0.00', virtualBalance: '0.00' };
  await node.bus.publish(BusChannel.user(witnessUserId), event);
  expect(await witness.next('user')).toEqual({ channel: 'user', content: event });
  await witness.sync();
  expect(witness.drain('error')).toEqual([]);
  witness.frames.length = 0;
}

describe('D8: generated frames never break the socket hub', () => {
  let marker = 0;
  for (const [kind, arbitrary] of Object.entries(frames)) {
    it(`${kind}: an error frame naming the field, or the protocol's close; the witness keeps receiving`, {
      timeout: 120_000,
    }, async () => {
      await fc.assert(fc.asyncProperty(arbitrary, checkFrame), { numRuns: RUNS });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      marker += 1;
      await witnessStillReceives(marker);
    });
  }

  it('a burst of mixed bad frames from many sockets at once leaves the witness and the server serving', {
    timeout: 120_000,
  }, async () => {
    const mixed = fc.oneof(...Object.values(frames));
    const burst = fc.sample(mixed, { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? 7) });
    const clients = await Promise.all(Array.from({ length: 8 }, () => SocketClient.connect(node.url)));
    for (const [i, frame] of burst.entries())
      clients[i % clients.length]?.ws.send(frame.data, { binary: frame.binary });
    await witnessStillReceives(1_000);
    await Promise.all(clients.map((c) => c.close()));
    const health = await node.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
