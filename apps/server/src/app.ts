import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { fastifyTrustProxy, type TrustProxy } from './config/trust-proxy';
import { type Db, openBackgroundDatabase } from './db/client';
import type { Deps } from './deps';
import { InFlight, type InFlightBounds, type WriteLimits } from './http/bulkhead';
import type { CallLimit, Implementation } from './http/implement';
import { guardOpsEndpoints, type OpsAccess, parseOpsAccess, sendHstsOverTls } from './http/ops-access';
import { MULTIPART_LIMITS, registerCalls } from './http/register-calls';
import { sendSecurityHeaders } from './http/security-headers';
import { type Bus, createBus } from './lib/bus';
import { createCryptoBox, DATA_KEY_BYTES } from './lib/crypto-box';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { LogSmsSender, type SmsSender } from './lib/sms-sender';
import { createLogger, lazyRequestLogger } from './logger';
import { HaltBook } from './market/halt-book';
import { DEFAULT_MARKET_SEED, type MarketOptions, startMarket } from './market/market';
import { accountCalls, attachSessionCache, authenticateUser, SessionCache, type SmsBudget } from './modules/accounts';
import {
  AI_PASS_INTERVAL_MS,
  type AiDeps,
  aiProductCalls,
  listAsOrderSource as listAiAsOrderSource,
  runAiPass,
} from './modules/ai-products';
import { AlertWatcher, alertCalls } from './modules/alerts';
import { analyticsCalls } from './modules/analytics';
import { balanceCalls, ledgerConsoleCalls } from './modules/balance';
import { BRAKE_PASS_INTERVAL_MS, brakeCalls, runBrakePass } from './modules/brakes';
import { consoleMarketCalls } from './modules/console-markets';
import { contentCalls } from './modules/content';
import { deviceCalls } from './modules/devices';
import { registerDocs } from './modules/docs';
import { drawingCalls } from './modules/drawings';
import { feedbackCalls } from './modules/feedback';
import { createFxQuoter, fundsCalls } from './modules/funds';
import { consoleFundsCalls } from './modules/funds-admin';
import { ensureSeededGroups, groupOrderCalls } from './modules/group-orders';
import { Metrics, registerHealth } from './modules/health';
import { marketCalls } from './modules/markets';
import { ensureSeededOfferings, newShareCalls, SEED_CHECK_MS } from './modules/new-shares';
import type { ContentDeps } from './modules/news';
import { newsCalls, startNewsImport } from './modules/news';
import { buildDailyProof, PROOF_CHECK_MS, proofCalls } from './modules/proof';
import { receiptCalls } from './modules/receipts';
import {
  HOUSE_MARK_INTERVAL_MS,
  markHouseUnrealised,
  riskCalls,
  riskLimitFacts,
  riskPushFigure,
  watchRiskLimits,
} from './modules/risk';
import { platformSettingCalls, settingsCalls } from './modules/settings';
import { runSipPass, SIP_PASS_INTERVAL_MS, sipCalls } from './modules/sip';
import { authenticateStaff, customerDetailCalls, staffCalls } from './modules/staff';
import {
  CONTRACT_NOTE_PASS_MS,
  runContractNotePass,
  statementCalls,
  statementConsoleCalls,
} from './modules/statements';
import { supportCalls } from './modules/support';
import type { LeaderPass, TradingDeps } from './modules/trading';
import {
  deleteOldFirings,
  forgetCatalog,
  orderCalls,
  startEngine,
  TRIGGER_FIRINGS_CLEANUP_MS,
} from './modules/trading';
import { twoFactorCalls } from './modules/two-factor';
import {
  createUpiChannel,
  expireUpiPayments,
  reconcileUpiSettlements,
  registerUpiGateway,
  upiCalls,
} from './modules/upi';
import {
  createLocalStorage,
  createUploadSigner,
  DEFAULT_UPLOAD_QUOTA,
  moveUploadBytesToStore,
  registerUploadServing,
  type UploadDeps,
  type UploadQuota,
  type UploadStorage,
  uploadCalls,
} from './modules/upload';
import { walletCalls } from './modules/wallet';
import { watchlistCalls } from './modules/watchlist';
import { installEnvelope } from './plugins/envelope';
import { registerStatic } from './plugins/static';
import { registerSocketHub } from './realtime/hub';
import type { SocketHubLimits } from './realtime/limits';

