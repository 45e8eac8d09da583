import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticOptions {
  webDist: string;
  consoleDist: string;
}

const CONSOLE_PREFIX = '/console/';
/**
 * Vite names every file under `assets/` by a hash of its contents: it never changes under that name,
 * so the browser may keep it a year without asking again (SPEC V1). index.html (which names the
 * current hashes) is always revalidated; the few unhashed files (favicon, news covers) for an hour.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';
export const UNHASHED_CACHE = 'public, max-age=3600';
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8,}\.\w+$/;

function hasIndex(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** The cache policy of one built file, by its path on disk (a `.br` or `.gz` copy as its original). */
export function cacheControlFor(path: string): string {
  const original = path.replace(/\.(?:br|gz)$/, '');
  if (original.endsWith('.html')) return PAGE_CACHE;
  return HASHED_ASSET.test(original) ? HASHED_ASSET_CACHE : UNHASHED_CACHE;
}

/**
 * Serves the built customer app at `/` and the console at `/console/` when their builds exist.
 * The build writes brotli and gzip copies beside each file (scripts/precompress.mjs); `preCompressed`
 * sends the one the browser accepts, with `vary: accept-encoding`, and nothing is compressed per request.
 * Returns the SPA fallback the not-found handler uses: a browser GET for an unknown page gets the
 * app's index.html; API paths never do.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: StaticOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const web = hasIndex(options.webDist);
  const consoleApp = hasIndex(options.consoleDist);
  const common = {
    preCompressed: true,
    // The policy is set per file below; @fastify/static's own header would only be overwritten.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      void reply.header('cache-control', cacheControlFor(path));
    },
  };
  if (web) {
    await app.register(fastifyStatic, { root: options.webDist, prefix: '/', ...common });
  }
  if (consoleApp) {
    await app.register(fastifyStatic, {
      root: options.consoleDist,
      prefix: CONSOLE_PREFIX,
      decorateReply: !web,
      ...common,
    });
  }
  if (!web && !consoleApp) return () => false;
  app.get('/console', (_request, reply) => reply.redirect(CONSOLE_PREFIX));

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || path.startsWith('/api/') || path.startsWith('/uploads/')) return false;
    if (path.startsWith(CONSOLE_PREFIX)) {
      if (!consoleApp) return false;
      void reply.header('cache-control', PAGE_CACHE).sendFile('index.html', options.consoleDist);
      return true;
    }
    if (!web) return false;
    void reply.header('cache-control', PAGE_CACHE).sendFile('index.html', options.webDist);
    return true;
  };
}
