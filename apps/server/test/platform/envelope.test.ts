// Proves the wire envelope: every reply is {code, message, body}, bad input names the field in the
// caller's language, unknown paths are HTTP 404, and public content, health and metrics answer.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { call, type Harness, randomIp, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('the envelope', () => {
  it('wraps a successful reply in code 200 with the settings a fresh install starts with', async () => {
    const reply = await call<Record<string, unknown>>(h.app, 'config/setting');
    expect(reply.status).toBe(200);
    expect(reply.code).toBe(200);
    expect(reply.message).toBe('Success');
    expect(reply.body).toMatchObject({
      minChargeAmount: '100.00',
      minWithdrawAmount: '100.00',
      defaultCurrency: 'INR',
      tradeHandCount: 1,
      invitationRequired: false,
      simulated: true,
    });
  });

  it('answers an unknown path with HTTP 404 and envelope code 404', async () => {
    const reply = await call(h.app, 'no/such/call');
    expect(reply.status).toBe(404);
    expect(reply).toMatchObject({ code: 404, body: null });
    expect(reply.message).toBeTruthy();
  });

  it('names the bad field in English by default', async () => {
    const reply = await call(h.app, 'user/register', { username: '12345', password: 'secret-1', code: '123456' });
    expect(reply.status).toBe(200);
    expect(reply).toMatchObject({ code: 404, message: 'Account must be an Indian mobile number or an e-mail address' });
  });

  it('names the bad field in Hindi when the locale header asks for it', async () => {
    const reply = await call(
      h.app,
      'user/register',
      { username: '9876543210', password: '123', code: '123456' },
      { locale: 'hi' },
    );
    expect(reply.code).toBe(404);
    expect(reply.message).toBe('पासवर्ड 6-20 अक्षरों का होना चाहिए');
  });

  it('says a missing field is required', async () => {
    const reply = await call(h.app, 'access/user', { password: 'whatever' });
    expect(reply).toMatchObject({ code: 404, message: 'Account is required' });
  });

  it('accepts JSON bodies as well as forms', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/category/front',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      payload: JSON.stringify({ locale: 'en' }),
    });
    expect(reply.json()).toMatchObject({ code: 200 });
  });

  it('turns a malformed JSON body into code 404, not a crash', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/access/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 404, message: 'Request body is malformed', body: null });
  });

  it('turns an unsupported content type into code 404 naming the problem', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/access/user',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(reply.json()).toEqual({ code: 404, message: 'Content type is not supported', body: null });
  });

  it('turns a body over the size limit into code 404', async () => {
    const reply = await call(h.app, 'access/user', { username: 'x'.repeat(300_000), password: 'y' });
    expect(reply).toMatchObject({ code: 404, message: 'Request body is too large' });
  });

  it('a failure inside the server answers HTTP 500 with a generic sentence and no stack', async () => {
    const broken = openDatabase(inject('databaseUrl'));
    await broken.close();
    const app = await buildApp({ db: broken.db, logLevel: 'silent' });
    try {
      const reply = await call(app, 'config/setting', {}, { locale: 'hi' });
      expect(reply.status).toBe(500);
      expect(reply).toMatchObject({ code: 1000, message: 'आंतरिक त्रुटि, कृपया पुनः प्रयास करें', body: null });
      expect(JSON.stringify(reply)).not.toMatch(/at |Error|pool/i);
    } finally {
      await app.close();
    }
  });

  it('answers a protected call without a token with 402', async () => {
    const reply = await call(h.app, 'user/detail');
    expect(reply).toMatchObject({ code: 402, message: 'Please log in', body: null });
  });
});

describe('public content', () => {
  it('lists the ten market categories in English and in Hindi', async () => {
    const en = await call<Array<{ code: string; name: string; key: string }>>(h.app, 'category/front', {
      locale: 'en',
    });
    expect(en.body).toHaveLength(10);
    expect(en.body.map((c) => c.code)).toContain('nse');
    const hi = await call<Array<{ name: string }>>(h.app, 'category/front', {}, { locale: 'hi' });
    expect(hi.body[0]?.name).toBe('विदेशी मुद्रा');
  });

  it('shows the about page and notices in the requested language', async () => {
    const about = await call<{ title: string }>(h.app, 'about/visible', { locale: 'hi' });
    expect(about.body.title).toBe('DEMO के बारे में');
    const notices = await call<{ list: Array<{ title: string; createdAt: number }>; total: number }>(
      h.app,
      'notice/front',
      {
        locale: 'en',
        page: 1,
        size: 2,
      },
    );
    expect(notices.body.total).toBeGreaterThanOrEqual(3);
    expect(notices.body.list).toHaveLength(2);
    expect(typeof notices.body.list[0]?.createdAt).toBe('number');
  });

  it('lists customer-service channels from the customer setting', async () => {
    const reply = await call<{ channels: Array<{ type: string }> }>(h.app, 'customer/info');
    expect(reply.body.channels.map((c) => c.type)).toContain('email');
  });
});

describe('operations endpoints', () => {
  it('reports health with a database round trip', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics counting requests by route and code', async () => {
    await call(h.app, 'config/setting');
    const reply = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.body).toContain('process_resident_memory_bytes');
    expect(reply.body).toMatch(
      /http_requests_total\{method="POST",route="\/api\/smart\/config\/setting",status="200"\} \d+/,
    );
    expect(reply.body).toMatch(/api_replies_total\{route="\/api\/smart\/config\/setting",code="200"\} \d+/);
    expect(reply.body).toContain('http_request_duration_seconds_bucket');
  });

  it('serves the OpenAPI document and Swagger UI at /docs', async () => {
    const json = await h.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/smart/access/user']).toBeDefined();
    const ui = await h.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