export interface AppOptions {
  db: Db;
  /** Pub/sub between modules and nodes; built from redisUrl when absent (and closed with the app). */
  bus?: Bus;
  logLevel?: string;
  /** Where logs go (stdout by default); tests capture them to prove secrets never appear. */
  logStream?: DestinationStream;
  smsSender?: SmsSender;
  hasher?: PasswordHasher;
  /** Test-only cost override for the default hasher (log2 of scrypt's N). */
  scryptNLog2?: number | undefined;
  sessionTtlHours?: number;
  redisUrl?: string | undefined;
  webDist?: string;
  consoleDist?: string;
  /** Check reply bodies against the contract (default: when NODE_ENV is not production). */
  checkReplies?: boolean;
  /** One info line per request and reply (default true; `npm start` runs without: they cost throughput). */
  requestLogging?: boolean;
  /** Who may read /metrics and /docs (http/ops-access.ts); default: everyone outside production. */
  opsAccess?: OpsAccess;
  /** SMS codes allowed per hour in all and per destination prefix (A11). */
  smsBudget?: SmsBudget;
  /** Limits of order/create per account (O9); tests that trade in bursts on purpose lift them. */
  orderCreateLimits?: readonly CallLimit[];
  /** Each account's requests in flight per node (E10); http/bulkhead.ts's bounds when absent. */
  accountInFlight?: InFlightBounds;
  /** The limits every writing call gets besides its own (E10); bulkhead.ts's WRITE_LIMITS when absent. */
  writeLimits?: WriteLimits;
  /** Which proxies to believe about X-Forwarded-For (config/trust-proxy.ts); never every hop. */
  trustProxy?: TrustProxy;
  /** The conversion spread in basis points (docs/SPEC.md X3); core's FX_SPREAD_BPS when absent. */
  fxSpreadBps?: bigint;
  /** Tighter bounds for the socket hub (tests); production uses the constants of realtime/limits.ts. */
  socketLimits?: Partial<SocketHubLimits>;
  version?: string;
  /** The market feed and book: an injected clock, the seed, whether this node competes to run the feed. */
  market?: Omit<MarketOptions, 'db' | 'bus' | 'log'>;
  /** Whether this node competes to run the trading engine (default true); tests drive it directly. */
  runEngine?: boolean;
  /** How often the engine leader reconciles the ledger (D5; 0 = never); engine/runner.ts has the default. */
  reconcileIntervalMs?: number;
  /**
   * Whether the engine leader keeps the living new-share market of seeded offerings (default true;
   * modules/new-shares/seed.ts). Tests that make their own offerings turn it off.
   */
  seedNewShares?: boolean;
  /**
   * The 32-byte key that seals Aadhaar and bank account numbers (main.ts loads it: lib/crypto-box.ts).
   * Absent, a random key lives only as long as this app: fine for tests that never read sealed data back
   * after a restart, refused in production.
   */
  dataKey?: Buffer;
  /** The simulated UPI gateway's webhook secret (docs/SPEC.md UP1); derived from the data key when absent. */
  upiSimSecret?: string;
  /**
   * Where upload bytes live (main.ts opens the configured one: modules/upload/open-storage.ts). Absent,
   * a temporary directory lives as long as this app: fine for tests, refused in production.
   */
  uploadStorage?: UploadStorage;
  /** The news importer (off unless set): a feed's url, the language of its items, how often to read it. */
  newsFeed?: { url: string; locale: 'en' | 'hi'; intervalMs: number } | undefined;
  /** A smaller per-user upload quota (tests); production uses the constants of modules/upload/service.ts. */
  uploadQuota?: UploadQuota;
}

