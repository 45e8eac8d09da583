// S5 (and P1): staff pay a bank withdrawal from its full account number, revealed only by an explicit,
// audited call of a payout role for an approved withdrawal; every list keeps the mask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBank, consoleCall, PAY_PASSWORD, passKyc, setPayPassword, staffToken } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';
import { fund } from '../support/ledger';

let h: Harness;
let reviewer = { token: '', id: 0 };
let admin = { token: '', id: 0 };
let support = { token: '', id: 0 };
const ACCOUNT_NUMBER = '501004561236789';
let withdrawalId = 0;

beforeAll(async () => {
  h = await startHarness();
  reviewer = await staffToken(h, 'reviewer');
  admin = await staffToken(h, 'admin');
  support = await staffToken(h, 'support');
  const user = await registerUser(h);
  await setPayPassword(h, user);
  await passKyc(h, user, reviewer.token);
  const bankId = await addBank(h, user, ACCOUNT_NUMBER);
  await fund(h.database.db, user.user.id, 50_000n);
  const reply = await call<{ id: number }>(
    h.app,
    'withdraw/withdraw',
    { type: 'bank', accountId: bankId, amount: '150.00', password: PAY_PASSWORD },
    { token: user.token },
  );
  expect(reply.code).toBe(200);
  withdrawalId = reply.body.id;
});
afterAll(async () => h.close());

type Payout = { accountNumber: string; ifsc: string; payee: string; bankName: string; revealedAt: number };
const reveal = (token: string, id = withdrawalId, reason = 'paying it by NEFT') =>
  consoleCall<Payout>(h, 'review/withdraw/reveal', { id, reason }, token);

describe('S5 revealing a payout account', () => {
  it('is refused before the withdrawal is approved for payout, naming the id', async () => {
    const reply = await reveal(reviewer.token);
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/must be approved for payout/);
  });

  it('the list shows the number masked only', async () => {
    const list = await consoleCall<{ list: Array<{ id: number; accountMasked: string }> }>(
      h,
      'review/withdraw/list',
      { page: 1, size: 50 },
      reviewer.token,
    );
    const row = list.body.list.find((w) => w.id === withdrawalId);
    expect(row?.accountMasked).toMatch(/X+6789$/);
    expect(JSON.stringify(list.body)).not.toContain(ACCOUNT_NUMBER);
  });

  it('a support member is refused (403) and nothing is revealed or audited', async () => {
    const approved = await consoleCall(h, 'review/withdraw/approve', { id: withdrawalId }, reviewer.token);
    expect(approved.code).toBe(200);
    const reply = await reveal(support.token);
    expect(reply.code).toBe(403);
    expect(JSON.stringify(reply)).not.toContain(ACCOUNT_NUMBER);
    const audit = await consoleCall<{ list: Array<{ target: string }> }>(
      h,
      'audit/list',
      { action: 'withdraw.reveal', staffId: support.id, page: 1, size: 10 },
      admin.token,
    );
    expect(audit.body.list).toEqual([]);
  });

  it('a reason is required', async () => {
    const reply = await reveal(reviewer.token, withdrawalId, '');
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Reason/);
  });

  it('a reviewer sees the full number with payee and IFSC, and the audit log says who, when and why', async () => {
    const before = Date.now();
    const reply = await reveal(reviewer.token);
    expect(reply.code).toBe(200);
    expect(reply.body).toMatchObject({
      accountNumber: ACCOUNT_NUMBER,
      ifsc: 'HDFC0001234',
      payee: 'Asha Verma',
      bankName: 'HDFC Bank',
    });
    const audit = await consoleCall<{
      list: Array<{ staffId: number; target: string; reason: string; createdAt: number; detail: unknown }>;
    }>(h, 'audit/list', { action: 'withdraw.reveal', staffId: reviewer.id, page: 1, size: 10 }, admin.token);
    expect(audit.body.list).toHaveLength(1);
    const entry = audit.body.list[0];
    expect(entry).toMatchObject({
      staffId: reviewer.id,
      target: `withdraw:${withdrawalId}`,
      reason: 'paying it by NEFT',
    });
    expect(entry?.createdAt).toBeGreaterThanOrEqual(before - 1000);
    // P1: the audit log is a console reply too; it keeps the mask.
    expect(JSON.stringify(entry)).not.toContain(ACCOUNT_NUMBER);
  });

  it('an admin may reveal too, audited under the admin', async () => {
    expect((await reveal(admin.token)).body.accountNumber).toBe(ACCOUNT_NUMBER);
    const audit = await consoleCall<{ total: number }>(
      h,
      'audit/list',
      { action: 'withdraw.reveal', staffId: admin.id, page: 1, size: 10 },
      admin.token,
    );
    expect(audit.body.total).toBe(1);
  });

  it('an unknown withdrawal answers 404 naming the id', async () => {
    const reply = await reveal(reviewer.token, 987_654_321);
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Id|ID/);
  });
});
