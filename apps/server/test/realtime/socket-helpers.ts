import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SOCKET_PATH } from '@demo/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type AppOptions, buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { NO_WRITE_LIMITS } from '../../src/http/bulkhead';
import { type Bus, LocalBus } from '../../src/lib/bus';
import { createPasswordHasher } from '../../src/lib/password';
import {
  type Harness,
  RecordingSmsSender,
  randomIp,
  TEST_CONNECT_TIMEOUT_MS,
  TEST_SCRYPT_N_LOG2,
} from '../support/harness';

/** A server frame as a client reads it. */
export interface Frame {
  channel: string;
  content: unknown;
}

/** One listening node: the app on a real port, its bus, and the harness shape `registerUser` takes. */
export interface SocketNode extends Harness {
  bus: Bus;
  url: string;
}

/**
 * Starts an app that listens on a free port of 127.0.0.1 with the market feed off, so the only
 * quote batches are the ones a test publishes on `bus`. A node may become the engine leader of its
 * database, so a test that publishes prices far from the market gives it an `isolatedDatabase()`:
 * on the shared one those prices would fill other files' orders.
 */
export async function startSocketNode(
  options: {
    bus?: Bus;
    socketLimits?: AppOptions['socketLimits'];
    databaseUrl?: string;
    /** How long a request waits for a connection of the request pool (the tests' long wait when absent). */
    poolWaitMs?: number;
  } = {},
): Promise<SocketNode> {
  const database = openDatabase(options.databaseUrl ?? inject('databaseUrl'), {
    connectTimeoutMs: options.poolWaitMs ?? TEST_CONNECT_TIMEOUT_MS,
  });
  const sms = new RecordingSmsSender();
  const hasher = createPasswordHasher(TEST_SCRYPT_N_LOG2);
  const bus = options.bus ?? new LocalBus();
  let errors = '';
  const errorSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors += chunk.toString();
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    db: database.db,
    bus,
    smsSender: sms,
    hasher,
    logLevel: 'error',
    logStream: errorSink,
    writeLimits: NO_WRITE_LIMITS,
    trustProxy: 1,
    checkReplies: true,
    market: { runFeed: false },
    ...(options.socketLimits ? { socketLimits: options.socketLimits } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    sms,
    hasher,
    bus,
    url: `ws://127.0.0.1:${port}${SOCKET_PATH}`,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      if (errors.includes('"level":50')) throw new Error(`The node logged errors:\n${errors}`);
    },
  };
}

const WAIT_MS = 3_000;

/** A `ws` client that keeps every frame it reads, so a test can wait for the one it expects. */
export class SocketClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private wake: (() => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Connects from `ip` (as if behind our proxy, via x-forwarded-for). */
  static async connect(url: string, ip = randomIp()): Promise<SocketClient> {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': ip } });
    const client = new SocketClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Removes and returns the first frame read so far or later that matches, or fails after a wait. */
  async take(match: (frame: Frame) => boolean, timeoutMs = WAIT_MS): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; read: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The next frame on `channel`. */
  async next(channel: string, timeoutMs = WAIT_MS): Promise<Frame> {
    return this.take((f) => f.channel === channel, timeoutMs);
  }

  /**
   * Round-trips a ping. Commands are handled in order, so once the pong is here every earlier
   * command has been handled (a binding made, a subscription's first frame sent).
   */
  async sync(timeoutMs = WAIT_MS): Promise<void> {
    this.send({ cmd: 'ping' });
    await this.next('pong', timeoutMs);
  }

  /** The frames on `channel` read so far, removed from the list. */
  drain(channel: string): Frame[] {
    const taken = this.frames.filter((f) => f.channel === channel);
    this.frames.splice(0, this.frames.length, ...this.frames.filter((f) => f.channel !== channel));
    return taken;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

/** A quote in the contract's shape, with every price at `price`. */
export function quote(code: string, price: string, timeMs: number) {
  return {
    code,
    price,
    bid: price,
    ask: price,
    open: price,
    high: price,
    low: price,
    prevClose: price,
    change: '0',
    changeRate: '0',
    volume: '0',
    time: timeMs,
  };
}

/** Resolves once `condition` holds, polling every 10 ms; fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
