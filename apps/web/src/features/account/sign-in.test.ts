// Proves VP2: at sign-in the "two-factor code required" reply is a prompt on the page, never an error toast,
// while every other sign-in failure is still toasted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({ toast: (content: string) => toasts.push(content) }));

const { ApiError } = await import('../../lib/api');
const { signIn } = await import('./sign-in');

function replyWith(code: number, message: string): void {
  vi.stubGlobal('fetch', async () =>
    Response.json({ code, message, body: null }, { headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  toasts.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VP2: signing in with two-factor on', () => {
  it('rejects the code-required reply untoasted, for the page to ask for the code', async () => {
    replyWith(403, 'One-time code (otp) is required: two-factor sign-in is on');
    const error = await signIn({ username: 'a@b.in', password: 'secret1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403 });
    expect(toasts).toEqual([]);
  });

  it('still toasts a wrong password and a disabled account', async () => {
    replyWith(400, 'Wrong account or password');
    await expect(signIn({ username: 'a@b.in', password: 'secret1' })).rejects.toBeInstanceOf(ApiError);
    replyWith(403, 'Account disabled');
    await expect(signIn({ username: 'a@b.in', password: 'secret1' })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['Wrong account or password', 'Account disabled']);
  });
});
