// Proves bad input always yields one sentence that names the field in English and in real Hindi, for every field and every custom reason the contract uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  consoleCallList,
  customerCallList,
  dataMarket,
  describeIssues,
  describeProblem,
  drawingList,
  fieldLabels,
  orderCreate,
  orderList,
  payloadProblem,
  schemaLabel,
  translateReason,
  userBankInsert,
  userRegister,
  userTotpDisable,
  withdrawWithdraw,
} from '../src/index';

const DEVANAGARI = /[\u0900-\u097F]/;

function fail(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return {
    en: describeIssues(result.error.issues, 'en', input, schema),
    hi: describeIssues(result.error.issues, 'hi', input, schema),
  };
}

function payloadFields(): string[] {
  const names = new Set<string>();
  for (const call of [...customerCallList, ...consoleCallList]) {
    const shape = (call.payload as unknown as { shape?: Record<string, unknown> }).shape;
    expect(shape, call.path).toBeDefined();
    for (const name of Object.keys(shape ?? {})) names.add(name);
  }
  return [...names];
}

describe('describeIssues', () => {
  it('names the field and the reason in both languages', () => {
    const { en, hi } = fail(userBankInsert.payload, {
      bankName: 'SBI',
      address: 'Pune',
      ifsc: 'BAD',
      payee: 'A',
      accountNumber: '123456789',
    });
    expect(en).toEqual({ field: 'ifsc', message: 'IFSC code must be an IFSC code like SBIN0001234' });
    expect(hi.message).toBe('IFSC कोड SBIN0001234 जैसा IFSC कोड होना चाहिए');
  });

  it('says a missing field is required, even through unions and enums when given the input', () => {
    const { en, hi } = fail(withdrawWithdraw.payload, { type: 'bank', amount: '10', password: '123456' });
    expect(en.message).toBe('Withdrawal account is required');
    expect(hi.message).toBe('निकासी खाता आवश्यक है');
    const noDirection = fail(orderCreate.payload, { code: 'BTCUSD', hands: '1', requestId: 'abcdefgh' });
    expect(noDirection.en.message).toBe('Direction is required');
    expect(noDirection.hi.message).toBe('दिशा आवश्यक है');
  });

  it('puts the numbers of a limit back into the Hindi', () => {
    const { en, hi } = fail(userRegister.payload, { username: '9876543210', password: '123', code: '123456' });
    expect(en.message).toBe('Password must be 6-20 characters');
    expect(hi.message).toBe('पासवर्ड 6-20 अक्षरों का होना चाहिए');
    expect(translateReason('must be at most 64 characters')).toBe('अधिकतम 64 अक्षरों का होना चाहिए');
  });

  it('names a bad JSON list', () => {
    const { en, hi } = fail(orderList.payload, { status: 'BUILD' });
    expect(en.message).toBe('Status must be a JSON list');
    expect(hi.message).toBe('स्थिति JSON सूची होनी चाहिए');
  });

  it('keeps a custom reason of a cross-field rule', () => {
    const { en } = fail(orderCreate.payload, {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'limit',
      hands: '1',
      requestId: 'abcdefgh',
    });
    expect(en.message).toBe('Price is required for a limit order');
  });
});

describe('E2: a field named by what it holds in its call', () => {
  it('names a missing or bad `code` of a product call the product code', () => {
    for (const call of [dataMarket, drawingList]) {
      const missing = fail(call.payload, {});
      expect(missing.en, call.path).toEqual({ field: 'code', message: 'Product code is required' });
      expect(missing.hi.message, call.path).toBe('उत्पाद कोड आवश्यक है');
    }
    const long = fail(dataMarket.payload, { code: 'X'.repeat(33) });
    expect(long.en.message).toBe('Product code must be at most 32 characters');
  });

  it('still names a missing or bad `code` of a verification call the verification code', () => {
    const missing = fail(userTotpDisable.payload, {});
    expect(missing.en.message).toBe('Verification code is required');
    expect(missing.hi.message).toBe('सत्यापन कोड आवश्यक है');
    const bad = fail(userRegister.payload, { username: '9876543210', password: '123456', code: '12' });
    expect(bad.en.message).toBe('Verification code must be the 6-digit code');
  });

  it('names the field by its call in a problem found before the schema, too', () => {
    const problem = payloadProblem({ code: 'BTC\u0000USD' });
    if (!problem) throw new Error('expected a problem');
    expect(describeProblem(problem, 'en', dataMarket.payload)).toBe('Product code must not contain control characters');
    expect(describeProblem(problem, 'en', userTotpDisable.payload)).toMatch(/^Verification code /);
  });

  it('has every payload field named `code` say in its schema which code it is', () => {
    const unlabelled = [...customerCallList, ...consoleCallList]
      .filter((call) => 'code' in ((call.payload as unknown as { shape?: object }).shape ?? {}))
      .filter((call) => schemaLabel(call.payload, 'code') === undefined)
      .map((call) => call.path);
    expect(unlabelled).toEqual([]);
  });
});

describe('labels and reasons', () => {
  it('has an English and a Hindi label for every field used in any payload', () => {
    for (const name of payloadFields()) {
      const label = fieldLabels[name];
      expect(label?.en, name).toBeTruthy();
      expect(label?.hi, name).toMatch(DEVANAGARI);
    }
  });

  it('has a Hindi translation for every custom reason written in the schemas', () => {
    const dir = join(__dirname, '..', 'src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const reasons = new Set<string>();
    for (const file of files) {
      if (file === 'validation.ts') continue;
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/['`]((?:must|is|needs) [^'`]*)['`]/g)) {
        reasons.add((m[1] ?? '').replace(/\$\{[^}]+\}/g, '{n}'));
      }
    }
    expect(reasons.size).toBeGreaterThan(20);
    for (const reason of reasons) expect(translateReason(reason), reason).toMatch(DEVANAGARI);
  });
});
