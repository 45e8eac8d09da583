// Proves in a real browser that a USDT recharge and a USDT withdrawal read in both currencies at their recorded rate (docs/SPEC.md FR1): the console's review queues and decision dialogs lead with the USDT a reviewer checks on the chain, and the app's histories say "100.00 USDT → ₹… at ₹…" in English and Hindi, light and dark; the wallet names each record's part and subject (LR1, LR2).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole, StaffApi } from '../pages/console';
import { FundsPages } from '../pages/funds';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { acceptRiskDisclosure, customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-41';
const PASSWORD = 'secret-pass-1';
const PAY_PASSWORD = '246810';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** "100.00 USDT → ₹8,489.99 at ₹84.8999": the rupee figure and the rate depend on the simulated feed. */
const CONVERTED = (usdt: string) => new RegExp(`^${usdt} USDT → ₹[\\d,]+\\.\\d{2} at ₹\\d+\\.\\d+$`);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'evidence.png');
  return (await customerCall<{ url: string }>(server, token, 'upload/standard', form)).url;
}

describe('money moved in USDT', () => {
  const phone = `9${String(Date.now()).slice(-9)}`;

  it('FR1: the console queues and dialogs, and the app histories, show USDT and rupees at the recorded rate', async () => {
    const token = await registerByApi(server, phone, PASSWORD);
    const staff = new StaffApi(server.baseUrl);
    await staff.signIn('admin', ADMIN_PASSWORD);

    // A recharge of 100 USDT at the quoted rate.
    const channels = await customerCall<Array<{ id: number; name: string }>>(
      server,
      token,
      'income_channel/available',
      {},
    );
    const trc20 = channels.find((c) => c.name === 'USDT (TRC20)');
    if (!trc20) throw new Error('no USDT (TRC20) channel');
    let quoted: { id: number; currency: string; quote: string | null } | undefined;
    for (let attempt = 0; attempt < 50 && !quoted?.quote; attempt++) {
      const rows = await customerCall<Array<{ id: number; currency: string; quote: string | null }>>(
        server,
        token,
        'income_currency_channel/frontList',
        { channelId: trc20.id },
      );
      quoted = rows.find((r) => r.currency === 'USDT');
      if (!quoted?.quote) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const charge = await customerCall<{ id: number }>(server, token, 'charge/charge', {
      channelId: trc20.id,
      type: 'digital',
      currencyId: quoted?.id ?? 0,
      amount: '100',
      evidence: await upload(token),
      quote: quoted?.quote ?? '',
    });

    // The reviewer's queue leads with the USDT to look for on the chain; the dialog says both sides.
    const desk = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 } });
    const ops = new OperatorConsole(await desk.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.openQueue('recharges');
    const cell = ops.page.getByTestId(`recharge-amount-${charge.id}`);
    await cell.waitFor();
    const [usdtLine, conversionLine] = (await cell.innerText()).split('\n');
    expect(usdtLine).toBe('100.00 USDT');
    expect(conversionLine).toMatch(CONVERTED('100.00'));
    await ops.page.getByTestId(`recharge-approve-${charge.id}`).click();
    const dialog = ops.page.locator('.ant-modal', { has: ops.page.getByTestId('decision-confirm') });
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said).toContain('Check that 100.00 USDT arrived (USDT TRC20)');
    expect(said).toContain(conversionLine);
    expect(said).not.toMatch(/[\d,]+\.\d{2} USDT TRC20 will be credited/);
    await shot(ops.page, 'console-usdt-recharge-dialog');
    await ops.confirm('decision-confirm');

    // A payout of 20 USDT to a TRON wallet, once identity and the payment password are in place.
    await customerCall(server, token, 'user/update/pay_password', { oldPassword: PASSWORD, newPassword: PAY_PASSWORD });
    await customerCall(server, token, 'user/update/credit', {
      realName: 'Asha Rao',
      creditNumber: '234123412346',
      creditFront: await upload(token),
      creditBack: await upload(token),
    });
    const [kycId] = await staff.queueIds('kyc', phone);
    await staff.call('review/kyc/pass', { id: kycId ?? 0 });
    const outChannels = await customerCall<Array<{ id: number; type: string; name: string }>>(
      server,
      token,
      'outcome_channel/available',
      {},
    );
    const outTrc20 = outChannels.find((c) => c.type === 'digital' && c.name.includes('TRC20'));
    const wallet = await customerCall<{ id: number }>(server, token, 'user_account/insert', {
      channelId: outTrc20?.id ?? 0,
      address: 'TXyz123456789abcdefghijkmnopqrstuv',
    });
    const currencies = await customerCall<Array<{ id: number; code: string; quote: string | null }>>(
      server,
      token,
      'outcome_currency/available',
      {},
    );
    const usdt = currencies.find((c) => c.code === 'USDT');
    const withdrawal = await customerCall<{ id: number }>(server, token, 'withdraw/withdraw', {
      type: 'digital',
      accountId: wallet.id,
      currencyId: usdt?.id ?? 0,
      amount: '20',
      password: PAY_PASSWORD,
      quote: usdt?.quote ?? '',
    });

    await ops.openQueue('withdrawals');
    const payout = ops.page.getByTestId(`withdraw-amount-${withdrawal.id}`);
    await payout.waitFor();
    const [payoutUsdt, payoutConversion] = (await payout.innerText()).split('\n');
    expect(payoutUsdt).toBe('20.00 USDT');
    expect(payoutConversion).toMatch(CONVERTED('20.00'));
    await shot(ops.page, 'console-usdt-withdrawal-queue');
    await ops.page.getByTestId(`withdraw-approve-${withdrawal.id}`).click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${payoutConversion} to `);
    await ops.confirm('decision-confirm');
    await desk.close();

    // The app's histories say the same, from the same stored figures.
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const funds = new FundsPages(page);
    await signInThroughApp(page, phone, PASSWORD);
    await funds.openCharge();
    const rechargeRow = page.locator(`[data-testid="charge-row"][data-id="${charge.id}"]`);
    await rechargeRow.waitFor();
    expect(await rechargeRow.getByTestId('charge-row-amount').innerText()).toBe(conversionLine);
    expect(await rechargeRow.innerText()).toContain('USDT TRC20 · #');
    await rechargeRow.scrollIntoViewIfNeeded();
    await shot(page, 'usdt-recharge-history-en-light');
    await funds.openWithdraw();
    const payoutRow = page.locator(`[data-testid="withdraw-row"][data-id="${withdrawal.id}"]`);
    await payoutRow.waitFor();
    expect(await payoutRow.getByTestId('withdraw-row-amount').innerText()).toBe(payoutConversion);
    await payoutRow.scrollIntoViewIfNeeded();
    await shot(page, 'usdt-withdraw-history-en-light');

    // The wallet's records carry the same other side: the recharge's USDT, the hold's USDT asked.
    await page.goto('/#/pages/mine/wallet');
    await page.getByTestId('wallet-page').waitFor();
    const rechargeRecord = page.locator('[data-testid="record-row"][data-type="1"]').first();
    await rechargeRecord.waitFor({ timeout: 20_000 });
    expect(await rechargeRecord.getByTestId('record-fx').innerText()).toMatch(/^USDT 100\.00 · 1 USDT = ₹\d+\.\d+$/);
    expect(await rechargeRecord.getByTestId('record-subject').innerText()).toBe('USDT TRC20');
    await page.getByTestId('wallet-records').scrollIntoViewIfNeeded();
    await rechargeRecord.scrollIntoViewIfNeeded();
    await shot(page, 'usdt-wallet-records-en-light');
    await context.close();
  });

  it('FR1, LR1, LR2: the same in Hindi and dark mode, and a close names its three parts', async () => {
    const traderPhone = `8${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, traderPhone, PASSWORD);
    await acceptRiskDisclosure(server, token);
    // A demo trade opened and closed, so the wallet has a close's three records.
    const opened = await customerCall<{ id: number; orderNo: string }>(server, token, 'order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'virtual',
      requestId: `e2e-labels-${Date.now()}`,
    });
    await customerCall(server, token, 'order/cover', { orderId: opened.id, hands: 1 });

    const context = await mobileContext(browser, server.baseUrl, 'dark');
    await context.addInitScript(() => {
      localStorage.setItem('locale', 'hi');
      localStorage.setItem('displayMode', 'dark');
    });
    const page = await context.newPage();
    const funds = new FundsPages(page);
    await signInThroughApp(page, phone, PASSWORD);
    await funds.openCharge();
    const recharge = page.getByTestId('charge-row-amount').first();
    await recharge.waitFor();
    expect(await recharge.innerText()).toMatch(/^100\.00 USDT → ₹[\d,]+\.\d{2}, ₹\d+\.\d+ की दर से$/);
    await recharge.scrollIntoViewIfNeeded();
    await shot(page, 'usdt-recharge-history-hi-dark');
    await funds.openWithdraw();
    const payout = page.getByTestId('withdraw-row-amount').first();
    await payout.waitFor();
    expect(await payout.innerText()).toMatch(/^20\.00 USDT → ₹[\d,]+\.\d{2}, ₹\d+\.\d+ की दर से$/);
    await payout.scrollIntoViewIfNeeded();
    await shot(page, 'usdt-withdraw-history-hi-dark');
    await context.close();

    // The trader's wallet in English (light) and Hindi (dark): the close's parts and the order.
    for (const [locale, mode] of [
      ['en', 'light'],
      ['hi', 'dark'],
    ] as const) {
      const ctx = await mobileContext(browser, server.baseUrl, mode);
      await ctx.addInitScript(
        (prefs) => {
          localStorage.setItem('locale', prefs.locale);
          localStorage.setItem('displayMode', prefs.mode);
        },
        { locale, mode },
      );
      const walletPage = await ctx.newPage();
      await signInThroughApp(walletPage, traderPhone, PASSWORD);
      await walletPage.goto('/#/pages/mine/wallet');
      const closes = walletPage.locator('[data-testid="record-row"][data-type="4"]');
      await closes.first().waitFor({ timeout: 20_000 });
      const titles = await closes.getByTestId('record-type').allInnerTexts();
      expect(titles.sort()).toEqual(
        locale === 'en'
          ? ['Close position · fee', 'Close position · margin returned', 'Close position · profit/loss'].sort()
          : ['पोज़ीशन बंद · मार्जिन वापस', 'पोज़ीशन बंद · लाभ/हानि', 'पोज़ीशन बंद · शुल्क'].sort(),
      );
      for (const subject of await closes.getByTestId('record-subject').allInnerTexts()) {
        expect(subject.startsWith(`${opened.orderNo} · `)).toBe(true);
        expect(subject.endsWith(' · SOLUSD')).toBe(true);
      }
      await closes.last().scrollIntoViewIfNeeded();
      await shot(walletPage, `close-records-${locale}-${mode}`);
      await ctx.close();
    }
  });
});
