import type { FastifyRequest } from 'fastify';

/**
 * The envelope code of each reply, noted by the envelope and read by the metrics' response hook.
 * It lives beside the envelope so that the plugin never imports a feature module (no upward imports).
 */
const apiCodes = new WeakMap<FastifyRequest, number>();

/** Remembers the envelope code of a reply so the response hook can count it. */
export function noteApiCode(request: FastifyRequest, code: number): void {
  apiCodes.set(request, code);
}

/** The envelope code noted for this request, if any. */
export function apiCodeOf(request: FastifyRequest): number | undefined {
  return apiCodes.get(request);
}
