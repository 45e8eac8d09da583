// Proves retry safety of the money calls (E7): a withdrawal or a recharge sent 50 times at once with
// one requestId files one request and holds its amount once, and every repeat answers the first
// reply, also after the one-time code it passed has been used.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, ledgerTransfers, withdrawals } from '../../src/db/schema';
import { acceptedOf } from '../support/bulkhead';
import {
  addBank,
  balanceOf,
  channelId,
  PAY_PASSWORD,
  passKyc,
  setPayPassword,
  staffToken,
  uploadImage,
} from '../support/funds';
import { call, type Harness, type RegisteredUser, randomIp, registerUser, startHarness } from '../support/harness';
import { fund } from '../support/ledger';
import { requestId } from '../support/trading';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../support/two-factor';

let h: Harness;
let reviewer = '';

beforeAll(async () => {
  h = await startHarness();
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => h.close());

type Filed = { id: number; status: string };

/** Each repeat comes from its own address, as a phone retrying across networks: per-address limits stay out of it. */
function fifty<T>(send: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: 50 }, send));
}

describe('retry safety of funds calls', () => {
  it('E7: 50 concurrent repeats of a withdrawal file one request and hold its amount once', async () => {
    const user: RegisteredUser = await registerUser(h);
    await setPayPassword(h, user);
    await passKyc(h, user, reviewer);
    const accountId = await addBank(h, user);
    await fund(h.database.db, user.user.id, 100_000n);
    const payload = { type: 'bank', accountId, amount: '300.00', password: PAY_PASSWORD, requestId: requestId() };
    const replies = await fifty(() =>
      call<Filed>(h.app, 'withdraw/withdraw', payload, { token: user.token, ip: randomIp() }),
    );
    const accepted = acceptedOf(replies);
    expect(new Set(accepted.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const filed = await h.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.user.id));
    expect(filed.map((w) => w.id)).toEqual([accepted[0]?.body.id]);
    const holds = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.ref, `withdraw:${accepted[0]?.body.id}`));
    expect(holds).toHaveLength(1);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '700.00', balanceLocked: '300.00' });
    // A new requestId is a new request: a second withdrawal is filed.
    const second = await call<Filed>(
      h.app,
      'withdraw/withdraw',
      { ...payload, requestId: requestId() },
      {
        token: user.token,
        ip: randomIp(),
      },
    );
    expect(second.code).toBe(200);
    expect(second.body.id).not.toBe(accepted[0]?.body.id);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '400.00', balanceLocked: '600.00' });
  });

  it('E7: a refused withdrawal keeps no key: the retry with the right password files it', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    await passKyc(h, user, reviewer);
    const accountId = await addBank(h, user);
    await fund(h.database.db, user.user.id, 50_000n);
    const payload = { type: 'bank', accountId, amount: '200.00', requestId: requestId() };
    const wrong = await call(h.app, 'withdraw/withdraw', { ...payload, password: '135791' }, { token: user.token });
    expect(wrong.code).toBe(404);
    const right = await call<Filed>(
      h.app,
      'withdraw/withdraw',
      { ...payload, password: PAY_PASSWORD },
      {
        token: user.token,
      },
    );
    expect(right.code).toBe(200);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '300.00', balanceLocked: '200.00' });
  });

  it('E7: a repeat of a withdrawal answers the first reply though its one-time code is spent', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    await passKyc(h, user, reviewer);
    const accountId = await addBank(h, user);
    await fund(h.database.db, user.user.id, 50_000n);
    await awayFromStepEdge();
    const { secret } = await enableTwoFactor(h, user);
    const payload = {
      type: 'bank',
      accountId,
      amount: '150.00',
      password: PAY_PASSWORD,
      otp: codeAt(secret),
      requestId: requestId(),
    };
    const first = await call<Filed>(h.app, 'withdraw/withdraw', payload, { token: user.token });
    expect(first.code).toBe(200);
    // A13: the code works once, so the same code on a new request is refused...
    const fresh = await call(h.app, 'withdraw/withdraw', { ...payload, requestId: requestId() }, { token: user.token });
    expect(fresh.code).not.toBe(200);
    // ...but the retry of the first request answers what the first got, and holds nothing more.
    const retry = await call<Filed>(h.app, 'withdraw/withdraw', payload, { token: user.token });
    expect(retry).toEqual(first);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '350.00', balanceLocked: '150.00' });
  });

  it('E7: 50 concurrent repeats of a recharge file one request for review', async () => {
    const user = await registerUser(h);
    const upi = await channelId(h, user.token, 'UPI');
    const evidence = await uploadImage(h, user.token);
    const payload = {
      channelId: upi,
      type: 'bank',
      amount: '1500',
      evidence,
      remark: 'UTR 99',
      requestId: requestId(),
    };
    const replies = await fifty(() =>
      call<Filed>(h.app, 'charge/charge', payload, { token: user.token, ip: randomIp() }),
    );
    const accepted = acceptedOf(replies);
    expect(new Set(accepted.map((r) => r.body.id)).size).toBe(1);
    const filed = await h.database.db.select().from(charges).where(eq(charges.userId, user.user.id));
    expect(filed).toHaveLength(1);
    const listed = await call<{ list: Array<{ id: number }>; total: number }>(
      h.app,
      'charge/list',
      {},
      {
        token: user.token,
      },
    );
    expect(listed.body.total).toBe(1);
  });
});
