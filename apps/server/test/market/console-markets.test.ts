// Proves the console's market pages: staff list, add and edit products and suspend trading
// (tradable turns false, the price keeps moving), keep the holiday calendar, every change audited
// in the same transaction; a reviewer may read but not change; no call can set a price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleSend, staffAuthenticator } from '../support/funds';
import { call, type Harness, startHarness } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';

let h: Harness;
let adminToken = '';
let reviewerToken = '';

const consoleCall = <B>(path: string, payload: Record<string, string | number | boolean>, token: string) =>
  call<B>(h.app, path, payload, { base: '/api/console/', token });

async function staffToken(username: string, role: 'admin' | 'reviewer'): Promise<string> {
  const password = `${role}-password-1`;
  await insertStaff(h.database.db, {
    username,
    displayName: username,
    role,
    passwordHash: await h.hasher.hash(password),
  });
  return (await signInStaff(consoleSend(h), staffAuthenticator, { username, password })).token;
}

beforeAll(async () => {
  h = await startHarness();
  adminToken = await staffToken('markets-admin', 'admin');
  reviewerToken = await staffToken('markets-reviewer', 'reviewer');
});
afterAll(async () => h.close());

interface AdminProductBody {
  id: number;
  code: string;
  price: string;
  tradable: boolean;
  suspended: boolean;
  lever: number;
  volatilityAnnual: string;
}

async function auditActions(action: string): Promise<Array<{ target: string; reason: string; staffName: string }>> {
  const reply = await consoleCall<{ list: Array<{ target: string; reason: string; staffName: string }> }>(
    'audit/list',
    { action, size: 100 },
    adminToken,
  );
  return reply.body.list;
}

describe('products', () => {
  it('staff list products by market with their settings and latest quote', async () => {
    const reply = await consoleCall<{ list: AdminProductBody[]; total: number }>(
      'product/list',
      { market: 'crypto', size: 100 },
      reviewerToken,
    );
    expect(reply.code).toBe(200);
    expect(reply.body.list.map((p) => p.code)).toContain('BTCUSD');
    const search = await consoleCall<{ list: AdminProductBody[] }>('product/list', { q: 'relian' }, reviewerToken);
    expect(search.body.list.map((p) => p.code)).toContain('RELIANCE');
  });

  it('suspending a product makes it untradable for customers, keeps its price, and is audited with the reason', async () => {
    const detail = await call<{ id: number; tradable: boolean }>(h.app, 'product/detail', { code: 'ETHUSD' });
    expect(detail.body.tradable).toBe(true);
    const suspended = await consoleCall<AdminProductBody>(
      'product/suspend',
      { id: detail.body.id, suspended: true, reason: 'exchange outage' },
      adminToken,
    );
    expect(suspended.body).toMatchObject({ suspended: true, tradable: false });
    const after = await call<{ tradable: boolean; price: string }>(h.app, 'product/detail', { code: 'ETHUSD' });
    expect(after.body.tradable).toBe(false);
    expect(Number(after.body.price)).toBeGreaterThan(0);
    const front = await call<{ list: Array<{ code: string }> }>(h.app, 'product/front', { type: 'crypto', size: 100 });
    expect(front.body.list.map((p) => p.code)).not.toContain('ETHUSD');
    const all = await call<{ list: Array<{ code: string }> }>(h.app, 'product/front', {
      type: 'crypto',
      size: 100,
      status: false,
    });
    expect(all.body.list.map((p) => p.code)).toContain('ETHUSD');
    expect(await auditActions('product.suspend')).toContainEqual(
      expect.objectContaining({
        target: `product:${detail.body.id}`,
        reason: 'exchange outage',
        staffName: 'markets-admin',
      }),
    );
    const resumed = await consoleCall<AdminProductBody>(
      'product/suspend',
      { id: detail.body.id, suspended: false, reason: 'outage over' },
      adminToken,
    );
    expect(resumed.body.tradable).toBe(true);
  });

  it('an admin adds a product that is priced at once from its start price; its code must be new', async () => {
    const fields = {
      code: 'TESTCOIN',
      market: 'crypto',
      exchange: 'CRYPTO',
      currency: 'USD',
      startPrice: '12.3400',
      name: 'Test Coin',
      decimals: 4,
      handCount: 1,
      lever: 10,
      spreadTicks: 5,
      volatilityAnnual: '0.8',
      reason: 'listing approved',
    };
    const created = await consoleCall<AdminProductBody>('product/create', fields, adminToken);
    expect(created.code, created.message).toBe(200);
    expect(created.body).toMatchObject({ code: 'TESTCOIN', tradable: true });
    const quote = await call<{ price: string }>(h.app, 'data/market', { code: 'TESTCOIN' });
    expect(quote.body.price).toMatch(/^\d+\.\d{4}$/);
    const again = await consoleCall('product/create', fields, adminToken);
    expect(again).toMatchObject({ code: 404, message: 'Product code is already in use' });
    const badPrice = await consoleCall(
      'product/create',
      { ...fields, code: 'TESTCOIN2', startPrice: '12.3' },
      adminToken,
    );
    expect(badPrice.code).toBe(404);
    expect(badPrice.message).toMatch(/^Start price/);
    expect(await auditActions('product.create')).toContainEqual(
      expect.objectContaining({ target: `product:${created.body.id}`, reason: 'listing approved' }),
    );
  });

  it('an admin edits lever and volatility; a price sent along changes nothing', async () => {
    // A product of this test's own: the catalogue's products are shared with the trading tests.
    const listed = await consoleCall<AdminProductBody>(
      'product/create',
      {
        code: 'EDITCOIN',
        market: 'crypto',
        exchange: 'CRYPTO',
        currency: 'USD',
        startPrice: '140.05',
        name: 'Edit Coin',
        decimals: 2,
        handCount: 10,
        lever: 20,
        spreadTicks: 5,
        volatilityAnnual: '0.7',
        reason: 'listing for the edit story',
      },
      adminToken,
    );
    expect(listed.code, listed.message).toBe(200);
    const detail = await call<{ id: number; price: string }>(h.app, 'product/detail', { code: 'EDITCOIN' });
    const updated = await consoleCall<AdminProductBody>(
      'product/update',
      {
        id: detail.body.id,
        name: 'Edit Coin',
        decimals: 2,
        handCount: 1,
        lever: 5,
        spreadTicks: 5,
        volatilityAnnual: '0.9',
        price: '0.01',
        reason: 'risk review',
      },
      adminToken,
    );
    expect(updated.code, updated.message).toBe(200);
    expect(updated.body).toMatchObject({ lever: 5, volatilityAnnual: '0.9' });
    expect(updated.body.price).not.toBe('0.01');
    const unknown = await consoleCall(
      'product/update',
      {
        id: 999_999,
        name: 'X',
        decimals: 2,
        handCount: 1,
        lever: 5,
        spreadTicks: 5,
        volatilityAnnual: '0.9',
        reason: 'r',
      },
      adminToken,
    );
    expect(unknown).toMatchObject({ code: 404, message: 'Product code does not match any product' });
  });

  it('a reviewer cannot create, edit or suspend products', async () => {
    const create = await consoleCall(
      'product/create',
      {
        code: 'NOPE',
        market: 'us',
        exchange: 'NYSE',
        currency: 'USD',
        startPrice: '1.00',
        name: 'Nope',
        decimals: 2,
        handCount: 1,
        lever: 1,
        spreadTicks: 1,
        volatilityAnnual: '0.2',
        reason: 'try',
      },
      reviewerToken,
    );
    expect(create.code).toBe(403);
    expect(
      (await consoleCall('product/suspend', { id: 401, suspended: true, reason: 'try' }, reviewerToken)).code,
    ).toBe(403);
    const market = await consoleCall('product/create', { market: 'moon' }, adminToken);
    expect(market.code).toBe(404);
  });
});

