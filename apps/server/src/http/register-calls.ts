import { Code, describeIssues, describeProblem, payloadProblem, UPLOAD_SIZE_MAX_BYTES, urlOf } from '@demo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { messages, parseLocale } from '../lib/messages';
import { type Failure, fail, type Result } from '../lib/result';
import { sendBusy, sendResult, sendSerialized, serializeResult } from '../plugins/envelope';
import { InFlight, isWriteCall, limitsFor, type WriteLimits } from './bulkhead';
import {
  type CallContext,
  type CallLimit,
  FileReply,
  type Implementation,
  type StaffSession,
  type UploadedFile,
  type UserSession,
} from './implement';
import { ReplyCache } from './reply-cache';

/** Longest `User-Agent` kept with a session; real ones are a few hundred characters. */
export const USER_AGENT_LENGTH_MAX = 512;

/** Resolves the `token` header into a session, or the failure the contract names (402, 280, 281). */
export interface Authenticator {
  user(token: string | undefined): Promise<Result<UserSession>>;
  staff(token: string | undefined): Promise<Result<StaffSession>>;
}

export interface RegistrarOptions {
  db: Db;
  auth: Authenticator;
  /** Check reply bodies against the contract and log mismatches (off in production for speed). */
  checkReplies: boolean;
  /** Each account's requests in flight on this node (E10); a fresh counter with the default bounds when absent. */
  inFlight?: InFlight;
  /** The limits every writing call gets besides its own (bulkhead.ts's WRITE_LIMITS when absent). */
  writeLimits?: WriteLimits;
}

/**
 * Requests waiting for a connection of the request pool beyond which a new one is answered 503 at
 * once: a queue this long takes longer than POOL_WAIT_MAX_MS to drain, so waiting would only fail later.
 */
export const POOL_QUEUE_MAX = 64;

function headerText(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

/** Reads a multipart request: the `file` part into memory (bounded), other parts as payload fields. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ ok: true; fields: Record<string, string>; file: UploadedFile | null } | Failure> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = { filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return fail(Code.ABNORMAL_DATA, messages.fileTooLarge);
    throw error;
  }
  return { ok: true, fields, file };
}

/** The account a request acts for, noted after authentication for the `account` limits. */
const accountOf = new WeakMap<FastifyRequest, string>();

function limiterFor(app: FastifyInstance, callPath: string, limit: CallLimit) {
  const scope = limit.acrossCalls ? '*' : callPath;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => {
      if (limit.per === 'ip') return `${scope}:${limit.name}:ip:${request.ip}`;
      if (limit.per === 'account')
        return `${scope}:${limit.name}:account:${accountOf.get(request) ?? `ip:${request.ip}`}`;
      if (limit.per === 'global') return `${scope}:${limit.name}:global`;
      const body: unknown = request.body;
      const value = typeof body === 'object' && body !== null ? Reflect.get(body, limit.per.field) : undefined;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      return `${scope}:${limit.name}:${limit.per.field}:${limit.per.normalise ? limit.per.normalise(text) : text}`;
    },
  });
  return async (request: FastifyRequest): Promise<Failure | null> => {
    const outcome = await check(request);
    return outcome.isAllowed || !outcome.isExceeded ? null : fail(Code.TOO_MANY_REQUESTS);
  };
}

type Limiter = ReturnType<typeof limiterFor>;

/** Counts the request against each limit in turn and answers the first one exceeded (429). */
async function firstLimited(limiters: readonly Limiter[], request: FastifyRequest): Promise<Failure | null> {
  for (const limiter of limiters) {
    const limited = await limiter(request);
    if (limited) return limited;
  }
  return null;
}

type Context = CallContext & { user?: UserSession; staff?: StaffSession };

/** What one registered call needs at request time, built once when it is registered. */
interface Route {
  readonly impl: Implementation;
  readonly options: RegistrarOptions;
  readonly limiters: readonly Limiter[];
  readonly cache: ReplyCache | null;
}

/** Puts the session the call's access level asks for on `ctx`; the failure to answer when refused. */
async function authenticate(
  call: Implementation['call'],
  auth: Authenticator,
  request: FastifyRequest,
  ctx: Context,
): Promise<Failure | undefined> {
  const token = headerText(request.headers.token);
  if (call.access === 'user') {
    const session = await auth.user(token);
    if (!session.ok) return session;
    ctx.user = session.body;
    accountOf.set(request, `user:${session.body.userId}`);
  } else if (call.access === 'staff') {
    const session = await auth.staff(token);
    if (!session.ok) return session;
    if (session.body.mustChangePassword && call.beforePasswordChange !== true) {
      return fail(Code.ACCOUNT_DISABLED, messages.passwordChangeRequired);
    }
    // The printed password is replaced first (S4), then the authenticator enrolled (S10).
    if (!session.body.mustChangePassword && session.body.mustEnrollTotp && call.beforeTotpEnrollment !== true) {
      return fail(Code.ACCOUNT_DISABLED, messages.totpEnrollmentRequired);
    }
    if (call.roles && !call.roles.includes(session.body.role)) {
      return fail(Code.ACCOUNT_DISABLED, messages.forbidden);
    }
    ctx.staff = session.body;
    accountOf.set(request, `staff:${session.body.staffId}`);
  }
  return undefined;
}

