// Proves the console's funds configuration: admins add and change banks, channels and currencies,
// every save audited with its reason (S1); reviewers cannot change configuration (S2); a customer
// sees only active entries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { consoleCall, staffToken } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

let h: Harness;
let admin = '';
let reviewer = '';

beforeAll(async () => {
  h = await startHarness();
  admin = (await staffToken(h, 'admin')).token;
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => h.close());

describe('banks', () => {
  it('an admin adds a bank, deactivates it, and the customer list follows; the code is unique', async () => {
    const code = `Z${String.fromCharCode(65 + (Date.now() % 26))}QX`;
    const added = await consoleCall<{ id: number; code: string; active: boolean }>(
      h,
      'bank/save',
      { name: 'Test Co-op Bank', code, active: true, reason: 'new partner' },
      admin,
    );
    expect(added.body).toMatchObject({ code, active: true });
    const user = await registerUser(h);
    const fronts = async () =>
      (await call<Array<{ code: string }>>(h.app, 'bank/fronts', {}, { token: user.token })).body.map((b) => b.code);
    expect(await fronts()).toContain(code);
    await consoleCall(
      h,
      'bank/save',
      { id: added.body.id, name: 'Test Co-op Bank', code, active: false, reason: 'partnership ended' },
      admin,
    );
    expect(await fronts()).not.toContain(code);
    const duplicate = await consoleCall(h, 'bank/save', { name: 'Other', code, active: true, reason: 'dup' }, admin);
    expect(duplicate.code).toBe(404);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `bank:${added.body.id}`));
    expect(audits.map((a) => [a.action, a.reason])).toEqual([
      ['bank.create', 'new partner'],
      ['bank.update', 'partnership ended'],
    ]);
  });

  it('saving an unknown id answers 404 and writes nothing', async () => {
    const reply = await consoleCall(
      h,
      'bank/save',
      { id: 999_999, name: 'Ghost', code: 'GHST', active: true, reason: 'r' },
      admin,
    );
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^ID/);
  });

  it('S2: a reviewer cannot change configuration', async () => {
    expect(
      (await consoleCall(h, 'bank/save', { name: 'X', code: 'XXXX', active: true, reason: 'r' }, reviewer)).code,
    ).toBe(403);
    expect((await consoleCall(h, 'channel/income/list', {}, reviewer)).code).toBe(403);
  });
});

describe('channels and currencies', () => {
  it('an admin adds a receiving address for a channel; the customer sees it under that channel', async () => {
    const channel = await consoleCall<{ id: number }>(
      h,
      'channel/income/save',
      {
        name: `USDT ERC20 ${Date.now()}`,
        type: 'digital',
        needPassword: false,
        minAmount: '500',
        active: true,
        reason: 'new rail',
      },
      admin,
    );
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const currency = await consoleCall<{ id: number; channelName: string }>(
      h,
      'channel/income_currency/save',
      {
        channelId: channel.body.id,
        currency: 'usdt',
        protocol: 'ERC20',
        address,
        qrCode: address,
        rate: '0.0119',
        active: true,
        reason: 'new rail',
      },
      admin,
    );
    expect(currency.code).toBe(200);
    const user = await registerUser(h);
    const where = await call<Array<{ currency: string; address: string }>>(
      h.app,
      'income_currency_channel/frontList',
      { channelId: channel.body.id },
      { token: user.token },
    );
    expect(where.body).toEqual([expect.objectContaining({ currency: 'USDT', address })]);
    const channels = await call<Array<{ id: number; minAmount: string }>>(
      h.app,
      'income_channel/available',
      {},
      { token: user.token },
    );
    expect(channels.body.find((c) => c.id === channel.body.id)?.minAmount).toBe('500.00');
  });

  it('a channel needing a password must be given one', async () => {
    const reply = await consoleCall(
      h,
      'channel/income/save',
      { name: `Locked ${Date.now()}`, type: 'bank', needPassword: true, minAmount: '100', active: true, reason: 'r' },
      admin,
    );
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Password/);
  });

  it('lists withdrawal channels and currencies', async () => {
    const channels = await consoleCall<{ list: Array<{ name: string; protocol: string }> }>(
      h,
      'channel/outcome/list',
      { size: 100 },
      admin,
    );
    expect(channels.body.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'USDT (TRC20)', protocol: 'TRC20' })]),
    );
    const currencies = await consoleCall<{ list: Array<{ code: string }> }>(
      h,
      'currency/outcome/list',
      { size: 100 },
      admin,
    );
    expect(currencies.body.list.map((c) => c.code)).toEqual(expect.arrayContaining(['INR', 'USDT']));
  });
});
