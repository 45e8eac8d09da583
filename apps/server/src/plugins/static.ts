import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticOptions {
  webDist: string;
  consoleDist: string;
}

const CONSOLE_PREFIX = '/console/';
/** Hashed build assets never change under their name; index.html must always be revalidated. */
const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

function hasIndex(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built customer app at `/` and the console at `/console/` when their builds exist.
 * Returns the SPA fallback the not-found handler uses: a browser GET for an unknown page gets the
 * app's index.html; API paths never do.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: StaticOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const web = hasIndex(options.webDist);
  const consoleApp = hasIndex(options.consoleDist);
  const setHeaders = (reply: FastifyReply, path: string) => {
    if (path.endsWith('.html')) void reply.header('cache-control', 'no-cache');
  };
  if (web) {
    await app.register(fastifyStatic, { root: options.webDist, prefix: '/', maxAge: ASSET_MAX_AGE_MS, setHeaders });
  }
  if (consoleApp) {
    await app.register(fastifyStatic, {
      root: options.consoleDist,
      prefix: CONSOLE_PREFIX,
      decorateReply: !web,
      maxAge: ASSET_MAX_AGE_MS,
      setHeaders,
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
      void reply.header('cache-control', 'no-cache').sendFile('index.html', options.consoleDist);
      return true;
    }
    if (!web) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist);
    return true;
  };
}
