// Proves V5–V7 in a real browser on the demo account (a Sunday on the market clock: the NSE is closed,
// crypto trades): after Recharge the order sheet's chips are not blue on blue, 1× leaves every lever
// choice, a lot count of 0, nothing or 1.5 is refused with a message, a closed market is said before
// "Place order" (with the open a limit order queues for, AMO4), the close sheet is styled with its live close price and P&L, and the cancel dialog's two
// buttons say different things.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

/** Sunday 22 November 2026, 11:30 in India: the NSE is closed all day. */
const SUNDAY_IN_INDIA = '2026-11-22T06:00:00Z';

let server: RunningServer;
let browser: Browser;
let page: Page;
let app: CustomerApp;
let trade: TradePage;
let detail: ProductDetailPage;

beforeAll(async () => {
  server = await startServer({ MARKET_CLOCK_START: SUNDAY_IN_INDIA });
  browser = await launchBrowser();
  const context = await mobileContext(browser, server.baseUrl);
  page = await context.newPage();
  app = new CustomerApp(page);
  trade = new TradePage(page);
  detail = new ProductDetailPage(page);
  const phone = `6${String(Date.now()).slice(-9)}`;
  await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
  await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
    timeout: 20_000,
  });
  await app.open('/');
  await trade.useAccount('virtual');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function colours(testId: string): Promise<{ color: string; background: string }> {
  return page.getByTestId(testId).evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
}

async function problem(): Promise<string> {
  return (await page.getByTestId('trade-problem').innerText()).trim();
}

describe('V5, V6: the order sheet', () => {
  it('draws the selected chips white on blue after Recharge and Withdraw were opened', async () => {
    await app.open('/pages/mine/charge');
    await page.waitForLoadState('networkidle');
    await app.open('/pages/mine/withdraw');
    await page.waitForLoadState('networkidle');
    await detail.open('SOLUSD');
    await trade.openPanel('buy');
    const market = await colours('trade-type-market');
    expect(market.background).toBe('rgb(1, 102, 252)');
    expect(market.color).toBe('rgb(255, 255, 255)');
    const lever = await page.locator('[data-testid^="trade-lever-"][aria-pressed="true"]').evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(lever.color).not.toBe(lever.background);
  });

  it('keeps every lever choice after 1× is picked', async () => {
    const levers = page.locator('[data-testid^="trade-lever-"]');
    const before = await levers.count();
    expect(before).toBeGreaterThan(1);
    await page.getByTestId('trade-lever-1').click();
    expect(await page.getByTestId('trade-lever-1').getAttribute('aria-pressed')).toBe('true');
    expect(await levers.count()).toBe(before);
  });

  it('refuses 0, nothing and 1.5 lots with a message instead of making them 1', async () => {
    await trade.typeHands('0');
    expect(await problem()).toBe('At least 1 lot');
    expect(await page.getByTestId('trade-review').isDisabled()).toBe(true);
    await trade.typeHands('');
    expect(await problem()).toBe('Enter the number of lots');
    await trade.typeHands('1.5');
    expect(await problem()).toBe('Lots must be a whole number');
    expect(await page.locator('[data-testid="trade-hands"] input').inputValue()).toBe('1.5');
    await trade.typeHands('2');
    await page.getByTestId('trade-problem').waitFor({ state: 'detached' });
    // Back to the product's own (highest) lever, so two lots fit the demo balance.
    await page.locator('[data-testid^="trade-lever-"]').last().click();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="trade-review"]')?.disabled,
    );
    await shot(page, 'order-sheet-after-recharge-en-light');
    await trade.review();
    await trade.confirm();
    await trade.position('SOLUSD').waitFor({ timeout: 20_000 });
  });

  it('says a closed market is closed on the sheet, before Place order', async () => {
    await detail.open('RELIANCE', '/pages/product/india/india_detail');
    await page.getByTestId('trade-buy').click();
    await trade.sheet.waitFor();
    // AMO4: it names the open a limit order queues for, and a market order cannot be chosen.
    expect(await page.getByTestId('trade-market-closed').innerText()).toMatch(
      /^Market closed · your limit order will queue for the open at 23 Nov 09:15 IST$/,
    );
    expect(await page.getByTestId('trade-type-market').isDisabled()).toBe(true);
    await shot(page, 'order-sheet-market-closed-en-light');
  });
});

/** How many lines a button's label takes: the distinct tops of its text's line boxes. */
function labelLines(button: Locator): Promise<number> {
  return button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
}

describe('V5, V7: the close sheet and the cancel dialog', () => {
  it('shows the close price and the estimated P&L of the lots picked, styled as a sheet', async () => {
    await app.open('/pages/position/position');
    const row = trade.position('SOLUSD');
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('position-cover').click();
    const sheet = page.getByTestId('cover-sheet');
    await sheet.waitFor();
    const padding = await page.locator('.trade-sheet').evaluate((el) => getComputedStyle(el).paddingLeft);
    expect(padding).not.toBe('0px');
    expect(await page.getByTestId('cover-price').innerText()).toMatch(/\d/);
    const whole = await page.getByTestId('cover-pnl').innerText();
    expect(whole).toMatch(/\d/);
    await page.getByTestId('cover-percent-50').click();
    expect(await page.locator('[data-testid="cover-hands"] input').inputValue()).toBe('1');
    expect(await page.getByTestId('cover-pnl').innerText()).toMatch(/\d/);
    await page.locator('[data-testid="cover-hands"] input').fill('3');
    expect(await page.getByTestId('cover-problem').innerText()).toBe('At most 2 lots');
    expect(await page.getByTestId('cover-confirm').isDisabled()).toBe(true);
    // At 375 px both actions keep their label on one line (its text's line boxes share one top).
    const keep = sheet.getByRole('button', { name: 'Keep position' });
    for (const action of [keep, page.getByTestId('cover-confirm')]) expect(await labelLines(action)).toBe(1);
    await shot(page, 'close-sheet-en-light');
    await keep.click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('asks "Cancel order" or "Keep order", never "Cancel" twice', async () => {
    await detail.open('SOLUSD');
    await trade.openPanel('buy');
    await page.getByTestId('trade-type-limit').click();
    const price = app.field('trade-price');
    const market = Number((await price.inputValue()).replace(/,/g, ''));
    // Far enough below to wait, inside the ±50 % band the server allows (half the ask, rounded to the
    // cent, can fall just outside it and be refused).
    await price.fill((market * 0.6).toFixed(2));
    await trade.review();
    await trade.confirm();
    await app.waitForRoute('/pages/position/position');
    await page.getByTestId('pending-cancel').first().click();
    await page.getByRole('button', { name: 'Keep order' }).waitFor();
    const labels = (await page.locator('.adm-dialog-button >> visible=true').allInnerTexts()).map((s) => s.trim());
    expect(labels.sort()).toEqual(['Cancel order', 'Keep order']);
    await shot(page, 'cancel-dialog-en-light');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.waitForSelector('[data-testid="pending-list"][data-count="0"]', { timeout: 20_000 });
  });
});
