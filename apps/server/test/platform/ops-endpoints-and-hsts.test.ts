// Proves the operators' endpoints are not public where they should not be (E6): /metrics and /docs
// answer only the allowed addresses (local by default in production) or staff, and HSTS is sent
// over TLS (a trusted proxy's X-Forwarded-Proto) and never over plain http, and that TRUST_PROXY
// believes only the hops it names, so a forged X-Forwarded-For cannot pass for the machine itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { parseOpsAccess } from '../../src/http/ops-access';
import { staffToken } from '../support/funds';
import { type Harness, startHarness } from '../support/harness';

function get(h: Harness, url: string, from: string, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': from, ...headers } });
}

describe('E6: an allow-list', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ app: { opsAccess: parseOpsAccess('local,10.20.0.0/16', true) } });
  });
  afterAll(async () => h.close());

  it('lets local and listed addresses read /metrics and /docs, and answers everyone else as an unknown path', async () => {
    expect((await get(h, '/metrics', '127.0.0.1')).statusCode).toBe(200);
    expect((await get(h, '/metrics', '10.20.3.4')).statusCode).toBe(200);
    expect((await get(h, '/docs/json', '10.20.3.4')).statusCode).toBe(200);
    const outsider = await get(h, '/metrics', '203.0.113.9');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('process_');
    expect((await get(h, '/docs', '203.0.113.9')).statusCode).toBe(404);
    // The customer API and health stay open to all.
    expect((await get(h, '/healthz', '203.0.113.9')).statusCode).toBe(200);
  });

  it('refuses a malformed entry at start, naming it', () => {
    expect(() => parseOpsAccess('local,10.0.0.0/99', true)).toThrow(/10\.0\.0\.0\/99/);
    expect(() => parseOpsAccess('intranet', true)).toThrow(/intranet/);
    expect(parseOpsAccess(undefined, false).kind).toBe('any');
    expect(parseOpsAccess(undefined, true).kind).toBe('list');
  });
});

describe('E6: staff only, and HSTS over TLS', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ app: { opsAccess: parseOpsAccess('staff', true) } });
  });
  afterAll(async () => h.close());

  it('answers /metrics to a staff token only', async () => {
    expect((await get(h, '/metrics', '127.0.0.1')).statusCode).toBe(404);
    const staff = await staffToken(h, 'support');
    expect((await get(h, '/metrics', '203.0.113.9', { token: staff.token })).statusCode).toBe(200);
  });

  it('sends Strict-Transport-Security when the trusted proxy says https, never over http', async () => {
    const overTls = await get(h, '/healthz', '203.0.113.9', { 'x-forwarded-proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await get(h, '/healthz', '203.0.113.9');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('E6: TRUST_PROXY believes only the hops it names', () => {
  // What a client behind our one load balancer can write: its own forged hops, then the balancer's
  // true record of where it came from.
  const forged = { 'x-forwarded-for': '127.0.0.1, 6.6.6.6' };
  const fromProxy = (h: Harness, url: string) =>
    h.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.50', headers: forged });
  let localOnly: Harness;
  let onlySixes: Harness;
  beforeAll(async () => {
    const trustProxy = loadEnv({ TRUST_PROXY: '1' }).trustProxy;
    localOnly = await startHarness({ app: { opsAccess: parseOpsAccess('local', true), trustProxy } });
    onlySixes = await startHarness({ app: { opsAccess: parseOpsAccess('6.6.6.6', true), trustProxy } });
  });
  afterAll(async () => {
    await localOnly?.close();
    await onlySixes?.close();
  });

  it('E6: with one hop, a forged X-Forwarded-For: 127.0.0.1 is seen as the address the proxy saw and refused /metrics', async () => {
    expect((await fromProxy(localOnly, '/metrics')).statusCode).toBe(404);
    expect((await fromProxy(localOnly, '/docs/json')).statusCode).toBe(404);
    // The same request is let in where 6.6.6.6 is allowed: the server saw the client as 6.6.6.6.
    expect((await fromProxy(onlySixes, '/metrics')).statusCode).toBe(200);
  });

  it('refuses TRUST_PROXY=true at start with what to write instead, and reads counts and address lists', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1 behind one load balancer/);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/proxy\.internal/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});
