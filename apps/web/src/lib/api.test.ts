// Proves the one API client: headers, envelope, the error-to-toast path, and the session end on 280/281.
import { accessUser, userDetail } from '@demo/contract/refs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: { content: string; icon?: string }[] = [];
vi.mock('./toast', () => ({
  toast: (content: string, icon?: string) => toasts.push(icon ? { content, icon } : { content }),
}));

const { ApiError, BAD_REPLY, call, isNotFound, NETWORK_FAILURE } = await import('./api');
const { useSession } = await import('./session-store');

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function replyWith(envelope: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

beforeEach(() => {
  toasts.length = 0;
  vi.stubGlobal('window', { location: { hash: '#/pages/mine/password?x=1' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('call', () => {
  it('posts the form-encoded payload with the contract headers and returns the body', async () => {
    useSession.getState().signIn('tok-1', 'acc-1');
    const sent = replyWith({ code: 200, message: 'Success', body: { ok: 1 } });
    const body = await call(accessUser, { username: 'a@b.in', password: 'secret1' });
    expect(body).toEqual({ ok: 1 });
    expect(sent[0]?.url).toBe('/api/smart/access/user');
    expect(sent[0]?.body).toBe('username=a%40b.in&password=secret1');
    expect(sent[0]?.headers).toMatchObject({
      token: 'tok-1',
      'app-type': 'h5',
      'app-id': 'demo-web',
      locale: 'en',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Number(sent[0]?.headers.timestamp)).toBeGreaterThan(0);
    expect(toasts).toEqual([]);
  });

  it('sends no token header when anonymous', async () => {
    const sent = replyWith({ code: 200, message: '', body: null });
    await call(accessUser, { username: 'x', password: 'y' });
    expect(sent[0]?.headers).not.toHaveProperty('token');
  });

  it('toasts the server message and rejects with its code', async () => {
    replyWith({ code: 400, message: 'Wrong account or password', body: null });
    const err = await call(accessUser, { username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 400, message: 'Wrong account or password' });
    expect(toasts).toEqual([{ content: 'Wrong account or password', icon: 'fail' }]);
  });

  it('falls back to the local message for the code', async () => {
    replyWith({ code: 407, message: '', body: null });
    await expect(call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({ code: 407 });
    expect(toasts[0]?.content).toBe('Insufficient user balance');
  });

  it('treats a reply without a code as a plain failure', async () => {
    replyWith({ hello: 'world' });
    await expect(call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({ code: BAD_REPLY });
    expect(toasts[0]?.content).toBe('Request failed');
  });

  it('does not toast when silent', async () => {
    replyWith({ code: 404, message: 'Abnormal data', body: null });
    await expect(call(accessUser, { username: 'x', password: 'y' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it.each([280, 281])('on %i clears the access data and goes to login with a redirect', async (code) => {
    useSession.getState().signIn('tok-1', 'acc-1');
    replyWith({ code, message: 'Signed out', body: null });
    await expect(call(userDetail, {})).rejects.toMatchObject({ code });
    expect(useSession.getState()).toMatchObject({ token: null, accessId: null });
    expect((window as unknown as { location: { hash: string } }).location.hash).toBe(
      `/pages/login/login?redirect=${encodeURIComponent('/pages/mine/password?x=1')}`,
    );
  });

  it('A22: a 281 that names the password change keeps that reason for the sign-in page, untoasted', async () => {
    useSession.getState().signIn('tok-1', 'acc-1');
    replyWith({ code: 281, message: 'Signed out', body: { reason: 'password_changed' } });
    await expect(call(userDetail, {})).rejects.toMatchObject({ code: 281 });
    expect(useSession.getState()).toMatchObject({ token: null, ended: 'password_changed' });
    expect(toasts).toEqual([]);
    useSession.getState().signIn('tok-2', 'acc-2');
    expect(useSession.getState().ended).toBeNull();
  });

  it('does not toast an unreachable server while the device is offline (the banner says it)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({ code: NETWORK_FAILURE });
    expect(toasts).toEqual([]);
  });
});

describe('isNotFound', () => {
  it('is true only for the 404 an unknown id is answered with', () => {
    expect(isNotFound(new ApiError(404, 'code does not match any offering'))).toBe(true);
    expect(isNotFound(new ApiError(NETWORK_FAILURE, 'Network error'))).toBe(false);
    expect(isNotFound(new Error('bug'))).toBe(false);
  });
});
