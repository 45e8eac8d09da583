// Proves every reply code has a message in English and in Hindi (Devanagari), and the session-ending codes are 280 and 281.
import { describe, expect, it } from 'vitest';
import { Code, codeMessages, LOCALES, messageFor, SESSION_END_CODES } from '../src/index';

describe('code table', () => {
  it('has an English and a Hindi message for every code', () => {
    for (const code of Object.values(Code)) {
      for (const locale of LOCALES) expect(messageFor(code, locale).length, `${code} ${locale}`).toBeGreaterThan(1);
      expect(codeMessages[code].hi).toMatch(/[\u0900-\u097F]/);
      expect(codeMessages[code].en).toMatch(/^[A-Z]/);
    }
  });

  it('keeps the specification numbers', () => {
    expect(Code).toMatchObject({ OK: 200, ABNORMAL_DATA: 404, INSUFFICIENT_BALANCE: 407, BAD_QUANTITY: 602 });
    expect(SESSION_END_CODES).toEqual([280, 281]);
  });
});
