// Proves a customer's money story end to end in a real browser against the real server: add a bank
// account, set a payment password, verify identity with an Aadhaar number, recharge with transfer
// evidence, have staff approve the recharge and the KYC, withdraw, and see both records.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { OperatorConsole, StaffApi } from '../pages/console';
import { FundsPages } from '../pages/funds';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const ADMIN_PASSWORD = 'admin-pass-1234';
const SHOTS_DIR = '/tmp/web6-shots';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
  mkdirSync(SHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function look(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

describe('a customer recharges and withdraws', () => {
  const phone = `8${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-1';
  const payPassword = '246810';
  const accountNumber = '50100123456789';

  it('adds a bank, verifies identity, recharges, is approved, withdraws and sees both records', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const funds = new FundsPages(page);

    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    // The IFSC is typed in lower case with a space; the form upper-cases it and drops the space.
    await funds.addBank({
      bankName: 'State Bank of India',
      address: 'Andheri West, Mumbai',
      ifsc: 'sbin 0001234',
      payee: 'Asha Rao',
      accountNumber,
    });
    const banks = await funds.openBankList();
    expect(await banks.count()).toBe(1);
    const masked = await page.getByTestId('bank-row-number').innerText();
    expect(masked).toMatch(/6789$/);
    expect(masked).not.toContain(accountNumber);
    await look(page, 'funds-bank-list-en-light');

    await funds.setPayPassword(password, payPassword);

    await funds.submitKyc('Asha Rao', '234123412346');
    expect(await page.locator('body').innerText()).not.toMatch(/2341\s?2341\s?2346/);
    await look(page, 'funds-credit-crediting-en-light');

    await funds.openCharge();
    await page.getByTestId('charge-copy').click();
    await funds.toast('Copy success');
    await funds.recharge('5000', 'UPI from my HDFC account');
    await funds.row('charge', 'UNDER').waitFor();
    await look(page, 'funds-recharge-submitted-en-light');

    // Staff decide in the console's review screens; the staff API only finds this customer's rows.
    const staff = new StaffApi(server.baseUrl);
    await staff.signIn('admin', ADMIN_PASSWORD);
    const [chargeId] = await staff.queueIds('recharge', phone);
    const [kycId] = await staff.queueIds('kyc', phone);
    expect(chargeId).toBeDefined();
    expect(kycId).toBeDefined();
    const desk = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 } });
    const ops = new OperatorConsole(await desk.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    // The evidence is private (P7): the review queue shows it through its signed URL.
    await ops.openQueue('recharges');
    expect(await ops.imageLoaded(`recharge-evidence-${chargeId}`)).toBe(true);
    await ops.approveRecharge(chargeId ?? 0);
    await ops.passKyc(kycId ?? 0);

    // The decision reaches the open recharge page as a user event; no reload.
    await funds.row('charge', 'PASS').waitFor({ timeout: 20_000 });
    await look(page, 'funds-recharge-approved-en-light');

    await funds.openWithdraw();
    await page.getByTestId('withdraw-submit').waitFor();
    expect(await page.getByTestId('withdraw-available').innerText()).toBe('₹5,000.00');
    await funds.withdraw('1200.50', payPassword);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="withdraw-locked"]')?.textContent === '₹1,200.50',
      null,
      { timeout: 15_000 },
    );
    expect(await page.getByTestId('withdraw-available').innerText()).toBe('₹3,799.50');
    await funds.row('withdraw', 'UNDER').waitFor();
    await look(page, 'funds-withdraw-submitted-en-light');

    const [withdrawId] = await staff.queueIds('withdraw', phone);
    expect(withdrawId).toBeDefined();
    await ops.markWithdrawalPaid(withdrawId ?? 0, 'UTR2026112100042');
    await shot(ops.page, 'console-withdrawal-paid');
    await desk.close();
    await funds.row('withdraw', 'PAID').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('withdraw-row-reference').innerText()).toContain('UTR2026112100042');

    // Both records stay visible after a fresh load.
    await funds.openCharge();
    await funds.row('charge', 'PASS').waitFor();
    await funds.openWithdraw();
    await funds.row('withdraw', 'PAID').waitFor();
    await look(page, 'funds-withdraw-paid-en-light');
    await context.close();
  });

  it('shows the same records in Hindi and dark mode, with the identity verified', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'dark');
    await context.addInitScript(() => {
      localStorage.setItem('locale', 'hi');
      localStorage.setItem('displayMode', 'dark');
    });
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const funds = new FundsPages(page);
    await app.open('/pages/login/login');
    await app.login(phone, password);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });

    await funds.openWithdraw();
    await funds.row('withdraw', 'PAID').waitFor();
    expect(await page.getByTestId('withdraw-row-status').first().innerText()).toMatch(/[\u0900-\u097F]/);
    await look(page, 'funds-withdraw-hi-dark');

    await funds.openCharge();
    await funds.row('charge', 'PASS').waitFor();
    await look(page, 'funds-recharge-hi-dark');

    await app.open('/pages/mine/credit');
    await page.locator('[data-testid="credit-status"][data-status="PASS"]').waitFor();
    expect(await page.getByTestId('credit-number-masked').innerText()).toContain('XXXX XXXX 2346');
    await look(page, 'funds-credit-verified-hi-dark');
    await context.close();
  });
});
