import { Code, INTERNAL_ERROR_CODE, type Locale, messageFor } from '@demo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPoolWaitTimeout } from '../db/client';
import { messages, parseLocale } from '../lib/messages';
import { type Localized, localize, type Result } from '../lib/result';
import { noteApiCode } from './api-codes';

/**
 * The one place that turns results into the wire envelope `{code, message, body}` (CONTRACT.md).
 * API replies are HTTP 200 whatever the code, except 503 when the database cannot take them (E11);
 * an unknown path is HTTP 404 with envelope code 404;
 * a bug is HTTP 500 with code INTERNAL_ERROR_CODE and a generic sentence, never a stack.
 */
export interface Envelope {
  code: number;
  message: string;
  body: unknown;
}

/** The reply code of a bug, outside the contract's table (the OpenAPI document describes it). */
export { INTERNAL_ERROR_CODE };

function envelopeOf(result: Result<unknown>, locale: Locale): Envelope {
  if (result.ok) {
    const message = result.message === undefined ? messageFor(Code.OK, locale) : localize(result.message, locale);
    return { code: Code.OK, message, body: result.body ?? null };
  }
  const message = result.message === undefined ? messageFor(result.code, locale) : localize(result.message, locale);
  return { code: result.code, message, body: result.body ?? null };
}

/** A successful result as the exact JSON text `sendResult` would send, for a reply kept and sent again. */
export function serializeResult(request: FastifyRequest, result: Result<unknown>): string {
  return JSON.stringify(envelopeOf(result, parseLocale(request.headers.locale)));
}

/** Sends a successful reply serialised before by `serializeResult`. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  noteApiCode(request, Code.OK);
  return reply.code(200).type('application/json; charset=utf-8').send(text);
}

export function sendResult(request: FastifyRequest, reply: FastifyReply, result: Result<unknown>): FastifyReply {
  const envelope = envelopeOf(result, parseLocale(request.headers.locale));
  noteApiCode(request, envelope.code);
  return reply.code(200).send(envelope);
}

/** Seconds a client is asked to wait after a 503 (E11): about how long a full request pool takes to drain. */
export const BUSY_RETRY_AFTER_S = 1;

/**
 * The reply when the database cannot take the request now (E11): HTTP 503 with Retry-After and the
 * envelope's code 503, so proxies, load balancers and our client all read it as "try again".
 */
export function sendBusy(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = parseLocale(request.headers.locale);
  noteApiCode(request, Code.SERVICE_BUSY);
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_S))
    .send({ code: Code.SERVICE_BUSY, message: messageFor(Code.SERVICE_BUSY, locale), body: null });
}

function badRequest(message: Localized, locale: Locale): Envelope {
  return { code: Code.ABNORMAL_DATA, message: localize(message, locale), body: null };
}

/** Maps framework errors (parsing, limits) to envelope replies; anything else is a bug. */
function envelopeForError(error: FastifyError, locale: Locale): { status: number; envelope: Envelope } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 200, envelope: badRequest(messages.bodyTooLarge, locale) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 200, envelope: badRequest(messages.contentTypeUnsupported, locale) };
  }
  if (error.statusCode === 429) {
    return {
      status: 200,
      envelope: { code: Code.TOO_MANY_REQUESTS, message: messageFor(Code.TOO_MANY_REQUESTS, locale), body: null },
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 200, envelope: badRequest(messages.bodyMalformed, locale) };
  }
  return {
    status: 500,
    envelope: { code: INTERNAL_ERROR_CODE, message: localize(messages.internalError, locale), body: null },
  };
}

export function installEnvelope(
  app: FastifyInstance,
  spaFallback: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A wait for the request pool that ran out is the database being busy, not a bug (E11).
    if (isPoolWaitTimeout(error)) {
      request.log.warn({ url: request.url }, 'request pool wait timed out; answered 503');
      return sendBusy(request, reply);
    }
    const locale = parseLocale(request.headers.locale);
    const { status, envelope } = envelopeForError(error, locale);
    if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ errCode: error.code, statusCode: error.statusCode }, 'request rejected');
    noteApiCode(request, envelope.code);
    return reply.code(status).send(envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return reply;
    const locale = parseLocale(request.headers.locale);
    noteApiCode(request, Code.ABNORMAL_DATA);
    return reply.code(404).send(badRequest(messages.unknownPath, locale));
  });
}
