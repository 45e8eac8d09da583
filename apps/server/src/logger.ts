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

/** Typed as Fastify's logger so the app instance keeps Fastify's default logger type. */
export function createLogger(level: string, stream?: DestinationStream): FastifyBaseLogger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}