/** The request's payload parsed by the call's schema, after its limits; the failure to answer otherwise. */
async function parsedPayload(
  route: Route,
  request: FastifyRequest,
  ctx: Context,
): Promise<{ ok: true; data: unknown } | Failure> {
  const { call } = route.impl;
  const { locale } = ctx;
  let raw: unknown = request.body ?? {};
  if (call.multipart) {
    if (!request.isMultipart()) return fail(Code.ABNORMAL_DATA, messages.fileRequired);
    // A multipart body may be megabytes: its limits count before it is read (none can name a field of it).
    const limited = await firstLimited(route.limiters, request);
    if (limited) return limited;
    const parts = await readMultipart(request);
    if (!parts.ok) return parts;
    raw = parts.fields;
    ctx.file = parts.file;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(Code.ABNORMAL_DATA, messages.bodyMalformed);
  }
  const problem = payloadProblem(raw as Record<string, unknown>);
  if (problem) return fail(Code.ABNORMAL_DATA, describeProblem(problem, locale, call.payload));

  if (!call.multipart) {
    const limited = await firstLimited(route.limiters, request);
    if (limited) return limited;
  }

  // The `locale` header is the default for a payload's own locale field.
  if (!('locale' in raw) && request.headers.locale !== undefined) raw = { locale, ...raw };
  const parsed = call.payload.safeParse(raw);
  if (!parsed.success)
    return fail(Code.ABNORMAL_DATA, describeIssues(parsed.error.issues, locale, undefined, call.payload).message);
  return { ok: true, data: parsed.data };
}

/** Runs the handler on a parsed payload and sends its result: from the reply cache, as a download, or enveloped. */
async function serve(route: Route, request: FastifyRequest, reply: FastifyReply, ctx: Context) {
  const { impl, options, cache } = route;
  const { call } = impl;
  const parsed = await parsedPayload(route, request, ctx);
  if (!parsed.ok) return sendResult(request, reply, parsed);
  const slot = cache?.slot(parsed.data, ctx.locale);
  if (cache && slot) {
    const kept = cache.get(slot);
    if (kept !== undefined) return sendSerialized(request, reply, kept);
  }
  const result = await impl.handler(parsed.data, ctx);
  if (result.ok && result.body instanceof FileReply) {
    const file = result.body;
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  }
  if (options.checkReplies && result.ok) {
    const checked = call.body.safeParse(result.body);
    if (!checked.success)
      request.log.error({ call: call.path, issues: checked.error.issues }, 'reply does not match the contract');
  }
  if (call.download && result.ok && typeof result.body === 'string') {
    return reply
      .type(call.download.contentType)
      .header('content-disposition', `attachment; filename="${call.download.filename}"`)
      .send(result.body);
  }
  if (cache && slot && result.ok) {
    const text = serializeResult(request, result);
    cache.set(slot, text);
    return sendSerialized(request, reply, text);
  }
  return sendResult(request, reply, result);
}

/**
 * The generic registrar: one POST route per implemented call. It authenticates by the call's access
 * level, enforces staff roles, applies the call's limits, parses the payload with the call's schema
 * (bad input → 404 naming the field, in the request's locale), runs the handler and sends its result
 * through the envelope. Calls of the contract without an implementation are simply not routed.
 */
export function registerCalls(
  app: FastifyInstance,
  implementations: readonly Implementation[],
  options: RegistrarOptions,
): void {
  const inFlight = options.inFlight ?? new InFlight();
  const budgets = new Map<string, Limiter>();
  const pool = options.db.$client;
  for (const impl of implementations) {
    const { call } = impl;
    if (impl.access !== call.access) {
      throw new Error(`Call ${call.path} is '${call.access}' in the contract but implemented as '${impl.access}'`);
    }
    const limiters = limitsFor(call, impl.limits, options.writeLimits).map((limit) => {
      if (!limit.acrossCalls) return limiterFor(app, call.path, limit);
      // A budget is one count for every call that carries it: each limiter has its own store, so one for all.
      const shared = budgets.get(limit.name) ?? limiterFor(app, call.path, limit);
      budgets.set(limit.name, shared);
      return shared;
    });
    const writes = isWriteCall(call);
    const cache = impl.replyCache && impl.access === 'public' ? new ReplyCache(impl.replyCache) : null;
    const route: Route = { impl, options, limiters, cache };

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx: Context = {
        locale: parseLocale(request.headers.locale),
        ip: request.ip,
        appType: headerText(request.headers['app-type']),
        userAgent: headerText(request.headers['user-agent'])?.slice(0, USER_AGENT_LENGTH_MAX),
        log: request.log,
        db: options.db,
        file: null,
      };
      const refused = await authenticate(call, options.auth, request, ctx);
      if (refused) return sendResult(request, reply, refused);
      // E11: a request pool this far behind answers at once; the client retries after Retry-After.
      if (pool.waitingCount >= POOL_QUEUE_MAX) return sendBusy(request, reply);
      const account = accountOf.get(request);
      if (account === undefined) return await serve(route, request, reply, ctx);
      // E10: one account's requests beyond its bound are refused now, never queued behind the pool.
      const leave = inFlight.enter(account, writes);
      if (!leave) return sendResult(request, reply, fail(Code.TOO_MANY_REQUESTS));
      try {
        return await serve(route, request, reply, ctx);
      } finally {
        leave();
      }
    };
    app.post(urlOf(call), handle);
  }
}

export const MULTIPART_LIMITS = { fileSize: UPLOAD_SIZE_MAX_BYTES, files: 1, fields: 10, parts: 11 } as const;
