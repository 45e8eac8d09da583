// Proves a manual balance correction needs two different staff members (C1: the proposer's own
// approval answers 403), posts one type-16 record with the reason that the customer sees, never
// overdraws (407), and leaves the ledger reconciled; institutional approval unlocks the account.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers } from '../../src/db/schema';
import { reconcile } from '../../src/ledger/reconcile';
import { balanceOf, consoleCall, staffToken, uploadImage } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let adminA: { token: string; id: number };
let adminB: { token: string; id: number };
let support: { token: string; id: number };
let user: RegisteredUser;

beforeAll(async () => {
  h = await startHarness();
  adminA = await staffToken(h, 'admin');
  adminB = await staffToken(h, 'admin');
  support = await staffToken(h, 'support');
  user = await registerUser(h);
});
afterAll(async () => h.close());

type Correction = {
  id: number;
  status: string;
  transferId: number | null;
  proposedBy: number;
  decidedBy: number | null;
};

const propose = (token: string, direction: 'credit' | 'debit', amount: string, accountType = 'real') =>
  consoleCall<Correction>(
    h,
    'correction/propose',
    { userId: user.user.id, accountType, direction, amount, reason: 'Bank fee refunded (ticket 4411)' },
    token,
  );

describe('four-eyes correction', () => {
  it('C1: the proposer cannot approve their own correction (403), another admin can', async () => {
    const proposed = await propose(adminA.token, 'credit', '250.50');
    expect(proposed.body).toMatchObject({ status: 'PROPOSED', proposedBy: adminA.id, transferId: null });
    const own = await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'ok' }, adminA.token);
    expect(own.code).toBe(403);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '0.00' });
    const approved = await consoleCall<Correction>(
      h,
      'correction/approve',
      { id: proposed.body.id, reason: 'Checked the ticket' },
      adminB.token,
    );
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedBy: adminB.id });
    expect(approved.body.transferId).toEqual(expect.any(Number));
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '250.50' });
  });

  it('any staff may propose; only an admin approves (S2)', async () => {
    const proposed = await propose(support.token, 'credit', '10');
    expect(proposed.code).toBe(200);
    expect(
      (await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'x' }, support.token)).code,
    ).toBe(403);
    expect(
      (await consoleCall(h, 'correction/reject', { id: proposed.body.id, reason: 'Duplicate of 4411' }, adminA.token))
        .body,
    ).toMatchObject({
      status: 'REJECTED',
    });
    expect(
      (await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'late' }, adminB.token)).code,
    ).toBe(404);
  });

  it('the approved correction is a type-16 balance record with its reason', async () => {
    const records = await call<{ list: Array<{ type: number; amount: string; remark: string | null }> }>(
      h.app,
      'balance/log/list',
      { type: 16 },
      { token: user.token },
    );
    expect(records.code).toBe(200);
    expect(records.body.list).toEqual([
      expect.objectContaining({ type: 16, amount: '250.50', remark: 'Bank fee refunded (ticket 4411)' }),
    ]);
  });

  it('a debit beyond the available balance answers 407 and changes nothing', async () => {
    const proposed = await propose(adminA.token, 'debit', '1000');
    const reply = await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'x' }, adminB.token);
    expect(reply.code).toBe(407);
    expect(await balanceOf(h, user.token)).toMatchObject({ balance: '250.50' });
    const list = await consoleCall<{ list: Correction[] }>(
      h,
      'correction/list',
      { status: 'PROPOSED', userId: user.user.id },
      adminA.token,
    );
    expect(list.body.list.map((c) => c.id)).toContain(proposed.body.id);
  });

  it('a demo-account correction stays demo (L5) and every step is audited', async () => {
    const proposed = await propose(adminB.token, 'debit', '1.00', 'virtual');
    await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'demo tidy-up' }, adminA.token);
    const [transfer] = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `correction:${proposed.body.id}`), eq(ledgerTransfers.type, 16)));
    expect(transfer?.amountMinor).toBe(100n);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `correction:${proposed.body.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['correction.approve', 'correction.propose']);
  });
});

describe('institutional account', () => {
  it('apply → status UNDER → approve makes the user institutional; a second open application is refused', async () => {
    const doc = await uploadImage(h, user.token);
    const payload = {
      institutionName: 'Acme Capital LLP',
      registrationNumber: 'AAB-1234',
      institutionalCode: 'INST-77',
      contactName: 'Meera Iyer',
      contactPhone: '9876543210',
      documents: JSON.stringify([doc]),
    };
    const applied = await call<{ id: number; status: string }>(h.app, 'user/institution/apply', payload, {
      token: user.token,
    });
    expect(applied.body.status).toBe('UNDER');
    expect((await call(h.app, 'user/institution/apply', payload, { token: user.token })).code).toBe(404);
    const foreign = await call(
      h.app,
      'user/institution/apply',
      { ...payload, documents: JSON.stringify(['https://x.example/d.png']) },
      { token: user.token },
    );
    expect(foreign.message).toMatch(/^Documents/);
    const reviewer = (await staffToken(h, 'reviewer')).token;
    const approved = await consoleCall<{ status: string }>(
      h,
      'review/institution/approve',
      { id: applied.body.id },
      reviewer,
    );
    expect(approved.body.status).toBe('PASS');
    const status = await call<{ status: string; institutional: boolean }>(
      h.app,
      'user/institution/status',
      {},
      { token: user.token },
    );
    expect(status.body).toMatchObject({ status: 'PASS', institutional: true });
    expect(
      (await call<{ institutional: boolean }>(h.app, 'user/detail', {}, { token: user.token })).body.institutional,
    ).toBe(true);
  });

  it('L1-L5: the ledger reconciles after the corrections', async () => {
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});