describe('holidays', () => {
  it('an admin adds and removes a holiday, both audited; a duplicate or an impossible date is refused', async () => {
    const created = await consoleCall<{ id: number; date: string }>(
      'holiday/create',
      { exchange: 'KRX', date: '2027-08-18', name: 'Exchange system upgrade', reason: 'KRX notice' },
      adminToken,
    );
    expect(created.code, created.message).toBe(200);
    const duplicate = await consoleCall(
      'holiday/create',
      { exchange: 'KRX', date: '2027-08-18', name: 'Again', reason: 'KRX notice' },
      adminToken,
    );
    expect(duplicate).toMatchObject({ code: 404, message: 'Date is already a holiday of this exchange' });
    const impossible = await consoleCall(
      'holiday/create',
      { exchange: 'KRX', date: '2027-02-30', name: 'Nope', reason: 'r' },
      adminToken,
    );
    expect(impossible).toMatchObject({ code: 404, message: 'Date is not a real calendar date' });
    const list = await consoleCall<{ list: Array<{ id: number }> }>(
      'holiday/list',
      { exchange: 'KRX', year: 2027, size: 100 },
      reviewerToken,
    );
    expect(list.body.list.map((x) => x.id)).toContain(created.body.id);
    expect((await consoleCall('holiday/delete', { id: created.body.id, reason: 'moved' }, adminToken)).code).toBe(200);
    expect((await consoleCall('holiday/delete', { id: created.body.id, reason: 'moved' }, adminToken)).code).toBe(404);
    expect((await auditActions('holiday.create')).map((a) => a.target)).toContain(`holiday:${created.body.id}`);
    expect((await auditActions('holiday.delete')).map((a) => a.target)).toContain(`holiday:${created.body.id}`);
  });

  it('a reviewer cannot add holidays', async () => {
    const reply = await consoleCall(
      'holiday/create',
      { exchange: 'NSE', date: '2027-01-26', name: 'Republic Day', reason: 'r' },
      reviewerToken,
    );
    expect(reply.code).toBe(403);
  });
});
