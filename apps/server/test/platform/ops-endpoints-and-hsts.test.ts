// Proves the operators' endpoints are not public where they should not be (E6): /metrics and /docs
// answer only the allowed addresses (local by default in production) or staff, and HSTS is sent
// over TLS (a trusted proxy's X-Forwarded-Proto) and never over plain http.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
