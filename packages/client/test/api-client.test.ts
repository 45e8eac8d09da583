// Proves the one API client's envelope handling, which the web app and the console both rely on:
// the form body, the body of a 200, failures reported once before they reject, local codes for an
// unreachable server or an unreadable reply, the session end, and the optional contract check.
import { accessUser, consoleApi } from '@demo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientConfig, ApiError, BAD_REPLY, createApiClient, NETWORK_FAILURE } from '../src/api-client';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function replyWith(reply: () => Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return reply();
  });
  return sent;
}

const json = (value: unknown) => async () => new Response(JSON.stringify(value));

function client(overrides: Partial<ApiClientConfig> = {}) {
  const reported: { code: number; message: string; silent: boolean }[] = [];
  const ended: { code: number; body: unknown }[] = [];
  const api = createApiClient({
    headers: () => ({ token: 't-1', locale: 'en' }),
    text: {
      network: (timedOut) => (timedOut ? 'slow' : 'offline'),
      badReply: () => 'unreadable',
      code: (c) => `code ${c}`,
    },
    onFailure: (error, silent) => reported.push({ code: error.code, message: error.message, silent }),
    endsSession: (code) => code === 280,
    onSessionEnd: (code, body) => ended.push({ code, body }),
    checkReplies: false,
    timeoutMs: 1_000,
    ...overrides,
  });
  return { api, reported, ended };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient', () => {
  it('posts the form-encoded payload to the contract path with the headers and returns the body', async () => {
    const sent = replyWith(json({ code: 200, message: 'Success', body: { ok: 1 } }));
    const { api, reported } = client();
    await expect(api.call(accessUser, { username: 'a@b.in', password: 'secret1' })).resolves.toEqual({ ok: 1 });
    expect(sent[0]).toEqual({
      url: '/api/smart/access/user',
      headers: { token: 't-1', locale: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a%40b.in&password=secret1',
    });
    expect(reported).toEqual([]);
  });

  it('reports a failure once with the server message, or the app words for its code, and rejects', async () => {
    replyWith(json({ code: 407, message: 'Insufficient user balance', body: null }));
    const { api, reported } = client();
    const error = await api.call(accessUser, { username: 'x', password: 'y' }, { silent: true }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 407, message: 'Insufficient user balance' });
    replyWith(json({ code: 429, message: '', body: null }));
    await expect(api.call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({ message: 'code 429' });
    expect(reported).toEqual([
      { code: 407, message: 'Insufficient user balance', silent: true },
      { code: 429, message: 'code 429', silent: false },
    ]);
  });

  it('A22: ends the session on the codes the app names, before reporting, with the reason the body names', async () => {
    replyWith(json({ code: 280, message: 'Session expired', body: { reason: 'expired' } }));
    const { api, reported, ended } = client();
    await expect(api.call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({ code: 280 });
    expect(ended).toEqual([{ code: 280, body: { reason: 'expired' } }]);
    expect(reported).toHaveLength(1);
  });

  it('answers NETWORK_FAILURE when the server cannot be reached and BAD_REPLY for what is not an envelope', async () => {
    replyWith(async () => {
      throw new TypeError('fetch failed');
    });
    const { api } = client();
    await expect(api.call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({
      code: NETWORK_FAILURE,
      message: 'offline',
    });
    replyWith(async () => new Response('<html>proxy error</html>'));
    await expect(api.call(accessUser, { username: 'x', password: 'y' })).rejects.toMatchObject({
      code: BAD_REPLY,
      message: 'unreadable',
    });
  });

  it('checks replies against the contract when asked to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replyWith(json({ code: 200, message: 'Success', body: { list: 'not a list' } }));
    const { api } = client({ checkReplies: true });
    await expect(api.call(consoleApi.staffList, {})).rejects.toMatchObject({ code: BAD_REPLY });
    const { api: trusting } = client();
    await expect(trusting.call(consoleApi.staffList, {})).resolves.toEqual({ list: 'not a list' });
  });

  it('sends an upload as multipart without a content type of its own', async () => {
    const sent = replyWith(json({ code: 200, message: 'Success', body: { url: '/uploads/a.png' } }));
    const { api } = client();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const { uploadStandard } = await import('@demo/contract');
    await expect(api.upload(uploadStandard, form)).resolves.toEqual({ url: '/uploads/a.png' });
    expect(sent[0]?.headers).not.toHaveProperty('content-type');
  });
});
