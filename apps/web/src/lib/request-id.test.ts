// Proves each confirmation has one requestId that its retries reuse, and a new confirmation gets a new one.
import { REQUEST_ID_PATTERN } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { cancelRequestId, contentKeeper, newRequestId, requestIdKeeper } from './request-id';

describe('requestId per confirmation', () => {
  it('makes ids the contract accepts', () => {
    expect(newRequestId()).toMatch(REQUEST_ID_PATTERN);
    expect(newRequestId(() => 'ab/cd ef')).toBe('web-abcdef');
  });

  it('reuses the id for retries of one confirmation and renews it for the next', () => {
    let n = 0;
    const keeper = requestIdKeeper(() => `req-${++n}-padding`);
    const first = keeper.current();
    expect(keeper.current()).toBe(first);
    expect(keeper.current()).toBe(first);
    keeper.renew();
    const second = keeper.current();
    expect(second).not.toBe(first);
    expect(keeper.current()).toBe(second);
  });

  it('gives two confirmations different random ids', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('keeps one key per form content until a success, and a new key for new content', () => {
    let n = 0;
    const keeper = contentKeeper(() => `req-${++n}-padding`);
    const first = keeper.idFor('withdraw 300');
    expect(keeper.idFor('withdraw 300')).toBe(first);
    const edited = keeper.idFor('withdraw 400');
    expect(edited).not.toBe(first);
    expect(keeper.idFor('withdraw 400')).toBe(edited);
    keeper.renew();
    expect(keeper.idFor('withdraw 400')).not.toBe(edited);
  });

  it('names the cancel of one order with one key the contract accepts', () => {
    expect(cancelRequestId(7)).toMatch(REQUEST_ID_PATTERN);
    expect(cancelRequestId(2_147_483_647)).toMatch(REQUEST_ID_PATTERN);
    expect(cancelRequestId(7)).toBe(cancelRequestId(7));
  });
});
