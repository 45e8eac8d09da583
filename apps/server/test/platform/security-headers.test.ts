// Proves every reply carries the security headers (E6): a call, an unknown path and the app's page
// get the content security policy and helmet's set, worked out once at start; HSTS only over TLS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersOf } from '../../src/http/security-headers';
import { type Harness, startHarness } from '../support/harness';

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('are on every reply, the same as helmet writes them', async () => {
    for (const url of ['/healthz', '/no/such/path', '/api/smart/config/setting']) {
      const reply = await h.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      expect(reply.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('are worked out from helmet once, with the options given', () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-dns-prefetch-control']).toBe('off');
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
