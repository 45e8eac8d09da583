// Proves no payload ends in a 500 (E4): for every call of the contract, generated payloads mix
// plausible values with ids beyond the integer column, amounts beyond 64-bit minor units, control
// characters, huge and prototype-polluting fields, and every decimal field gets values just above
// its documented maximum; every refusal is a contract code naming the field.
import {
  type CallDef,
  consoleCallList,
  type fields as contractFields,
  customerCallList,
  fieldLabel,
  urlOf,
} from '@demo/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalFieldsOf, fieldsOf } from '../support/contract-fields';
import { staffToken } from '../support/funds';
import { type Harness, randomIp, registerUser, startHarness } from '../support/harness';

let h: Harness;
let userToken = '';
let adminToken = '';

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/** Values a client could plausibly send, so payloads get past parsing into the handlers. */
const PLAUSIBLE: readonly string[] = [
  '1',
  '2',
  '100',
  '0.5',
  'abc',
  'INR',
  'en',
  '9876543210',
  '123456',
  'true',
  '[1]',
];

/** What the probe sent that once answered 500, and its relatives. */
const HOSTILE: readonly string[] = [
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '-9223372036854775809',
  '1e309',
  '0.000000000000000000001',
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  '\u001b[31mred',
  '\ud800',
  '[2147483648]',
  '[1e400]',
  '{"__proto__":{"polluted":1}}',
  'x'.repeat(5000),
  '',
  ' ',
];

const payloadFor = (fields: readonly string[]) =>
  fc.record(Object.fromEntries(fields.map((field) => [field, fc.constantFrom(...PLAUSIBLE, ...HOSTILE)])), {
    requiredKeys: [],
  });

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'userId'] as const;

async function send(
  callDef: CallDef,
  payload: Record<string, string>,
): Promise<{ status: number; code: number; message: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': randomIp(),
  };
  if (callDef.access === 'user') headers.token = userToken;
  if (callDef.access === 'staff') headers.token = adminToken;
  const reply = await h.app.inject({
    method: 'POST',
    url: urlOf(callDef),
    headers,
    payload: new URLSearchParams(Object.entries(payload)).toString(),
  });
  // A download (balance/log/export answers CSV) carries no envelope: its HTTP status says it all.
  const isJson = String(reply.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) return { status: reply.statusCode, code: reply.statusCode, message: '' };
  const parsed = reply.json() as { code: number; message: string };
  return { status: reply.statusCode, code: parsed.code, message: parsed.message };
}

const calls = [...customerCallList, ...consoleCallList].filter(
  (c) => !c.multipart && (!process.env.FUZZ_ONLY || c.path === process.env.FUZZ_ONLY),
);
const RUNS_PER_CALL = 12;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

async function expectNo500(
  callDef: CallDef,
  sent: Record<string, string>,
): Promise<{ status: number; code: number; message: string }> {
  const reply = await send(callDef, sent);
  if (callDef.access !== 'public' && !callDef.path.endsWith('logout')) {
    expect(SESSION_REFUSALS, `${callDef.path} refused the session`).not.toContain(reply.code);
  }
  if (process.env.FUZZ_ONLY) console.log(JSON.stringify(sent).slice(0, 100), reply.status, reply.code, reply.message);
  const seen = JSON.stringify({
    sent: Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v.slice(0, 60)])),
    reply,
  });
  expect(reply.status, seen).toBeLessThan(500);
  expect(reply.code, seen).not.toBe(INTERNAL_ERROR);
  if (reply.code === 404) expect(reply.message.trim().length, seen).toBeGreaterThan(0);
  return reply;
}

/** Values one digit past a decimal field's bound: the smallest such, its negative, and a long one. */
function justAbove(bound: contractFields.DecimalBound): string[] {
  const smallest = `1${'0'.repeat(bound.integerDigitsMax)}`;
  return [smallest, `-${smallest}`, `${'9'.repeat(bound.integerDigitsMax + 1)}.99`];
}

const INTERNAL_ERROR = 1000;
/** No token, expired, ended: a fuzzed payload answered with one of these never reached its handler. */
const SESSION_REFUSALS = [402, 280, 281];

describe(`E4: no payload answers 500 (seed ${SEED}; FUZZ_SEED replays)`, () => {
  it.each(calls.map((c) => [c.path, c] as const))('%s', async (_path, callDef) => {
    // Fresh sessions for each call: an earlier call (a logout, a password change) may have ended them,
    // and a payload refused for want of a session proves nothing about the handler.
    if (callDef.access === 'user') userToken = (await registerUser(h)).token;
    if (callDef.access === 'staff') adminToken = (await staffToken(h, 'admin')).token;
    const fields = fieldsOf(callDef.payload);
    // Every hostile value in every field, the other fields plausible, so parsing reaches each one.
    for (const field of fields) {
      for (const value of HOSTILE) {
        await expectNo500(callDef, { ...Object.fromEntries(fields.map((f) => [f, '1'])), [field]: value });
      }
    }
    // Every decimal field at its documented maximum and just above it (E4): above it the contract
    // itself refuses, 404 naming the field, so no scaled amount reaches a bigint column.
    const plausible = Object.fromEntries(fields.map((f) => [f, '1']));
    for (const { field, bound } of decimalFieldsOf(callDef.payload)) {
      await expectNo500(callDef, { ...plausible, [field]: '9'.repeat(bound.integerDigitsMax) });
      for (const value of justAbove(bound)) {
        const sent = { ...plausible, [field]: value };
        const reply = await expectNo500(callDef, sent);
        expect(reply.code, `${callDef.path} ${field}=${value}`).toBe(404);
        const parsed = callDef.payload.safeParse(sent);
        const issues = parsed.success ? [] : parsed.error.issues;
        expect(
          issues.some((issue) => issue.path[0] === field),
          `${callDef.path}: the contract lets ${field}=${value} through`,
        ).toBe(true);
        if (issues[0]?.path[0] === field) expect(reply.message).toContain(fieldLabel(field, 'en'));
      }
    }
    // Then random mixtures, with keys that try to pollute prototypes.
    await fc.assert(
      fc.asyncProperty(payloadFor(fields), fc.subarray([...EXTRA_KEYS]), async (payload, extras) => {
        const sent: Record<string, string> = Object.fromEntries(
          Object.entries(payload).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        for (const key of extras) Object.defineProperty(sent, key, { value: '{"polluted":1}', enumerable: true });
        await expectNo500(callDef, sent);
      }),
      { numRuns: RUNS_PER_CALL, seed: SEED },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
