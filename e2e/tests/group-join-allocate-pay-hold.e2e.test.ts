// Proves, in a real browser against the real server, a group purchase in the demo account: the trader
// joins an offering with the deposit shown first, the test moves the server's market clock to the
// allocation time (MARKET_CLOCK_CONTROL, SPEC D9) and the engine leader allocates, the page follows
// over the socket (G9), the trader pays the rest and finds the held position under the "Group"
// source; the pages are shot in English and Hindi, light and dark, at 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { StaffApi } from '../pages/console';
import { GroupPages } from '../pages/groups';
import { TradePage } from '../pages/trade';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { advanceClock, type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
/** How far ahead the allocation is set: the test moves the server's clock there once it has joined. */
const ALLOCATE_IN_MS = 10 * 60_000;
/** The engine leader checks group offerings every second: the allocation shows well within this. */
const ALLOCATION_SHOWN_MS = 20_000;
let server: RunningServer;
let browser: Browser;
let staff: StaffApi;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD, MARKET_CLOCK_CONTROL: 'on' });
  browser = await launchBrowser();
  staff = new StaffApi(server.baseUrl);
  await staff.signIn('admin', ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The feed's bid of `code`: DOGEUSD's puts the offering's price at the market, so the position's P&L stays small. */
async function bidOf(code: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const reply = await fetch(`${server.baseUrl}/api/smart/data/market`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${code}`,
    });
    const json = (await reply.json()) as { code: number; body: { bid: string } | null };
    if (json.code === 200 && json.body) return json.body.bid;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${code} quote`);
}

/** Rupees as the app shows them (lakh grouping, two decimals). */
function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);
}

/** A screenshot of the page itself: after any toast (the sign-in's) has gone. */
async function look(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForTimeout(300);
  await shot(page, name);
}

describe('a group purchase in the demo account', () => {
  it('joins, is allotted at the allocation time, pays the rest and holds a position with source Group', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const groups = new GroupPages(page);
    const trade = new TradePage(page);

    const phone = `6${String(Date.now()).slice(-9)}`;
    const password = 'secret-pass-1';
    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');

    // A lot of DOGEUSD is 1 000 coins at the market price: about ₹14 000 where the feed starts, and
    // the price wanders (a fixed ₹45 000 once bought only 2 lots in CI). The trader asks three and a
    // half lots' worth at this price, in whole thousands, so the block of 3 lots, which nobody else
    // asks for, is theirs whole; they pay 20 % now.
    const price = await bidOf('DOGEUSD');
    const lotRupees = Number(price) * 1_000 * Number(await bidOf('USDINR'));
    const askRupees = Math.ceil((3.5 * lotRupees) / 1_000) * 1_000;
    const deposit = rupees(askRupees / 5);
    const now = Date.now();
    const group = await staff.call<{ id: number }>('group/create', {
      name: 'Dogecoin block',
      code: 'DOGEUSD',
      price,
      blockQty: 3,
      minAmount: '10000.00',
      maxAmount: `${askRupees * 2}.00`,
      depositRate: '0.2',
      allocateAt: now + ALLOCATE_IN_MS,
      payDeadline: now + ALLOCATE_IN_MS + 60 * 60_000,
      reason: 'browser test',
    });

    await groups.openOfferings();
    await groups.offering(group.id).waitFor();
    expect(await groups.offering(group.id).getAttribute('data-status')).toBe('open');
    await look(page, 'group-offerings-en-light');
    expect(await groups.fillJoin(group.id, String(askRupees))).toBe(deposit);
    // An amount below the minimum is said while typing, and the join waits for one within the limits.
    const amountField = page.locator('[data-testid="group-join-sheet"] input[data-testid="group-amount"]');
    await amountField.fill('5000');
    expect(await page.getByTestId('group-join-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-join-sheet').innerText()).toContain('₹10,000.00');
    await amountField.fill(String(askRupees));
    expect(await page.getByTestId('group-join-submit').isDisabled()).toBe(false);
    expect(await page.getByTestId('group-account').getAttribute('data-account')).toBe('virtual');
    await look(page, 'group-join-en-light');
    await groups.submitJoin();
    await groups.order('SUBMIT').waitFor();
    expect(await groups.order().getByTestId('group-order-deposit').innerText()).toBe(deposit);
    // Before the allocation the rest is owed only up to the amount: the allocation may give fewer lots.
    expect(await groups.order().innerText()).toContain('Due after allocation, up to');
    await look(page, 'group-mine-submit-en-light');

    // The server's clock moves to the allocation time; the leader allocates and the page follows by itself.
    await advanceClock(server, ALLOCATE_IN_MS + 1_000);
    await groups.order('PAYING').waitFor({ timeout: ALLOCATION_SHOWN_MS });
    expect(await groups.order().getByTestId('group-order-lots').innerText()).toBe('3 lots');
    await look(page, 'group-mine-paying-en-light');
    await groups.pay();
    await groups.order('HOLDING').waitFor({ timeout: 20_000 });
    expect(await groups.order().getByTestId('group-order-unpaid').innerText()).toBe('₹0.00');
    await look(page, 'group-mine-holding-en-light');

    await groups.order('HOLDING').getByTestId('group-view-position').click();
    const row = page.locator('[data-testid="order-source-list"] [data-testid="history-row"][data-status="BUILD"]');
    await row.first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('order-source-page').getAttribute('data-source')).toBe('group');
    expect(await row.first().innerText()).toContain('DOGEUSD');
    expect(await row.first().getByTestId('order-hands').innerText()).toBe('3');
    await look(page, 'group-order-source-en-light');
    await context.close();

    // The same pages in Hindi and dark mode.
    const dark = await mobileContext(browser, server.baseUrl, 'dark');
    await dark.addInitScript(() => {
      localStorage.setItem('locale', 'hi');
      localStorage.setItem('displayMode', 'dark');
      localStorage.setItem('accountType', 'virtual');
    });
    const hiPage = await dark.newPage();
    const hiApp = new CustomerApp(hiPage);
    const hiGroups = new GroupPages(hiPage);
    await hiApp.open('/pages/login/login');
    await hiApp.login(phone, password);
    await hiPage.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });
    await hiGroups.openMine();
    await hiGroups.order('HOLDING').waitFor({ timeout: 20_000 });
    expect(await hiGroups.order().getByTestId('group-order-status').innerText()).toMatch(/[\u0900-\u097F]/);
    // The product has its Hindi name here as on every other screen.
    expect(await hiGroups.order().innerText()).toContain('डॉजकॉइन');
    await look(hiPage, 'group-mine-hi-dark');
    await hiGroups.openOfferings();
    await hiGroups.offering(group.id).waitFor();
    expect(await hiGroups.offering(group.id).innerText()).toContain('डॉजकॉइन · DOGEUSD');
    await look(hiPage, 'group-offerings-hi-dark');
    await dark.close();
  });
});
