// Proves the built apps are sent the way a phone on a slow network needs them (V1): each script
// and style as the build's brotli or gzip copy, whichever the browser accepts (never compressed per
// request), hashed assets cached for a year as immutable, index.html always revalidated.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { cacheControlFor, HASHED_ASSET_CACHE, PAGE_CACHE, registerStatic } from '../../src/plugins/static';

let scratch = '';
let app: FastifyInstance;
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'demo-static-'));
  const web = join(scratch, 'web');
  await mkdir(join(web, 'assets'), { recursive: true });
  await writeFile(join(web, 'index.html'), `<!doctype html><title>app</title>${'<!-- pad -->'.repeat(100)}`);
  await writeFile(join(web, 'assets/index-AbCd1234.js'), script);
  await writeFile(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(web);
  app = Fastify();
  const fallback = await registerStatic(app, { webDist: web, consoleDist: join(scratch, 'none') });
  app.setNotFoundHandler((request, reply) => {
    if (!fallback(request, reply)) void reply.code(404).send();
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('V1: the built app is sent precompressed and cached by its hash', () => {
  it('writes a .br and a .gz beside each compressible file and leaves tiny ones alone', async () => {
    const web = join(scratch, 'web');
    expect(brotliDecompressSync(await readFile(join(web, 'assets/index-AbCd1234.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(web, 'assets/index-AbCd1234.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(web, 'favicon.svg.br'))).rejects.toThrow();
  });

  it('sends brotli when accepted, else gzip, else the file itself, and says it varies', async () => {
    const br = await app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('caches hashed assets for a year as immutable and makes index.html revalidate', async () => {
    const asset = await app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toContain('immutable');
    const root = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['cache-control']).toBe(PAGE_CACHE);
    const deepLink = await app.inject({ url: '/pages/mine/mine', headers: { accept: 'text/html' } });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['cache-control']).toBe(PAGE_CACHE);
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).not.toContain('immutable');
  });

  it('judges the policy by the original name of a compressed copy', () => {
    expect(cacheControlFor('/d/assets/HomePage-C0q0wngi.js.br')).toBe(HASHED_ASSET_CACHE);
    expect(cacheControlFor('/d/index.html.gz')).toBe(PAGE_CACHE);
    expect(cacheControlFor('/d/news-covers/market.svg')).not.toBe(HASHED_ASSET_CACHE);
  });
});
