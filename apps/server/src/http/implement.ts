import type { Readable } from 'node:stream';
import type { Body, CallDef, Locale, Payload, StaffRole } from '@demo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Result } from '../lib/result';

/** What every handler knows about the request besides its payload. */
export interface CallContext {
  locale: Locale;
  ip: string;
  appType: string | undefined;
  /** The `User-Agent` header, cut to a bounded length; names the device in the session list. */
  userAgent: string | undefined;
  log: FastifyBaseLogger;
  db: Db;
  /** The `file` part of a multipart call; null for every other call. */
  file: UploadedFile | null;
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** The signed-in customer, taken from the token; a payload's userId never reaches a handler. */
export interface UserSession {
  userId: number;
  sessionId: number;
}

export interface StaffSession {
  staffId: number;
  sessionId: number;
  username: string;
  role: StaffRole;
  /** The member still has to replace a printed password (S4): only `beforePasswordChange` calls are open. */
  mustChangePassword: boolean;
  /** The member has not enrolled an authenticator yet (S10): only `beforeTotpEnrollment` calls are open. */
  mustEnrollTotp: boolean;
}

export interface UserContext extends CallContext {
  user: UserSession;
}
export interface StaffContext extends CallContext {
  staff: StaffSession;
}

/**
 * A request limit: at most `max` calls per `windowMs`, counted per client IP, per signed-in customer
 * (`user`: one account from many addresses, user calls only), or per value of a payload field (e.g.
 * per username, so one account is not brute-forced from many addresses).
 */
export interface CallLimit {
  name: string;
  max: number;
  windowMs: number;
  /**
   * What shares a count: the client address, one payload field (`normalise` makes spellings of one
   * value share it, e.g. a phone with and without +91, or maps many values to one, e.g. a phone's
   * prefix), the signed-in customer or staff member (`account`, whatever address they use), or every
   * request of the call on every node (`global`, a budget).
   */
  per: 'ip' | 'account' | 'global' | { field: string; normalise?: (value: string) => string };
  /** One count for every call that carries a limit of this name, instead of one per call (a budget). */
  acrossCalls?: boolean;
}

export type Handler<C extends CallDef, X extends CallContext> = (
  payload: Payload<C>,
  ctx: X,
) => Promise<Result<Body<C>>>;

type AnyContext = CallContext & Partial<UserContext & StaffContext>;

/**
 * A read-only public call whose successful replies are kept, serialised, while the data behind them
 * is unchanged: the registrar answers a repeat of the same payload in the same locale with the same
 * bytes, without running the handler or serialising again. `version` must change whenever anything
 * the reply shows may have changed; `key` names what in the payload selects the reply.
 */
export interface ReplyCachePolicy<P> {
  key: (payload: P) => string;
  version: () => string;
}

/** One implemented call, type-erased for the registrar (which parses the payload with the same call). */
export interface Implementation {
  call: CallDef;
  access: 'public' | 'user' | 'staff';
  limits: readonly CallLimit[];
  handler: (payload: unknown, ctx: AnyContext) => Promise<Result<unknown>>;
  replyCache?: ReplyCachePolicy<unknown>;
}

function erase<C extends CallDef, X extends CallContext>(handler: Handler<C, X>): Implementation['handler'] {
  // Sound because the registrar passes only `call.payload.parse(...)` output and the context the
  // access level promises (a user for user calls, staff for staff calls).
  return handler as unknown as Implementation['handler'];
}

export function publicCall<C extends CallDef>(
  call: C,
  handler: Handler<C, CallContext>,
  limits: readonly CallLimit[] = [],
  replyCache?: ReplyCachePolicy<Payload<C>>,
): Implementation {
  const impl: Implementation = { call, access: 'public', limits, handler: erase(handler) };
  // Sound for the same reason as `erase`: the key sees only the parsed payload of this call.
  if (replyCache) impl.replyCache = replyCache as ReplyCachePolicy<unknown>;
  return impl;
}

export function userCall<C extends CallDef>(
  call: C,
  handler: Handler<C, UserContext>,
  limits: readonly CallLimit[] = [],
): Implementation {
  return { call, access: 'user', limits, handler: erase(handler) };
}

export function staffCall<C extends CallDef>(
  call: C,
  handler: Handler<C, StaffContext>,
  limits: readonly CallLimit[] = [],
): Implementation {
  return { call, access: 'staff', limits, handler: erase(handler) };
}

/**
 * What a file call whose type or name depends on its payload answers (`statement/pnl`: PDF or CSV):
 * the registrar sends `body` as is — a stream is piped, so a long file is never held whole in memory.
 */
export class FileReply {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: Readable | string,
  ) {}
}

/** A customer file call answering a `FileReply` (the contract's `download` names the default type). */
export function userFileCall<C extends CallDef>(
  call: C,
  handler: (payload: Payload<C>, ctx: UserContext) => Promise<Result<FileReply>>,
  limits: readonly CallLimit[] = [],
): Implementation {
  if (!call.download) throw new Error(`${call.path} is not a file call`);
  return { call, access: 'user', limits, handler: handler as unknown as Implementation['handler'] };
}

/** A staff file call answering a `FileReply` (`user/statement`). */
export function staffFileCall<C extends CallDef>(
  call: C,
  handler: (payload: Payload<C>, ctx: StaffContext) => Promise<Result<FileReply>>,
  limits: readonly CallLimit[] = [],
): Implementation {
  if (!call.download) throw new Error(`${call.path} is not a file call`);
  return { call, access: 'staff', limits, handler: handler as unknown as Implementation['handler'] };
}