/** The configured store, or outside production a temporary directory removed when the app closes. */
async function uploadStorageFor(app: FastifyInstance, options: AppOptions): Promise<UploadStorage> {
  if (options.uploadStorage) return options.uploadStorage;
  if (process.env.NODE_ENV === 'production') throw new Error('buildApp: an upload store is required in production');
  const directory = await mkdtemp(join(tmpdir(), 'demo-uploads-'));
  app.addHook('onClose', async () => rm(directory, { recursive: true, force: true }));
  return await createLocalStorage(join(directory, 'uploads'));
}

/** Form and JSON bodies are small; uploads have their own limit in the multipart parser. */
const BODY_SIZE_MAX_BYTES = 256 * 1024;
const DEFAULT_SESSION_TTL_HOURS = 24 * 7;

const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // antd and antd-mobile inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

/** How often the leader expires unpaid UPI orders (UP6). */
const UPI_EXPIRY_CHECK_MS = 30_000;
/** How often the leader looks for a settlement file not yet reconciled (UP7), and how soon after taking the lead. */
const UPI_SETTLEMENT_CHECK_MS = 15 * 60_000;
const UPI_SETTLEMENT_FIRST_MS = 60_000;
/** How often the simulated gateway's retry queue is worked through (UP9); its first wait is 30 s. */
const UPI_WEBHOOK_RETRY_CHECK_MS = 15_000;

/** The shared machinery every module uses: the bus, the background pool and the market. */
interface Shared {
  bus: Bus;
  background: ReturnType<typeof openBackgroundDatabase>;
  market: Awaited<ReturnType<typeof startMarket>>;
  marketContext: { book: Awaited<ReturnType<typeof startMarket>>['book']; nowMs: () => number; halts: HaltBook };
  halts: HaltBook;
}

function createFastify(options: AppOptions): FastifyInstance {
  const logger = createLogger(options.logLevel ?? 'info', options.logStream);
  return Fastify({
    loggerInstance: logger,
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: !(options.requestLogging ?? true) }),
    bodyLimit: BODY_SIZE_MAX_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
}

async function startShared(app: FastifyInstance, options: AppOptions): Promise<Shared> {
  const ownBus = options.bus === undefined;
  const bus =
    options.bus ?? createBus(options.redisUrl, (error) => app.log.error({ err: error }, 'bus delivery failed'));
  if (ownBus) app.addHook('onClose', async () => bus.close());
  // E11: the feed, the engine leader, the alert watcher and the socket hub query through a pool of
  // their own, so no flood of customer requests can make them wait for a connection.
  const background = openBackgroundDatabase(options.db);
  app.addHook('onClose', async () => background.close());
  const market = await startMarket({ ...options.market, db: background.db, bus, log: app.log });
  app.addHook('onClose', async () => market.close());
  // HL5: every node keeps the halts in memory, told of each change on the bus.
  const halts = new HaltBook(background.db, bus, (error) => app.log.error({ err: error }, 'reading halts failed'));
  app.addHook('onClose', async () => halts.close());
  await halts.reload();
  const nowMs = options.market?.nowMs ?? Date.now;
  return { bus, background, market, halts, marketContext: { book: market.book, nowMs, halts } };
}

