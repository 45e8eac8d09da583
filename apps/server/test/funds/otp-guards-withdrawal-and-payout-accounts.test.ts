// Proves that with two-factor on, a withdrawal and a new bank account or wallet need a fresh one-time code (A13): without one they answer 404 naming otp and write nothing; with one they go on to their own checks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addBank, PAY_PASSWORD, setPayPassword } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../support/two-factor';

const TRC20 = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await awayFromStepEdge();
});

const BANK = { bankName: 'HDFC Bank', address: 'Fort, Mumbai', ifsc: 'HDFC0001234', payee: 'Asha Verma' };

describe('money-moving calls with two-factor on', () => {
  it('A13: adding a bank account needs otp; with a fresh code it is added', async () => {
    const user = await registerUser(h);
    const { secret } = await enableTwoFactor(h, user);
    const accountNumber = '123456789012';
    const without = await call(h.app, 'user_bank/insert', { ...BANK, accountNumber }, { token: user.token });
    expect(without.code).toBe(404);
    expect(without.message).toContain('otp');
    const listed = await call<unknown[]>(h.app, 'user_bank/all', {}, { token: user.token });
    expect(listed.body).toEqual([]);
    const added = await call<{ id: number }>(
      h.app,
      'user_bank/insert',
      { ...BANK, accountNumber, otp: codeAt(secret) },
      { token: user.token },
    );
    expect(added.code).toBe(200);
    expect((await call<unknown[]>(h.app, 'user_bank/all', {}, { token: user.token })).body).toHaveLength(1);
  });

  it('A13: adding a wallet needs otp too', async () => {
    const user = await registerUser(h);
    const { secret } = await enableTwoFactor(h, user);
    const channels = await call<Array<{ id: number; name: string }>>(
      h.app,
      'outcome_channel/available',
      {},
      { token: user.token },
    );
    const trc = channels.body.find((c) => c.name === 'USDT (TRC20)')?.id ?? 0;
    const without = await call(h.app, 'user_account/insert', { channelId: trc, address: TRC20 }, { token: user.token });
    expect(without.code).toBe(404);
    expect(without.message).toContain('otp');
    const wrong = await call(
      h.app,
      'user_account/insert',
      { channelId: trc, address: TRC20, otp: codeAt(secret, -1) },
      { token: user.token },
    );
    expect(wrong).toMatchObject({ code: 404, message: 'One-time code (otp) is incorrect or was already used' });
    const added = await call(
      h.app,
      'user_account/insert',
      { channelId: trc, address: TRC20, otp: codeAt(secret) },
      { token: user.token },
    );
    expect(added.code).toBe(200);
  });

  it('A13: a withdrawal needs otp before anything else is looked at', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    const bankId = await addBank(h, user);
    const { secret } = await enableTwoFactor(h, user);
    const request = { type: 'bank', accountId: bankId, amount: '500', password: PAY_PASSWORD };
    const without = await call(h.app, 'withdraw/withdraw', request, { token: user.token });
    expect(without.code).toBe(404);
    expect(without.message).toContain('otp');
    const inHindi = await call(h.app, 'withdraw/withdraw', request, { token: user.token, locale: 'hi' });
    expect(inHindi.message).toContain('otp');
    // With the code, the request reaches the withdrawal's own checks: this user has no KYC yet.
    const withCode = await call(h.app, 'withdraw/withdraw', { ...request, otp: codeAt(secret) }, { token: user.token });
    expect(withCode.code).toBe(404);
    expect(withCode.message).not.toContain('otp');
    const list = await call<{ total: number }>(h.app, 'withdraw/list', {}, { token: user.token });
    expect(list.body.total).toBe(0);
  });

  it('without two-factor the same calls need no otp', async () => {
    const user = await registerUser(h);
    const added = await call(
      h.app,
      'user_bank/insert',
      { ...BANK, accountNumber: '998877665544' },
      { token: user.token },
    );
    expect(added.code).toBe(200);
  });
});
