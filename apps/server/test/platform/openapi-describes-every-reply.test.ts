// Proves the served OpenAPI document describes the replies the running app really sends: successes,
// refusals (bad input, 402 without a token, 429, a refused download), the unknown-path 404 and a CSV
// download each validate against the document's schema for their path, status and media type.
import { CONSOLE_API_BASE, CUSTOMER_API_BASE, consoleCallList, customerCallList } from '@demo/contract';
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_SIZE_MAX } from '../../src/db/client';
import { startSocketNode } from '../realtime/socket-helpers';
import { staffToken } from '../support/funds';
import { type Harness, randomIp, randomPhone, registerUser, startHarness } from '../support/harness';

interface Recorded {
  name: string;
  path: string;
  status: number;
  mediaType: string;
  body: unknown;
}

type Responses = Record<string, { content?: Record<string, { schema: object }> }>;

let h: Harness;
let responsesOf: (path: string) => Responses | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  h = await startHarness();
  const served = await h.app.inject({ method: 'GET', url: '/docs/json' });
  expect(served.statusCode).toBe(200);
  const document = served.json() as { paths: Record<string, { post: { responses: Responses } }> };
  responsesOf = (path) => document.paths[path]?.post.responses;
});
afterAll(async () => h.close());

/** Sends one form-encoded call and records what came back, as a client would see it. */
async function record(
  name: string,
  path: string,
  payload: Record<string, string> = {},
  headers: Record<string, string> = {},
  app = h.app,
): Promise<Recorded> {
  const reply = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp(), ...headers },
    payload: new URLSearchParams(payload).toString(),
  });
  const mediaType =
    String(reply.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const body: unknown = mediaType === 'application/json' ? reply.json() : reply.body;
  return { name, path, status: reply.statusCode, mediaType, body };
}

/** The document's schema for a reply's path, HTTP status and media type; the unknown path's for any other path. */
function schemaFor(reply: Recorded, documented: boolean): object | undefined {
  const responses = documented ? responsesOf(reply.path) : responsesOf('/api/smart/config/setting');
  return responses?.[String(reply.status)]?.content?.[reply.mediaType]?.schema;
}

function expectDescribed(reply: Recorded, documented = true): void {
  const schema = schemaFor(reply, documented);
  expect(schema, `${reply.name}: no schema for HTTP ${reply.status} ${reply.mediaType}`).toBeDefined();
  if (!schema) return;
  const validate = ajv.compile(schema);
  const valid = validate(reply.body);
  expect(valid, `${reply.name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

describe('E1, E3: the served OpenAPI document describes every kind of reply', () => {
  it('describes successes of customer and staff calls', async () => {
    const user = await registerUser(h);
    const staff = await staffToken(h, 'admin');
    const replies = [
      await record('config', '/api/smart/config/setting'),
      await record('watchlist', '/api/smart/collect/all', {}, { token: user.token }),
      await record('order list', '/api/smart/order/list', {}, { token: user.token }),
      await record('alert list', '/api/smart/alert/list', {}, { token: user.token }),
      await record('staff withdrawals', '/api/console/review/withdraw/list', {}, { token: staff.token }),
    ];
    for (const reply of replies) {
      expect((reply.body as { code: number }).code, reply.name).toBe(200);
      expectDescribed(reply);
    }
  });

  it('describes refusals: bad input, no token, too many requests, and the unknown path', async () => {
    const user = await registerUser(h);
    const phone = randomPhone();
    await record('first code', '/api/smart/user/sms', { phone, smsType: 'register' });
    const replies = [
      await record(
        'bad input',
        '/api/smart/alert/create',
        { code: 'BTCUSD', condition: 'above', value: 'x' },
        {
          token: user.token,
        },
      ),
      await record('no token', '/api/smart/order/list'),
      await record('no token, download', '/api/smart/balance/log/export', { accountType: 'real' }),
      // A second code to the same phone within its wait is refused with 429.
      await record('too many', '/api/smart/user/sms', { phone, smsType: 'register' }),
    ];
    expect(replies.map((r) => (r.body as { code: number }).code)).toEqual([404, 402, 402, 429]);
    for (const reply of replies) expectDescribed(reply);
    const unknown = await record('unknown path', '/api/smart/no/such/call');
    expect(unknown.status).toBe(404);
    expectDescribed(unknown, false);
  });

  it('describes a CSV download by its media type, not as JSON', async () => {
    const user = await registerUser(h);
    const reply = await record('csv', '/api/smart/balance/log/export', { accountType: 'real' }, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.mediaType).toBe('text/csv');
    expectDescribed(reply);
    // The JSON success envelope is not what a download answers.
    expect(responsesOf(reply.path)?.['200']?.content?.['application/json']?.schema).not.toMatchObject({
      oneOf: expect.anything(),
    });
  });

  it('describes what every call answers to an empty payload without a token', async () => {
    const calls = [
      ...customerCallList.filter((c) => !c.multipart).map((c) => CUSTOMER_API_BASE + c.path),
      ...consoleCallList.map((c) => CONSOLE_API_BASE + c.path),
    ];
    for (const path of calls) expectDescribed(await record(`${path} (empty, anonymous)`, path));
  });

  it('E11: describes the busy reply (HTTP 503) of a call that met a full request pool', async () => {
    const node = await startSocketNode({ poolWaitMs: 200 });
    const held = await Promise.all(Array.from({ length: POOL_SIZE_MAX }, () => node.database.pool.connect()));
    try {
      const user = await registerUser(h);
      const busy = await record('busy', `${CUSTOMER_API_BASE}user/detail`, {}, { token: user.token }, node.app);
      expect(busy.status).toBe(503);
      expectDescribed(busy);
    } finally {
      for (const client of held) client.release();
      await node.close();
    }
  });
});
