// Proves every console call, the public staff sign-in included, is sent under /api/console/.
import { consoleApi, consoleCallList, urlOf } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { isSessionGone } from './api';

describe('urlOf', () => {
  it('sends staff sign-in to the console API though it is public', () => {
    expect(urlOf(consoleApi.staffLogin)).toBe('/api/console/staff/login');
  });

  it('sends every console call to the console API', () => {
    for (const def of consoleCallList) expect(urlOf(def)).toBe(`/api/console/${def.path}`);
  });
});

describe('isSessionGone', () => {
  it('ends the session on 280, 281 and 402 only', () => {
    expect([280, 281, 402].every(isSessionGone)).toBe(true);
    expect([200, 400, 403, 404, 429].some(isSessionGone)).toBe(false);
  });
});