/** The services' dependencies; moves uploads stored by older deployments before serving (P5). */
async function serviceDeps(app: FastifyInstance, options: AppOptions, shared: Shared) {
  const deps: Deps = {
    db: options.db,
    bus: shared.bus,
    hasher: options.hasher ?? createPasswordHasher(options.scryptNLog2),
    smsSender: options.smsSender ?? new LogSmsSender(),
    sessionTtlMs: (options.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS) * 60 * 60 * 1000,
    log: app.log,
    market: shared.market.book,
  };
  if (options.dataKey === undefined && process.env.NODE_ENV === 'production')
    throw new Error('buildApp: a data key is required in production');
  const dataKey = options.dataKey ?? randomBytes(DATA_KEY_BYTES);
  const uploadSigner = createUploadSigner(dataKey);
  const fundsDeps = {
    ...deps,
    box: createCryptoBox(dataKey),
    uploadSigner,
    fxQuoter: createFxQuoter(dataKey, shared.market.book, options.fxSpreadBps),
  };
  const uploadDeps: UploadDeps = {
    db: options.db,
    log: app.log,
    storage: await uploadStorageFor(app, options),
    quota: options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
  };
  // Idempotent and repeated at every start: a database that fails now fails the next call anyway.
  await moveUploadBytesToStore(options.db, uploadDeps.storage, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'moving upload bytes to the store failed; the next start tries again'),
  );
  const trading: TradingDeps = {
    db: options.db,
    bus: shared.bus,
    log: app.log,
    market: shared.market.book,
    now: shared.marketContext.nowMs,
    halts: shared.halts,
    ...(options.fxSpreadBps === undefined ? {} : { fxSpreadBps: options.fxSpreadBps }),
    riskLimits: (order) => riskLimitFacts({ db: options.db, market: shared.market.book }, order),
  };
  // RL4: a limit set on any node drops this node's copy at once.
  const unwatchRiskLimits = watchRiskLimits(options.db, shared.bus);
  app.addHook('onClose', async () => unwatchRiskLimits());
  const aiDeps: AiDeps = {
    db: options.db,
    bus: shared.bus,
    log: app.log,
    market: shared.market.book,
    now: shared.marketContext.nowMs,
  };
  const upi = createUpiChannel(
    { db: options.db, bus: shared.bus, log: app.log },
    { dataKey, simSecret: options.upiSimSecret ?? process.env.UPI_SIM_WEBHOOK_SECRET },
  );
  return { deps, uploadSigner, fundsDeps, uploadDeps, trading, aiDeps, upi };
}
type ServiceDeps = Awaited<ReturnType<typeof serviceDeps>>;

/** Metrics, security headers, body parsers, rate limits, static files and the reply envelope. */
async function registerPlugins(app: FastifyInstance, options: AppOptions, shared: Shared): Promise<Metrics> {
  const metrics = new Metrics();
  metrics.install(app);
  metrics.market = {
    isLeader: () => shared.market.isLeader(),
    ticksPerSecond: () => shared.market.feed.lastStepQuotes,
  };
  sendSecurityHeaders(app, { contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false });
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'demo-rl:' } : {}) });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const spaFallback = await registerStatic(app, {
    webDist: options.webDist ?? '',
    consoleDist: options.consoleDist ?? '',
  });
  installEnvelope(app, spaFallback);
  return metrics;
}

/**
 * The products' passes the engine leader runs beside its own (docs/SPEC.md names each by its rule):
 * on the background pool, so a customer never waits behind them.
 */
function leaderPasses(shared: Shared, services: ServiceDeps): LeaderPass[] {
  const { background } = shared;
  const { trading, aiDeps, upi } = services;
  const engineUpi = { ...upi, db: background.db };
  const engineAi: AiDeps = { ...aiDeps, db: background.db };
  // The days whose notes this node has written, kept while it runs (a new leader asks each day once).
  const contractNoteDaysDone = new Set<number>();
  return [
    { name: 'AI products', everyMs: AI_PASS_INTERVAL_MS, run: (nowMs) => runAiPass(engineAi, nowMs) },
    // RK7: the desk's chart of unrealised P&L by day reads the leader's marks.
    {
      name: 'house unrealised mark',
      everyMs: HOUSE_MARK_INTERVAL_MS,
      firstAfterMs: 0,
      run: (nowMs) => markHouseUnrealised({ ...trading, db: background.db }, nowMs),
    },
    // UP6: unpaid UPI orders expire after 15 minutes; UP7: yesterday's settlement files are reconciled.
    {
      name: 'UPI expiry',
      everyMs: UPI_EXPIRY_CHECK_MS,
      firstAfterMs: 0,
      run: (nowMs) => expireUpiPayments(engineUpi, nowMs),
    },
    {
      name: 'UPI settlement',
      everyMs: UPI_SETTLEMENT_CHECK_MS,
      firstAfterMs: UPI_SETTLEMENT_FIRST_MS,
      run: (nowMs) => reconcileUpiSettlements(engineUpi, nowMs),
    },
    // UP9: the simulated gateway retries a webhook our endpoint did not take, as a real one does.
    {
      name: 'UPI webhook retries',
      everyMs: UPI_WEBHOOK_RETRY_CHECK_MS,
      run: (nowMs) => engineUpi.sim.redeliverWebhooks(nowMs),
    },
    // ST10: each ended India day's contract notes, once per account; days done are not asked again.
    {
      name: 'contract notes',
      everyMs: CONTRACT_NOTE_PASS_MS,
      firstAfterMs: 0,
      run: (nowMs) => runContractNotePass({ ...trading, db: background.db }, nowMs, contractNoteDaysDone),
    },
    // SP3, SP4: due SIP instalments run at their market's open, each recorded once.
    {
      name: 'SIP instalments',
      everyMs: SIP_PASS_INTERVAL_MS,
      firstAfterMs: 0,
      run: (nowMs) => runSipPass({ trading: { ...trading, db: background.db }, ai: engineAi }, nowMs),
    },
    // BR6, BR9: loss limits met by price moves are marked, and covered once, by the leader only.
    {
      name: 'Brakes',
      everyMs: BRAKE_PASS_INTERVAL_MS,
      run: (nowMs) => runBrakePass({ ...trading, db: background.db }, nowMs),
    },
    // RC8: trigger firings are kept 90 days; the leader deletes older ones.
    {
      name: 'trigger firings cleanup',
      everyMs: TRIGGER_FIRINGS_CLEANUP_MS,
      firstAfterMs: 0,
      run: (nowMs) => deleteOldFirings(background.db, nowMs),
    },
    // PF5: each India day's liabilities proof, built once by the leader.
    {
      name: 'liabilities proof',
      everyMs: PROOF_CHECK_MS,
      firstAfterMs: 0,
      run: (nowMs) => buildDailyProof({ db: background.db }, nowMs),
    },
  ];
}

