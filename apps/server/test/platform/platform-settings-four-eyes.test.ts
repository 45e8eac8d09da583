// Proves platform settings as admins change them (docs/SPEC.md S8): a plain setting applies at once
// and is audited; a fee is only proposed until a second admin approves it, never the proposer; an
// approval applies the value that trading then charges, a rejection changes nothing, one change waits
// per setting, a stale proposal is refused; bad values and non-editable keys are refused naming the
// field; and only admins may call any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

// The settings this file changes (fees, forced-cover levels, minimums) are read by every other test
// file, so it changes them in a database of its own.
let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

type Change = { id: number; key: string; value: string; previous: string; status: string; proposedBy: number };
type UpdateReply = { applied: boolean; setting: { key: string; value: string }; change: Change | null };

async function config(): Promise<Record<string, unknown>> {
  return (await call<Record<string, unknown>>(h.app, 'config/setting')).body;
}

async function auditOf(token: string, key: string) {
  const reply = await consoleCall<{ list: Array<{ action: string; staffId: number; reason: string | null }> }>(
    h,
    'audit/list',
    { target: `setting:${key}`, size: 50 },
    token,
  );
  return reply.body.list;
}

describe('S8: platform settings', () => {
  it('applies a plain setting at once, with its audit row', async () => {
    const admin = await staffToken(h, 'admin');
    const reply = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'minWithdrawAmount', newValue: '250', reason: 'bank charges rose' },
      admin.token,
    );
    expect(reply.code).toBe(200);
    expect(reply.body).toMatchObject({ applied: true, setting: { value: '250.00' }, change: null });
    expect((await config()).minWithdrawAmount).toBe('250.00');
    expect(await auditOf(admin.token, 'minWithdrawAmount')).toEqual([
      expect.objectContaining({ action: 'setting.update', staffId: admin.id, reason: 'bank charges rose' }),
    ]);
    const same = await consoleCall(
      h,
      'setting/update',
      { key: 'minWithdrawAmount', newValue: '250.00', reason: 'x' },
      admin.token,
    );
    expect(same.code).toBe(404);
    expect(same.message).toMatch(/value/i);
  });

  it('proposes a fee change, refuses its proposer, and applies it on a second admin’s approval', async () => {
    const first = await staffToken(h, 'admin');
    const second = await staffToken(h, 'admin');
    const before = (await config()).tradeBuyFee;
    const proposed = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeBuyFee', newValue: '0.0010', reason: 'exchange fees doubled' },
      first.token,
    );
    expect(proposed.code).toBe(200);
    expect(proposed.body.applied).toBe(false);
    expect(proposed.body.change).toMatchObject({
      key: 'tradeBuyFee',
      value: '0.0010',
      previous: before,
      status: 'PROPOSED',
    });
    expect((await config()).tradeBuyFee).toBe(before);
    const id = proposed.body.change?.id ?? 0;

    const again = await consoleCall(
      h,
      'setting/update',
      { key: 'tradeBuyFee', newValue: '0.0020', reason: 'x' },
      second.token,
    );
    expect(again.code).toBe(404);
    expect(again.message).toMatch(/waiting/);

    const own = await consoleCall(h, 'setting/approve', { id }, first.token);
    expect(own.code).toBe(403);
    expect((await config()).tradeBuyFee).toBe(before);

    const approved = await consoleCall<Change>(
      h,
      'setting/approve',
      { id, reason: 'checked the exchange notice' },
      second.token,
    );
    expect(approved.code).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedBy: second.id });
    expect((await config()).tradeBuyFee).toBe('0.0010');
    const twice = await consoleCall(h, 'setting/approve', { id }, second.token);
    expect(twice.code).toBe(404);

    // Trading charges the new fee at once on this node: 0.10 % of a notional, not 0.05 %.
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('XRPUSD', '2.3000', '2.3010');
    const opened = await trader.call<{ fee: string; qty: string; buildPrice: string; fxRate: string | null }>(
      'order/create',
      { code: 'XRPUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId() },
    );
    expect(opened.code).toBe(200);
    const notionalRupees = Number(opened.body.qty) * Number(opened.body.buildPrice) * Number(opened.body.fxRate ?? 1);
    expect(Number(opened.body.fee)).toBeCloseTo(notionalRupees * 0.001, 1);

    expect((await auditOf(first.token, 'tradeBuyFee')).map((a) => [a.action, a.staffId])).toEqual([
      ['setting.approve', second.id],
      ['setting.propose', first.id],
    ]);
  });

  it('rejects a proposal without changing anything, and refuses a stale one', async () => {
    const first = await staffToken(h, 'admin');
    const second = await staffToken(h, 'admin');
    const before = (await config()).tradeDelayRate;
    const proposed = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeDelayRate', newValue: '0.0003', reason: 'funding costs' },
      first.token,
    );
    const rejected = await consoleCall<Change>(
      h,
      'setting/reject',
      { id: proposed.body.change?.id ?? 0, reason: 'not this quarter' },
      second.token,
    );
    expect(rejected.body.status).toBe('REJECTED');
    expect((await config()).tradeDelayRate).toBe(before);

    // Warning 0.8: a proposal to raise it, then the forced-cover level moves past it by another change.
    const warning = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeForceCoverWarning', newValue: '0.9', reason: 'warn earlier' },
      first.token,
    );
    const cover = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeForceCoverRate', newValue: '0.6', reason: 'close earlier' },
      first.token,
    );
    expect((await consoleCall(h, 'setting/approve', { id: cover.body.change?.id ?? 0 }, second.token)).code).toBe(200);
    // The warning proposal still replaces 0.8, which is still current: it applies.
    expect((await consoleCall(h, 'setting/approve', { id: warning.body.change?.id ?? 0 }, second.token)).code).toBe(
      200,
    );
    const stale = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeForceCoverRate', newValue: '0.55', reason: 'a little less' },
      first.token,
    );
    const direct = await consoleCall<UpdateReply>(
      h,
      'setting/update',
      { key: 'tradeForceCoverRate', newValue: '0.7', reason: 'x' },
      second.token,
    );
    expect(direct.message).toMatch(/waiting/);
    await h.database.db.execute(
      // A value changed under the proposal (as a concurrent decision would): approval must not overwrite it.
      (await import('drizzle-orm')).sql`update settings set value = '"0.65"'::jsonb where key = 'tradeForceCoverRate'`,
    );
    const refused = await consoleCall(h, 'setting/approve', { id: stale.body.change?.id ?? 0 }, second.token);
    expect(refused.code).toBe(404);
    expect(refused.message).toMatch(/changed since/);
  });

  it('refuses bad values and keys naming the field, and every non-admin', async () => {
    const admin = await staffToken(h, 'admin');
    const cases: Array<[string, string, RegExp]> = [
      ['tradeBuyFee', '0.5', /new value.*at most 0\.05/i],
      ['tradeBuyFee', '-1', /value/i],
      ['tradeForceCoverWarning', '0.1', /at least tradeForceCoverRate/],
      ['feedbackEmail', 'nobody', /e-mail/],
      ['defaultCurrency', 'USD', /key/i],
      ['simulated', 'false', /key/i],
      ['constructor', '1', /key/i],
    ];
    for (const [key, value, message] of cases) {
      const reply = await consoleCall(h, 'setting/update', { key, newValue: value, reason: 'test' }, admin.token);
      expect(reply.code, `${key}=${value}`).toBe(404);
      expect(reply.message, `${key}=${value}`).toMatch(message);
    }
    for (const role of ['reviewer', 'support'] as const) {
      const { token } = await staffToken(h, role);
      expect((await consoleCall(h, 'setting/list', {}, token)).code).toBe(403);
      expect(
        (await consoleCall(h, 'setting/update', { key: 'minChargeAmount', newValue: '1', reason: 'x' }, token)).code,
      ).toBe(403);
    }
    const list = await consoleCall<{ settings: Array<{ key: string; fourEyes: boolean }> }>(
      h,
      'setting/list',
      {},
      admin.token,
    );
    expect(list.body.settings.find((s) => s.key === 'tradeSaleFee')?.fourEyes).toBe(true);
    expect(list.body.settings.find((s) => s.key === 'defaultCurrency')).toBeUndefined();
  });
});
