// Proves, in a real browser against the real server, a customer's new-share story: an IPO subscribed in
// the demo account with the cost converted from won before confirming, the engine leader's allotment at
// its time (one lot of three, two refunded), the published draw recomputed in the browser, the held
// position after listing; and a block trade, open to approved institutional accounts only (N13),
// bought with its access password, allotted at once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { StaffApi } from '../pages/console';
import { NewSharesPage } from '../pages/new-shares';
import { TradePage } from '../pages/trade';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
let server: RunningServer;
let browser: Browser;

let staff: StaffApi;

function consoleCall<B>(path: string, payload: Record<string, string | number>): Promise<B> {
  return staff.call<B>(path, payload);
}

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
  staff = new StaffApi(server.baseUrl);
  await staff.signIn('admin', ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The schedule runs on the server's clock: the offering closes, is allotted and lists a few seconds
 * after it is made, and the engine leader (a pass every 2 s) does each step at its time.
 */
function schedule(closeInMs: number, allotInMs: number, listInMs: number) {
  const now = Date.now();
  return {
    subscribeStart: now - 60_000,
    subscribeEnd: now + closeInMs,
    allotDate: now + allotInMs,
    listingDate: now + listInMs,
  };
}

/** A 1×1 PNG: the registration paper an institutional application attaches. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Calls the customer API with the token the app keeps after sign-in. */
async function customerCall<B>(token: string, path: string, body: BodyInit): Promise<B> {
  const headers: Record<string, string> = { token };
  if (typeof body === 'string') headers['content-type'] = 'application/x-www-form-urlencoded';
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, { method: 'POST', headers, body });
  const json = (await reply.json()) as { code: number; message: string; body: B };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.body;
}

/**
 * Makes the signed-in customer institutional as the product does (N13): they apply with a document,
 * and the desk approves the application.
 */
async function approveAsInstitution(token: string, userId: number): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'registration.png');
  const paper = await customerCall<{ url: string }>(token, 'upload/standard', form);
  await customerCall(
    token,
    'user/institution/apply',
    new URLSearchParams({
      institutionName: 'Block Capital Partners',
      registrationNumber: 'U65999MH2020PTC123456',
      institutionalCode: 'BCP-001',
      contactName: 'Asha Rao',
      contactPhone: '9876543210',
      documents: JSON.stringify([paper.url]),
    }).toString(),
  );
  const queue = await consoleCall<{ list: Array<{ id: number }> }>('review/institution/list', { userId, size: 10 });
  const application = queue.list[0];
  if (!application) throw new Error('the institutional application is not in the queue');
  await consoleCall('review/institution/approve', { id: application.id });
}

describe('new shares in the browser', () => {
  it('subscribes to an IPO in the demo account, sees the draw, the refund and the position after listing', async () => {
    const ipo = await consoleCall<{ code: string }>('new_share/create', {
      type: 'ipo',
      underlyingCode: '005930',
      name: 'Samsung Electronics',
      sectors: 'Semiconductors',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 1,
      minLots: 1,
      maxLots: 5,
      fee: '0',
      totalShare: 1,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      ...schedule(45_000, 50_000, 75_000),
      reason: 'browser test',
    });
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const shares = new NewSharesPage(page);
    const trade = new TradePage(page);
    const phone = `8${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');

    await shares.openList('korea');
    await shot(page, 'new-shares-korea-list-en-light');
    await shares.openDetail('korea', ipo.code);
    expect(await page.getByTestId('offering-detail').getAttribute('data-status')).toBe('open');
    // The market price beside it is a won price too, written as every won price is.
    expect(await page.getByTestId('offering-market-price').innerText()).toMatch(/^vs market ₩\d{1,3}(,\d{3})+$/);
    await shares.setLots(3);
    expect(await page.getByTestId('subscribe-shares').innerText()).toBe('3');
    // Priced in won, paid in rupees at the rate shown before confirming.
    expect(await page.getByTestId('subscribe-total').innerText()).toBe('₩300,000');
    expect(await page.getByTestId('subscribe-pay').innerText()).toMatch(/^₹\d[\d,]*\.\d{2}$/);
    expect(await page.getByTestId('subscribe-rate').innerText()).toMatch(/KRW = 0\.0\d+ INR/);
    await shot(page, 'new-shares-detail-en-light');
    await shares.subscribe();
    expect(await page.getByTestId('subscribe-confirm-account').getAttribute('data-account')).toBe('virtual');
    await shot(page, 'new-shares-confirm-en-light');
    await shares.confirm();
    expect(await shares.card(0).getAttribute('data-status')).toBe('submitted');

    // The leader allots at the allotment time: one lot offered, one applicant, three lots asked.
    await shares.waitForStatus('success');
    expect(await shares.card(0).getByTestId('subscription-won').innerText()).toBe('1');
    expect(await shares.card(0).getByTestId('subscription-refund').innerText()).toMatch(/^₹\d[\d,]*\.\d{2}$/);
    await shot(page, 'new-shares-mine-allotted-en-light');

    await shares.card(0).getByTestId('subscription-draw').click();
    await page.getByTestId('draw-verify').click();
    expect(await page.getByTestId('draw-verify-result').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('draw-mine').getAttribute('data-won')).toBe('1');
    await page.getByTestId('draw-panel').scrollIntoViewIfNeeded();
    await shot(page, 'new-shares-draw-en-light');

    await shares.waitForStatus('position_completed');
    await shares.card(0).getByTestId('subscription-position').click();
    await trade.position('005930').waitFor({ timeout: 20_000 });
    expect(await trade.position('005930').getAttribute('data-hands')).toBe('1');
    await shot(page, 'new-shares-position-en-light');
    await context.close();
  });

  it('buys a block trade with its access password and is allotted at once', async () => {
    const block = await consoleCall<{ code: string }>('new_share/create', {
      type: 'dazong',
      underlyingCode: 'RELIANCE',
      name: 'Reliance Industries',
      sectors: 'Energy',
      securitiesCompany: 'Kotak Mahindra Capital',
      price: '1400.00',
      lotSize: 5,
      minLots: 1,
      maxLots: 10,
      fee: '0',
      totalShare: 100,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      password: 'block-pass-7',
      ...schedule(3_600_000, 3_700_000, 7_200_000),
      reason: 'browser test',
    });
    const context = await mobileContext(browser, server.baseUrl, 'dark');
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const shares = new NewSharesPage(page);
    const trade = new TradePage(page);
    const phone = `8${String(Date.now() + 7).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    if (!token) throw new Error('the app kept no token after registering');
    const me = await customerCall<{ id: number }>(token, 'user/detail', '');
    await approveAsInstitution(token, me.id);
    await app.open('/');
    await trade.useAccount('virtual');
    await shares.openDetail('india', block.code);
    expect(await page.getByText('Institutional accounts only').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('subscribe-start').isDisabled()).toBe(true);
    await shares.checkPassword('block-pass-7');
    await shares.setLots(2);
    await shot(page, 'new-shares-block-en-dark');
    await shares.subscribe();
    await shares.confirm();
    expect(await shares.card(0).getAttribute('data-status')).toBe('success');
    expect(await shares.card(0).getByTestId('subscription-won').innerText()).toBe('10');
    await shot(page, 'new-shares-mine-block-en-dark');
    await context.close();
  });
});
