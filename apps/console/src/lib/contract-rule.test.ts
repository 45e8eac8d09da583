// Proves form fields are checked by the contract's own schemas, worded for staff.
import { consoleMarketsApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { contractIssue, isRequired } from './contract-rule';

const fields = consoleMarketsApi.productCreate.payload.shape;

describe('contractIssue', () => {
  it('accepts what the contract accepts', () => {
    expect(contractIssue(fields.code, 'BTCUSD')).toBeNull();
    expect(contractIssue(fields.handCount, 100)).toBeNull();
    expect(contractIssue(fields.volatilityAnnual, '0.3')).toBeNull();
  });

  it('says Required for a blank required field and nothing for a blank optional one', () => {
    expect(contractIssue(fields.name, '  ')).toBe('Required');
    expect(contractIssue(fields.lever, null)).toBe('Required');
    expect(contractIssue(fields.nameHi, '')).toBeNull();
    expect(contractIssue(fields.sortOrder, undefined)).toBeNull();
  });

  it('words number bounds and whole numbers', () => {
    expect(contractIssue(fields.handCount, 0)).toBe('Must be at least 1');
    expect(contractIssue(fields.lever, 501)).toBe('Must be at most 500');
    expect(contractIssue(fields.decimals, 2.5)).toBe('Must be a whole number');
  });

  it('passes the contract own messages on as sentences', () => {
    expect(contractIssue(fields.code, 'btc usd')).toBe('Must be 1-32 capital letters, digits, dot, dash or underscore');
    expect(contractIssue(fields.currency, 'rupees')).toBe('Must be a currency code like INR');
    expect(contractIssue(fields.name, 'x'.repeat(65))).toBe('Must be at most 64 characters');
  });
});

describe('isRequired', () => {
  it('follows the contract', () => {
    expect(isRequired(fields.code)).toBe(true);
    expect(isRequired(fields.startPrice)).toBe(true);
    expect(isRequired(fields.nameHi)).toBe(false);
    expect(isRequired(fields.sortOrder)).toBe(false);
  });
});
