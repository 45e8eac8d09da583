// Proves withdrawals hold exactly what they ask for: two racing full-balance requests give one
// success and one 407 (F3); a rejection returns exactly the held amount (F2); payment records type 2
// with its reference; the minimum (406), KYC PASS and the payment password are enforced.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../src/db/schema';
import { reconcile } from '../../src/ledger/reconcile';
import { addBank, balanceOf, consoleCall, PAY_PASSWORD, passKyc, setPayPassword, staffToken } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';
import { fund } from '../support/ledger';

let h: Harness;
let reviewer = '';

beforeAll(async () => {
  h = await startHarness();
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => h.close());

async function readyUser(balanceMinor: bigint): Promise<{ user: RegisteredUser; bankId: number }> {
  const user = await registerUser(h);
  await setPayPassword(h, user);
  await passKyc(h, user, reviewer);
  const bankId = await addBank(h, user);
  await fund(h.database.db, user.user.id, balanceMinor);
  return { user, bankId };
}

const withdraw = (user: RegisteredUser, accountId: number, amount: string, password = PAY_PASSWORD) =>
  call<{ id: number; status: string }>(
    h.app,
    'withdraw/withdraw',
    { type: 'bank', accountId, amount, password },
    { token: user.token },
  );

describe('withdrawal requests', () => {
  it('F3: two concurrent full-balance withdrawals give one success and one 407', async () => {
    const { user, bankId } = await readyUser(50_000n);
    const replies = await Promise.all([withdraw(user, bankId, '500.00'), withdraw(user, bankId, '500.00')]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 407]);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '0.00', balanceLocked: '500.00' });
  });

  it('F3: more than available answers 407 and holds nothing', async () => {
    const { user, bankId } = await readyUser(20_000n);
    expect((await withdraw(user, bankId, '200.01')).code).toBe(407);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '200.00', balanceLocked: '0.00' });
  });

  it('answers 406 below minWithdrawAmount, naming the minimum', async () => {
    const { user, bankId } = await readyUser(50_000n);
    const reply = await withdraw(user, bankId, '99.99');
    expect(reply.code).toBe(406);
    expect(reply.message).toContain('100.00');
  });

  it('refuses a wrong payment password, naming the field', async () => {
    const { user, bankId } = await readyUser(50_000n);
    const reply = await withdraw(user, bankId, '100.00', '135799');
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Password/);
  });

  it('real-account withdrawals need KYC PASS', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    const bankId = await addBank(h, user);
    await fund(h.database.db, user.user.id, 50_000n);
    const reply = await withdraw(user, bankId, '100.00');
    expect(reply.code).toBe(404);
    expect(reply.message).toContain('Identity verification');
  });

  it('pays out to a USDT wallet of the user, shown by channel and address', async () => {
    const { user, bankId } = await readyUser(50_000n);
    const channels = await call<Array<{ id: number; name: string }>>(
      h.app,
      'outcome_channel/available',
      {},
      { token: user.token },
    );
    const trc = channels.body.find((c) => c.name === 'USDT (TRC20)')?.id ?? 0;
    const address = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
    const wallet = await call<{ id: number }>(
      h.app,
      'user_account/insert',
      { channelId: trc, address },
      { token: user.token },
    );
    const currencies = await call<Array<{ id: number; code: string; quote: string | null }>>(
      h.app,
      'outcome_currency/available',
      {},
      { token: user.token },
    );
    const usdt = currencies.body.find((c) => c.code === 'USDT');
    // 5 USDT, held in rupees at the quoted rate (X6): about ₹445 of the ₹500.
    const reply = await call<{ id: number }>(
      h.app,
      'withdraw/withdraw',
      {
        type: 'digital',
        accountId: wallet.body.id,
        currencyId: usdt?.id ?? 0,
        quote: usdt?.quote ?? '',
        amount: '5',
        password: PAY_PASSWORD,
      },
      { token: user.token },
    );
    expect(reply.code).toBe(200);
    const list = await call<{ list: Array<{ accountMasked: string }> }>(
      h.app,
      'withdraw/list',
      {},
      { token: user.token },
    );
    expect(list.body.list[0]?.accountMasked).toBe(`USDT (TRC20) ${address}`);
    const asBank = await call(
      h.app,
      'withdraw/withdraw',
      { type: 'bank', accountId: wallet.body.id, amount: '100', password: PAY_PASSWORD },
      { token: user.token },
    );
    // Ids of banks and wallets come from different sequences; only a different id proves the type matters.
    if (wallet.body.id !== bankId) expect(asBank.code).toBe(404);
  });

  it("refuses another user's bank account as the payout account", async () => {
    const { user } = await readyUser(50_000n);
    const other = await registerUser(h);
    const othersBank = await addBank(h, other);
    const reply = await withdraw(user, othersBank, '100.00');
    expect(reply.code).toBe(404);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '500.00', balanceLocked: '0.00' });
  });
});

