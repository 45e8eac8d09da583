// Proves, in a real browser against the real server, that after a demo trade the position's Receipt
// sheet shows the quote the fill was taken on (bid, ask, the feed's sequence number), the fees from
// the published rates, the conversion into rupees and the ledger entries, says they recompute (RC1–RC3),
// fits 375 px with 44 px targets, and reads in Hindi too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, mobileContext, shot } from '../support/browser';
import { registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';
import { smallTapTargets } from '../support/tap-audit';

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

/** The receipt's elements that reach past the 375 px screen's right edge, as tag.class: text. */
async function overflowing(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('[data-testid="receipt-sheet"] *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 0.5) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)} (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      }
    }
    // The page under the sheet too: a row of buttons wider than the screen scrolls it sideways.
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`page: ${document.documentElement.scrollWidth} px wide`);
    return out.slice(0, 8);
  });
}

/** Opens the SOLUSD position's receipt and waits for it to load. */
async function openReceipt(page: Page): Promise<void> {
  await new CustomerApp(page).open('/pages/position/position');
  const row = new TradePage(page).position('SOLUSD');
  await row.waitFor({ timeout: 20_000 });
  await row.getByTestId('receipt-open').click();
  await page.getByTestId('receipt-recomputes').waitFor({ timeout: 20_000 });
}

describe('a demo trade has a receipt', () => {
  it('RC1, RC2: the position’s receipt shows its quote, seq, fees, conversion and entries, in English and Hindi', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const password = 'secret-pass-1';
    await registerByApi(server, phone, password);
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signInThroughApp(page, phone, password);
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);
    await app.open('/');
    await trade.useAccount('virtual');
    await detail.open('SOLUSD');
    await trade.openPanel('buy');
    await trade.useHighestLever();
    await trade.review();
    await trade.confirm();
    await trade.position('SOLUSD').waitFor({ timeout: 20_000 });
    await shot(page, 'positions-with-receipt-en-light');

    await openReceipt(page);
    const sheet = page.getByTestId('receipt-sheet');
    expect(await page.getByTestId('receipt-recomputes').getAttribute('data-ok')).toBe('true');
    const open = sheet.getByTestId('receipt-fill-open');
    expect(await open.getByTestId('receipt-bid').innerText()).toMatch(/^\$\d[\d,]*\.\d+$/);
    expect(await open.getByTestId('receipt-ask').innerText()).toMatch(/^\$\d[\d,]*\.\d+$/);
    // The feed's sequence number: the quote's second since the epoch, on the simulator's step (RC2).
    expect(Number(await open.getByTestId('receipt-seq').innerText())).toBeGreaterThan(1_700_000_000);
    expect(await open.locator('[data-testid="receipt-fee"][data-name="openingFee"]').count()).toBe(1);
    expect(await open.getByTestId('receipt-fx').innerText()).toContain('USDINR');
    expect(Number(await sheet.getByTestId('receipt-entries').getAttribute('data-count'))).toBeGreaterThanOrEqual(2);
    expect(await sheet.getByTestId('receipt-simulator').innerText()).toMatch(/seed \d+/);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'receipt-en-light');
    await context.close();

    const hindi = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme: 'light' });
    const hiPage = await hindi.newPage();
    await signInThroughApp(hiPage, phone, password);
    await new CustomerApp(hiPage).open('/');
    await new TradePage(hiPage).useAccount('virtual');
    await openReceipt(hiPage);
    const text = await hiPage.getByTestId('receipt-sheet').innerText();
    expect(text).toContain('सौदे की रसीद');
    expect(text).toContain('खुलने का सौदा');
    expect(text).toContain('फ़ीड क्रम संख्या');
    expect(text).not.toContain('Opening fill');
    expect(await overflowing(hiPage)).toEqual([]);
    await shot(hiPage, 'receipt-hi-light');
    await hindi.close();
  });
});