/** The engine leader with its passes and the alert watcher, stopped when the app closes. */
function startBackgroundWork(app: FastifyInstance, options: AppOptions, shared: Shared, services: ServiceDeps): void {
  const { background, market, bus } = shared;
  const { trading, deps } = services;
  const alertWatcher = new AlertWatcher({
    db: background.db,
    bus,
    log: app.log,
    now: shared.marketContext.nowMs,
    pricing: (code) => shared.marketContext.book.product(code),
  });
  if (!(options.runEngine ?? true)) return;
  const marketSeed = options.market?.seed ?? DEFAULT_MARKET_SEED;
  const seedNewShares = async (nowMs: number) => {
    const quote = (code: string) => market.book.quote(code);
    await ensureSeededOfferings(background.db, deps.hasher, nowMs, marketSeed, quote, market.book.holidays());
    await ensureSeededGroups({ ...trading, db: background.db }, nowMs, marketSeed, quote, market.book.holidays());
  };
  const engine = startEngine(
    { ...trading, db: background.db },
    {
      ...(options.reconcileIntervalMs === undefined ? {} : { reconcileIntervalMs: options.reconcileIntervalMs }),
      seedCheckMs: SEED_CHECK_MS,
      ...((options.seedNewShares ?? true) ? { seedNewShares } : {}),
      passes: leaderPasses(shared, services),
      watchers: [alertWatcher],
    },
  );
  app.addHook('onClose', async () => {
    await engine.stop();
    await alertWatcher.settled();
  });
}

