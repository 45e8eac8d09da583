import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Redacted wherever they appear in a logged object. Request bodies are never logged in the first
 * place; this is the second line of defence. `smsCode` is deliberately absent: the log-writing SMS
 * sender's one line is the only place a code may appear.
 */
export const REDACTED_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'code',
  'token',
  'creditNumber',
  'accountNumber',
];
export const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((k) => `*.${k}`),
];

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

const PARAMS_LINE = /^params: .*$/gm;
/** PostgreSQL quotes the refused value in these messages ("invalid input syntax for type integer: "…""). */
const QUOTED_INPUT = /(invalid input (?:syntax|value) for [^:\n]+): .*$/gm;
/** Fields of a failed query that carry the row's values: its bound parameters, PostgreSQL's detail. */
const VALUE_FIELDS = ['params', 'detail', 'parameters', 'where'];

/**
 * Errors without the values a failed query was given: drizzle puts the bound parameters (names,
 * phone numbers, sealed account numbers) in its message and a `params` field, and PostgreSQL's
 * `detail` repeats the offending value. The query text, codes and constraint names stay.
 */
function errorWithoutValues(error: unknown): SerializedError {
  const serialized = pino.stdSerializers.err(error as Error) as SerializedError;
  return scrub(serialized, 0);
}

function withoutValues(text: string): string {
  return text.replace(PARAMS_LINE, 'params: [redacted]').replace(QUOTED_INPUT, '$1: [redacted]');
}

function scrub(value: SerializedError, depth: number): SerializedError {
  const out: SerializedError = { ...value };
  for (const field of VALUE_FIELDS) delete out[field];
  if (typeof out.message === 'string') out.message = withoutValues(out.message);
  if (typeof out.stack === 'string') out.stack = withoutValues(out.stack);
  if (depth < 3 && typeof out.cause === 'object' && out.cause !== null) {
    out.cause = scrub(out.cause as SerializedError, depth + 1);
  }
  return out;
}

/** Typed as Fastify's logger so the app instance keeps Fastify's default logger type. */
export function createLogger(level: string, stream?: DestinationStream): FastifyBaseLogger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorWithoutValues },
  };
  return stream ? pino(options, stream) : pino(options);
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a pino child (with the request id bound) only when it first logs
 * at an enabled level. Fastify makes one per request, and binding the id costs pino a redaction
 * pass; most requests log nothing, so most pay nothing (issue 17, the per-request cost). Given to
 * Fastify as `childLoggerFactory`; a route with a level of its own gets a real child at once.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: { level?: string },
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyChild(logger, bindings) as unknown as FastifyBaseLogger;
}

class LazyChild {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): FastifyBaseLogger {
    return this.realChild().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  private log(level: LogLevel, args: unknown[]): void {
    if (!(this.parent as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level)) return;
    (this.realChild()[level] as (...a: unknown[]) => void)(...args);
  }

  private realChild(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }
}