describe('staff decisions on withdrawals', () => {
  it('F2: a rejected withdrawal returns exactly the held amount (type 13) with the reason', async () => {
    const { user, bankId } = await readyUser(123_456n);
    const requested = await withdraw(user, bankId, '1000.01');
    expect(requested.code).toBe(200);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '234.55', balanceLocked: '1000.01' });
    const rejected = await consoleCall<{ status: string; reason: string }>(
      h,
      'review/withdraw/reject',
      { id: requested.body.id, reason: 'Payee name does not match KYC' },
      reviewer,
    );
    expect(rejected.body).toMatchObject({ status: 'REJECT', reason: 'Payee name does not match KYC' });
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '1234.56', balanceLocked: '0.00' });
    const list = await call<{ list: Array<{ id: number; status: string; reason: string }> }>(
      h.app,
      'withdraw/list',
      {},
      { token: user.token },
    );
    expect(list.body.list[0]).toMatchObject({
      id: requested.body.id,
      status: 'REJECT',
      reason: 'Payee name does not match KYC',
    });
    const returned = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `withdraw:${requested.body.id}`), eq(ledgerTransfers.type, 13)));
    expect(returned.map((t) => t.amountMinor)).toEqual([100_001n]);
  });

  it('approve then paid: UNDER → PASS → PAID, type 2 carrying the payout reference; paid twice is refused', async () => {
    const { user, bankId } = await readyUser(100_000n);
    const requested = await withdraw(user, bankId, '400.00');
    const id = requested.body.id;
    expect((await consoleCall(h, 'review/withdraw/paid', { id, reference: 'UTR1' }, reviewer)).code).toBe(404);
    const approved = await consoleCall<{ status: string }>(h, 'review/withdraw/approve', { id }, reviewer);
    expect(approved.body.status).toBe('PASS');
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '600.00', balanceLocked: '400.00' });
    const paid = await consoleCall<{ status: string; reference: string }>(
      h,
      'review/withdraw/paid',
      { id, reference: 'UTR402918273645' },
      reviewer,
    );
    expect(paid.body).toMatchObject({ status: 'PAID', reference: 'UTR402918273645' });
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '600.00', balanceLocked: '0.00' });
    const again = await Promise.all([
      consoleCall(h, 'review/withdraw/paid', { id, reference: 'UTR-again' }, reviewer),
      consoleCall(h, 'review/withdraw/reject', { id, reason: 'too late' }, reviewer),
    ]);
    expect(again.map((r) => r.code)).toEqual([404, 404]);
    const transfers = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `withdraw:${id}`), eq(ledgerTransfers.type, 2)))
      .orderBy(asc(ledgerTransfers.id));
    expect(transfers.map((t) => [t.amountMinor, t.remark])).toEqual([
      [40_000n, null],
      [40_000n, 'UTR402918273645'],
    ]);
    const list = await call<{ list: Array<{ status: string; reference: string; accountMasked: string }> }>(
      h.app,
      'withdraw/list',
      {},
      { token: user.token },
    );
    expect(list.body.list[0]).toMatchObject({ status: 'PAID', reference: 'UTR402918273645' });
    expect(list.body.list[0]?.accountMasked).toMatch(/^HDFC Bank X+\d{4}$/);
  });

  it('S2: support staff cannot decide withdrawals', async () => {
    const support = (await staffToken(h, 'support')).token;
    const reply = await consoleCall(h, 'review/withdraw/list', {}, support);
    expect(reply.code).toBe(403);
  });

  it('L1-L5: the ledger reconciles after every withdrawal story', async () => {
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});
