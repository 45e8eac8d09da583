import { randomInt } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { RISK_DISCLOSURE_VERSION } from '@demo/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { NO_WRITE_LIMITS } from '../../src/http/bulkhead';
import type { Bus } from '../../src/lib/bus';
import { createPasswordHasher, type PasswordHasher } from '../../src/lib/password';
import type { SmsSender } from '../../src/lib/sms-sender';
import { saveDisclosure } from '../../src/modules/brakes';
import type { UploadQuota } from '../../src/modules/upload/service';
import { createLocalStorage, type UploadStorage } from '../../src/modules/upload/storage';

/** Records codes instead of sending them: the one thing outside our control, replaced in tests. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: Array<{ target: string; code: string }> = [];

  async send(target: string, code: string, _log: FastifyBaseLogger): Promise<void> {
    this.sent.push({ target, code });
  }

  lastCodeFor(target: string): string {
    const found = this.sent.filter((s) => s.target === target).at(-1);
    if (!found) throw new Error(`no code was sent to ${target}`);
    return found.code;
  }
}

export interface Envelope<B = unknown> {
  code: number;
  message: string;
  body: B;
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  sms: RecordingSmsSender;
  hasher: PasswordHasher;
  close(): Promise<void>;
}

/** A harness that also names where its app keeps upload bytes (startHarness's). */
export interface UploadHarness extends Harness {
  /** One temporary directory per test file, shared by its apps, unless the test gave its own. */
  uploadStorage: UploadStorage;
}

let sharedUploadStorage: Promise<UploadStorage> | undefined;

/** One upload directory per test file, so every app of a file (a multi-node test) serves the same uploads. */
function testUploadStorage(): Promise<UploadStorage> {
  sharedUploadStorage ??= mkdtemp(join(tmpdir(), 'demo-test-uploads-')).then((dir) =>
    createLocalStorage(join(dir, 'uploads')),
  );
  return sharedUploadStorage;
}

/** The data key every test app shares, so sealed numbers written by one harness open in another. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

/**
 * How long a test pool waits for a connection: the suites fire 30 to 50 requests at once on 10
 * connections while other files run beside them, which on a loaded machine queues longer than the
 * server's 10 s.
 */
export const TEST_CONNECT_TIMEOUT_MS = 60_000;

/** Test scrypt cost: 2^14 keeps each hash to milliseconds; production uses 2^17. */
export const TEST_SCRYPT_N_LOG2 = 14;

export async function startHarness(
  options: {
    logStream?: DestinationStream;
    bus?: Bus;
    uploadQuota?: UploadQuota;
    uploadStorage?: UploadStorage;
    app?: Partial<AppOptions>;
    /** A database of the test's own (support/isolated-database.ts) instead of the run's shared one. */
    databaseUrl?: string;
  } = {},
): Promise<UploadHarness> {
  const database = openDatabase(options.databaseUrl ?? inject('databaseUrl'), {
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
  const sms = new RecordingSmsSender();
  const hasher = createPasswordHasher(TEST_SCRYPT_N_LOG2);
  // Without a caller's stream, errors are kept so close() can fail a suite whose replies broke the contract.
  let errors = '';
  const errorSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors += chunk.toString();
      done();
    },
  });
  const uploadStorage = options.uploadStorage ?? (await testUploadStorage());
  const app = await buildApp({
    db: database.db,
    uploadStorage,
    ...(options.uploadQuota ? { uploadQuota: options.uploadQuota } : {}),
    smsSender: sms,
    hasher,
    logLevel: options.logStream ? 'info' : 'error',
    logStream: options.logStream ?? errorSink,
    // Lets each test speak from its own client address (x-forwarded-for), as behind one proxy.
    trustProxy: 1,
    checkReplies: true,
    dataKey: TEST_DATA_KEY,
    ...(options.bus ? { bus: options.bus } : {}),
    // Scenario and property tests trade in bursts no person could; order-create-limits.test.ts
    // proves the production limits (O9).
    orderCreateLimits: [],
    // Likewise the write limits (E10); bulkheads-bound-one-account.test.ts passes the production ones.
    writeLimits: NO_WRITE_LIMITS,
    // The living new-share market is the embedded default's; tests make the offerings they need.
    seedNewShares: false,
    ...options.app,
  });
  await app.ready();
  return {
    app,
    database,
    sms,
    hasher,
    uploadStorage,
    async close() {
      await app.close();
      await database.close();
      if (errors.includes('reply does not match the contract'))
        throw new Error(`A reply broke the contract:\n${errors}`);
    },
  };
}

/** A random client address, so per-IP limits of one test never touch another's. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh Indian mobile number as a user would type it (10 digits). */
export function randomPhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface CallOptions {
  token?: string;
  locale?: 'en' | 'hi';
  ip?: string;
  /** The `User-Agent` header (light-my-request's own when absent). */
  userAgent?: string;
  base?: '/api/smart/' | '/api/console/';
}

/** POSTs a form-encoded call the way the web app does and returns the parsed envelope. */
export async function call<B = unknown>(
  app: FastifyInstance,
  path: string,
  payload: Record<string, string | number | boolean> = {},
  options: CallOptions = {},
): Promise<Envelope<B> & { status: number }> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': options.ip ?? randomIp(),
  };
  if (options.token) headers.token = options.token;
  if (options.locale) headers.locale = options.locale;
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  const body = new URLSearchParams(
    Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const reply = await app.inject({
    method: 'POST',
    url: (options.base ?? '/api/smart/') + path,
    headers,
    payload: body,
  });
  // A download's success is the file itself (CallDef.download); its failures keep the envelope.
  if (!String(reply.headers['content-type'] ?? '').includes('json'))
    return { code: 200, message: '', body: reply.body as B, status: reply.statusCode };
  return { ...(reply.json() as Envelope<B>), status: reply.statusCode };
}

export interface RegisteredUser {
  username: string;
  phone: string;
  password: string;
  token: string;
  accessId: string;
  user: { id: number; invitationCode: string; username: string; nickname: string };
}

/**
 * Registers a new customer through user/sms and user/register, as the app does. The customer has
 * accepted the leveraged-trading risk disclosure of both account sets (BR18), as one who has traded
 * before, so a test about something else may place a leveraged order; a test of the disclosure itself
 * asks for `riskDisclosure: false`.
 */
export async function registerUser(
  h: Harness,
  options: { invitation?: string; password?: string; riskDisclosure?: boolean } = {},
): Promise<RegisteredUser> {
  const phone = randomPhone();
  const password = options.password ?? 'secret-pass-1';
  const sent = await call(h.app, 'user/sms', { phone, smsType: 'register' });
  if (sent.code !== 200) throw new Error(`user/sms answered ${sent.code}: ${sent.message}`);
  const code = h.sms.lastCodeFor(`+91${phone}`);
  const reply = await call<Omit<RegisteredUser, 'username' | 'phone' | 'password'>>(h.app, 'user/register', {
    username: phone,
    password,
    code,
    invitation: options.invitation ?? '',
  });
  if (reply.code !== 200) throw new Error(`user/register answered ${reply.code}: ${reply.message}`);
  // Written to the database, not called: a call would warm the node's session cache, and tests that
  // end a session behind the cache's back (A3) must find it cold, as after a plain registration.
  if (options.riskDisclosure !== false)
    for (const set of ['real', 'virtual'] as const)
      await saveDisclosure(h.database.db, reply.body.user.id, set, RISK_DISCLOSURE_VERSION, new Date());
  return { ...reply.body, username: `+91${phone}`, phone, password };
}
