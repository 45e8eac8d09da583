// Proves the login redirect: a protected page comes back after login, and nothing can redirect out of the app.
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, loginPathFor, safeRedirect } from './route-guard';

describe('loginPathFor', () => {
  it('carries the current page, query included, as redirect', () => {
    expect(loginPathFor('/pages/mine/password')).toBe('/pages/login/login?redirect=%2Fpages%2Fmine%2Fpassword');
    expect(loginPathFor('/pages/mine/bank/list?from=withdraw')).toBe(
      `${LOGIN_PATH}?redirect=${encodeURIComponent('/pages/mine/bank/list?from=withdraw')}`,
    );
  });

  it('needs no redirect from home or from the login pages themselves', () => {
    expect(loginPathFor('/')).toBe(LOGIN_PATH);
    expect(loginPathFor('/pages/login/login?redirect=%2Fx')).toBe(LOGIN_PATH);
    expect(loginPathFor('/pages/login/register')).toBe(LOGIN_PATH);
  });

  it('round-trips through URLSearchParams', () => {
    const path = loginPathFor('/pages/common/feedback?a=1&b=2');
    const redirect = new URLSearchParams(path.split('?')[1]).get('redirect');
    expect(safeRedirect(redirect)).toBe('/pages/common/feedback?a=1&b=2');
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirect('/pages/mine/other')).toBe('/pages/mine/other');
  });

  it('falls back home for anything that could leave the app', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
