// Proves `data/proxy` is never an open proxy: only hosts on the allow-list are fetched (here a
// loopback server standing in for one; the tests touch no outside network), anything else is 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataProxy, PROXY_ALLOWED_HOSTS } from '../../src/modules/markets/proxy';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/quote.json') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ symbol: 'NIFTY', last: '25900.00' }));
    } else {
      response.statusCode = 404;
      response.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('data proxy', () => {
  it('the shipped allow-list is empty, so every host is refused', async () => {
    expect(PROXY_ALLOWED_HOSTS).toEqual([]);
    expect(await dataProxy(`${base}/quote.json`)).toMatchObject({ ok: false, code: 404 });
  });

  it('an allowed host is fetched and its JSON passed through; a failing page is 404 naming the address', async () => {
    expect(await dataProxy(`${base}/quote.json`, ['127.0.0.1'])).toEqual({
      ok: true,
      body: { symbol: 'NIFTY', last: '25900.00' },
    });
    const missing = await dataProxy(`${base}/missing`, ['127.0.0.1']);
    expect(missing).toMatchObject({ ok: false, code: 404, message: { en: 'Web address could not be fetched' } });
  });
});
