// Proves issue 49's chart tools in a real browser against the real server: a held position's stop loss
// dragged on the chart shows the P&L at the new level, asks to confirm and is saved by order/update
// (DR6); a horizontal line drawn by a tap is on the server and back after a reload and on another
// period (DR1, DR5); a long press sets a price alert there (DR7). Photographed at 375 px in English
// and Hindi, light and dark.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailPage } from '../pages/product-detail';
import { launchBrowser, lookContext, mobileContext, shot } from '../support/browser';
import { acceptRiskDisclosure, customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = 'secret-pass-1';
const CODE = 'SOLUSD';

interface HeldOrder {
  id: number;
  stopLoss: string | null;
  takeProfit: string | null;
}

async function heldOrder(token: string, id: number): Promise<HeldOrder | undefined> {
  const list = await customerCall<{ list: HeldOrder[] }>(server, token, 'order/list', {
    status: '["BUILD"]',
    accountType: 'virtual',
    size: -1,
  });
  return list.list.find((o) => o.id === id);
}

/** Confirms the open antd-mobile dialog by its button's text. */
async function confirmDialog(page: Page, text: string): Promise<void> {
  const button = page.locator('.adm-dialog-button', { hasText: text });
  await button.waitFor({ timeout: 10_000 });
  await button.click();
  await page.locator('.adm-dialog').waitFor({ state: 'detached', timeout: 10_000 });
}

describe('drawings and trading from the chart', () => {
  it('drags a stop loss, draws a line that survives a reload, and long-presses for an alert', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, PASSWORD);
    await acceptRiskDisclosure(server, token);
    const quote = await customerCall<{ price: string }>(server, null, 'data/market', { code: CODE });
    const price = Number(quote.price);
    const stopLoss = (price * 0.97).toFixed(2);
    const takeProfit = (price * 1.03).toFixed(2);
    const opened = await customerCall<{ id: number }>(server, token, 'order/create', {
      code: CODE,
      direction: 'buy',
      hands: 1,
      accountType: 'virtual',
      stopLoss,
      takeProfit,
      requestId: `e2e-chart-${Date.now()}`,
    });

    const context = await mobileContext(browser, server.baseUrl);
    await context.addInitScript({ content: `localStorage.setItem('accountType', 'virtual');` });
    const page = await context.newPage();
    await signInThroughApp(page, phone, PASSWORD);
    const detail = new ProductDetailPage(page);
    await detail.open(CODE);
    await detail.waitForChart();
    await page.waitForSelector('[data-testid="chart-tools"][data-state="ready"]', { timeout: 20_000 });

    // DR6: drag the stop loss grip down; while dragging it names the level and the P&L there.
    const grip = page.getByTestId('level-grip-stopLoss');
    await grip.waitFor({ timeout: 20_000 });
    const box = await grip.boundingBox();
    if (!box) throw new Error('no stop loss grip on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 12, { steps: 4 });
    await page.mouse.move(x, y + 24, { steps: 4 });
    const dragged = await grip.getAttribute('data-price');
    expect(Number(dragged)).toBeLessThan(Number(stopLoss));
    expect(await grip.getAttribute('aria-label')).toMatch(/P&L [+-]?[₹$]?[\d,.]+$/);
    await shot(page, 'chart-stop-loss-dragging-en-light');
    await page.mouse.up();
    await page.getByText('Move the stop loss?').waitFor();
    await shot(page, 'chart-stop-loss-confirm-en-light');
    await confirmDialog(page, 'Move it');
    await expect.poll(async () => (await heldOrder(token, opened.id))?.stopLoss, { timeout: 20_000 }).toBe(dragged);
    // The take profit was kept as it was.
    expect((await heldOrder(token, opened.id))?.takeProfit).toBe(takeProfit);

    // Cancel puts the line back: the order is not changed.
    const box2 = await grip.boundingBox();
    if (!box2) throw new Error('no stop loss grip after the move');
    await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2);
    await page.mouse.down();
    await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    await confirmDialog(page, 'Keep it');
    await expect.poll(() => grip.getAttribute('data-price'), { timeout: 10_000 }).toBe(dragged);
    expect((await heldOrder(token, opened.id))?.stopLoss).toBe(dragged);

    // The keyboard does the same: the take profit's grip, three ticks up, Enter, confirm.
    const tpGrip = page.getByTestId('level-grip-takeProfit');
    await tpGrip.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    const raised = (Number(takeProfit) + 0.03).toFixed(2);
    expect(await tpGrip.getAttribute('data-price')).toBe(raised);
    await page.keyboard.press('Enter');
    await confirmDialog(page, 'Move it');
    await expect.poll(async () => (await heldOrder(token, opened.id))?.takeProfit, { timeout: 20_000 }).toBe(raised);

    // The move's toast goes first: it sits over the chart.
    await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 10_000 });
    // DR1, DR5: a horizontal line drawn by a tap is saved, and is there after a reload and on another period.
    await page.getByTestId('draw-hline').click();
    const host = await page.locator('.price-chart__host').boundingBox();
    if (!host) throw new Error('no chart on screen');
    await page.getByTestId('draw-hline').waitFor();
    expect(await page.getByTestId('draw-hline').getAttribute('aria-pressed')).toBe('true');
    await page.touchscreen.tap(host.x + host.width * 0.6, host.y + 60);
    const tools = page.getByTestId('chart-tools');
    await expect.poll(() => tools.getAttribute('data-drawings'), { timeout: 10_000 }).toMatch(/^hline:[\d.]+$/);
    const drawn = await tools.getAttribute('data-drawings');
    const saved = await customerCall<Array<{ kind: string; points: Array<{ price: string }> }>>(
      server,
      token,
      'drawing/list',
      { code: CODE },
    );
    expect(saved.map((d) => `${d.kind}:${d.points.map((p) => p.price).join('-')}`).join(' ')).toBe(drawn);
    await page.reload();
    await detail.waitForChart();
    await page.waitForSelector('[data-testid="chart-tools"][data-state="ready"]', { timeout: 20_000 });
    expect(await tools.getAttribute('data-drawings')).toBe(drawn);
    await detail.selectPeriod('60min');
    await page.waitForSelector('[data-testid="chart-tools"][data-state="ready"]');
    expect(await tools.getAttribute('data-drawings')).toBe(drawn);

    // A trend line takes two taps; selected with the toolbar (as a keyboard can), it is deleted.
    await page.getByTestId('draw-trend').click();
    const chartBox = await page.locator('.price-chart__host').boundingBox();
    if (!chartBox) throw new Error('no chart for the trend line');
    await page.touchscreen.tap(chartBox.x + chartBox.width * 0.3, chartBox.y + 150);
    await page.getByText('Tap the second point').waitFor({ timeout: 5_000 });
    // Apart, so the chart takes two taps rather than a double tap.
    await page.waitForTimeout(600);
    await page.touchscreen.tap(chartBox.x + chartBox.width * 0.7, chartBox.y + 110);
    await expect
      .poll(() => tools.getAttribute('data-drawings'), { timeout: 10_000 })
      .toMatch(new RegExp(`^${drawn} trend:[\\d.]+-[\\d.]+$`));
    const [, trend] = await customerCall<Array<{ id: number; kind: string }>>(server, token, 'drawing/list', {
      code: CODE,
    });
    expect(trend?.kind).toBe('trend');
    await shot(page, 'chart-trend-line-en-light');
    await page.getByTestId('draw-select').click();
    await page.getByTestId('draw-select').click();
    expect(await tools.getAttribute('data-selected')).toBe(String(trend?.id));
    await page.getByTestId('draw-remove').click();
    await expect.poll(() => tools.getAttribute('data-drawings'), { timeout: 10_000 }).toBe(drawn);
    expect(await customerCall<unknown[]>(server, token, 'drawing/list', { code: CODE })).toHaveLength(1);

    // DR7: a long press offers an alert at the pressed price, above or below the last price.
    const host2 = await page.locator('.price-chart__host').boundingBox();
    if (!host2) throw new Error('no chart after the period change');
    await page.mouse.move(host2.x + host2.width * 0.5, host2.y + 40);
    await page.mouse.down();
    await page.waitForTimeout(900);
    await page.mouse.up();
    await page.getByText(/^Set a price alert at [\d.]+\?$/).waitFor({ timeout: 10_000 });
    await shot(page, 'chart-long-press-alert-en-light');
    await confirmDialog(page, 'Set alert');
    await expect
      .poll(async () => (await customerCall<Array<{ code: string }>>(server, token, 'alert/list', {})).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [alert] = await customerCall<Array<{ code: string; condition: string }>>(server, token, 'alert/list', {});
    expect(alert?.code).toBe(CODE);
    expect(alert?.condition).toBe('above');

    // Photographs of the tools in both languages and schemes.
    const storage = await page.evaluate(() => ({
      token: localStorage.getItem('accessToken'),
      id: localStorage.getItem('accessId'),
    }));
    await context.close();
    for (const locale of ['en', 'hi'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const look = await lookContext(browser, server.baseUrl, { locale, scheme });
        await look.addInitScript({
          content: `localStorage.setItem('accessToken', ${JSON.stringify(storage.token)});
            localStorage.setItem('accessId', ${JSON.stringify(storage.id ?? '')});
            localStorage.setItem('accountType', 'virtual');`,
        });
        const lookPage = await look.newPage();
        const lookDetail = new ProductDetailPage(lookPage);
        await lookDetail.open(CODE);
        await lookDetail.waitForChart();
        await lookPage.waitForSelector('[data-testid="chart-tools"][data-state="ready"]', { timeout: 20_000 });
        await lookPage.getByTestId('level-grip-stopLoss').waitFor({ timeout: 20_000 });
        await lookPage.getByTestId('price-chart').scrollIntoViewIfNeeded();
        await shot(lookPage, `chart-tools-${locale}-${scheme}`);
        await look.close();
      }
    }
  });
});