/** Every call the server answers, by module. */
function implementations(options: AppOptions, shared: Shared, services: ServiceDeps, content: ContentDeps) {
  const { deps, fundsDeps, uploadDeps, trading, aiDeps, upi } = services;
  const { bus, marketContext, background, market } = shared;
  const calls: Implementation[] = [
    ...settingsCalls(),
    ...platformSettingCalls(options.db),
    ...contentCalls(),
    ...newsCalls(content),
    ...feedbackCalls(content),
    ...supportCalls(content),
    ...accountCalls(fundsDeps, options.smsBudget),
    ...twoFactorCalls(fundsDeps),
    ...deviceCalls(deps),
    ...balanceCalls(deps),
    ...ledgerConsoleCalls(deps),
    ...uploadCalls(uploadDeps),
    ...staffCalls(fundsDeps),
    ...customerDetailCalls(trading),
    ...marketCalls(deps, marketContext),
    ...watchlistCalls({ db: options.db, market: marketContext }),
    ...drawingCalls({ db: options.db, market: marketContext }),
    ...orderCalls(
      trading,
      (userId, page, locale) => listAiAsOrderSource(aiDeps, userId, page, locale),
      options.orderCreateLimits,
    ),
    ...alertCalls({ db: options.db, bus, log: deps.log, market: marketContext }),
    ...newShareCalls({ ...trading, hasher: deps.hasher }),
    ...groupOrderCalls(trading),
    ...walletCalls(trading),
    ...analyticsCalls(trading),
    ...receiptCalls({
      ...trading,
      book: market.book,
      // RC2: with LIVE_FEED the crypto products' quotes are the exchange's, not the simulator's.
      liveCodes: {
        has: (code) => options.market?.liveFeed === 'binance' && market.book.product(code)?.market === 'crypto',
      },
    }),
    ...aiProductCalls(aiDeps),
    ...fundsCalls(fundsDeps),
    ...consoleFundsCalls(fundsDeps),
    ...riskCalls({ ...trading, market: market.book, halts: shared.halts }),
    ...upiCalls(upi),
    ...brakeCalls(trading, fundsDeps),
    ...sipCalls({ trading, ai: aiDeps }),
    ...statementCalls(trading),
    ...statementConsoleCalls(trading),
    ...proofCalls({ db: options.db }),
    ...consoleMarketCalls({
      db: options.db,
      market: marketContext,
      marketChanged: async () => {
        forgetCatalog(options.db);
        forgetCatalog(background.db);
        await market.changed();
      },
    }),
  ];
  return calls;
}

/** The calls behind authentication and bulkheads, with the node's session cache (A19). */
function registerAllCalls(app: FastifyInstance, options: AppOptions, shared: Shared, calls: Implementation[]): void {
  const ttlMs = (options.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS) * 60 * 60 * 1000;
  // A19: the node's copy of recent session checks, dropped on every node when a session ends.
  const sessionCache = new SessionCache(shared.bus);
  const detachSessionCache = attachSessionCache(options.db.$client, sessionCache, (error) =>
    app.log.error({ err: error }, 'announcing ended sessions failed'),
  );
  app.addHook('onClose', async () => {
    detachSessionCache();
    sessionCache.close();
  });
  registerCalls(app, calls, {
    db: options.db,
    auth: {
      user: (token) => authenticateUser(options.db, token, ttlMs, sessionCache),
      staff: (token) => authenticateStaff(options.db, token),
    },
    checkReplies: options.checkReplies ?? process.env.NODE_ENV !== 'production',
    inFlight: new InFlight(options.accountInFlight),
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
  });
}

/** The whole HTTP server, without listening: main.ts listens; tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  const shared = await startShared(app, options);
  const services = await serviceDeps(app, options, shared);
  const metrics = await registerPlugins(app, options, shared);
  startBackgroundWork(app, options, shared, services);
  const content: ContentDeps = {
    db: options.db,
    bus: shared.bus,
    log: app.log,
    uploadSigner: services.uploadSigner,
    now: Date.now,
  };
  if (options.newsFeed) startNewsImport(app, options.db, options.newsFeed);
  registerAllCalls(app, options, shared, implementations(options, shared, services, content));
  sendHstsOverTls(app);
  guardOpsEndpoints(
    app,
    options.opsAccess ?? parseOpsAccess(undefined, process.env.NODE_ENV === 'production'),
    async (token) => {
      const session = await authenticateStaff(options.db, token);
      return session.ok && !session.body.mustChangePassword && !session.body.mustEnrollTotp;
    },
  );
  registerUploadServing(app, services.uploadDeps, services.uploadSigner);
  await registerUpiGateway(app, services.upi);
  await registerSocketHub(
    app,
    { ...services.deps, db: shared.background.db },
    {
      counters: metrics.sockets,
      limits: options.socketLimits,
      // RK9: the desk's figures read on the background pool, once a tick per node, not per viewer.
      riskFigure: riskPushFigure({ ...services.trading, db: shared.background.db }),
    },
  );
  registerHealth(app, options.db, metrics);
  await registerDocs(app, options.version ?? '0.1.0');
  return app;
}
