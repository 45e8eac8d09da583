// Proves in a real browser that the Position tab marks everything from one quote (SPEC MK1, MK2): sampled
// several times over a few seconds, in each frame the summary's position P&L is the sum of the rows, each
// row's P&L is its "Current" price's P&L at the rate it shows, and the close sheet's price is the bid for
// a buy and the ask for a sell, with the row's P&L as its estimate for all lots.
import {
  convertMinor,
  findInstrument,
  minor,
  parseMoney,
  parsePrice,
  positionPnl,
  recordedRate,
  ticks,
} from '@demo/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const CODE = 'SOLUSD';
const SAMPLES = 8;
const SAMPLE_GAP_MS = 600;

let server: RunningServer;
let browser: Browser;
const phone = `8${String(Date.now()).slice(-9)}`;
const password = 'secret-pass-1';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function context(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return lookContext(browser, server.baseUrl, { locale, scheme });
}

interface RowSample {
  id: string;
  buy: boolean;
  entry: string;
  current: string;
  hands: string;
  pnl: string;
  rate: string | null;
  live: string | null;
}

/** The summary and every row, read in one pass of the page: one frame. */
function frame(page: Page): Promise<{ summary: string; rows: RowSample[] }> {
  return page.evaluate(() => {
    const text = (root: ParentNode, selector: string) =>
      (root.querySelector<HTMLElement>(selector)?.textContent ?? '').trim();
    const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="position-row"]'), (row) => {
      const pnl = row.querySelector<HTMLElement>('.position-row__pnl');
      return {
        id: row.dataset.id ?? '',
        buy: row.querySelector('.side-tag--buy') !== null,
        entry: text(row, 'dl.kv-grid dd'),
        current: text(row, '[data-testid="position-current"]'),
        hands: text(row, '[data-testid="position-hands"]'),
        pnl: text(row, '[data-testid="position-pnl"]'),
        rate: pnl?.dataset.rate ?? null,
        live: pnl?.dataset.live ?? null,
      };
    });
    return { summary: text(document, '[data-testid="summary-position-pnl"]'), rows };
  });
}

/** A signed rupee amount on screen ("+₹1,234.56", "-₹0.40") as paise. */
function paise(text: string): bigint {
  const parsed = parseMoney(text.replace(/[^\d.-]/g, ''));
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.value;
}

/** A dollar price on screen ("$141.23") as ticks of the product's decimals. */
function priceTicks(text: string, decimals: number) {
  const parsed = parsePrice(text.replace(/[^\d.]/g, ''), decimals);
  if (!parsed.ok) throw new Error(`not a price: ${text}`);
  return parsed.value;
}

/** The P&L of a row at its own "Current" price, converted at the rate it says it used. */
function pnlAtCurrent(row: RowSample): bigint {
  const instrument = findInstrument(CODE);
  if (!instrument || row.rate === null) throw new Error(`no instrument or rate for row ${row.id}`);
  const dollars = positionPnl({
    direction: row.buy ? 'buy' : 'sell',
    buildPriceTicks: ticks(priceTicks(row.entry, instrument.decimals)),
    markPriceTicks: ticks(priceTicks(row.current, instrument.decimals)),
    hands: Number(row.hands),
    handCount: instrument.handCount,
    decimals: instrument.decimals,
  });
  const loss = dollars < 0n;
  const rate = recordedRate('USD', 'INR', loss ? 'pay' : 'receive', row.rate);
  if (!rate) throw new Error(`bad rate ${row.rate}`);
  const rupees = convertMinor(minor(loss ? -dollars : dollars), rate);
  return loss ? -rupees : rupees;
}

async function openPosition(trade: TradePage, detail: ProductDetailPage, direction: 'buy' | 'sell') {
  await detail.open(CODE);
  await trade.openPanel(direction);
  // A lot of SOLUSD at 1× costs more than the demo balance: the customer picks the product's lever (LV1).
  await trade.useHighestLever();
  await trade.review();
  await trade.confirm();
}

describe('MK1, MK2: the Position tab agrees with itself in every frame', () => {
  it('MK1: the summary is the sum of the rows and each row’s P&L is its Current price’s, frame after frame', async () => {
    const ctx = await context('en', 'light');
    const page = await ctx.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);
    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');
    await openPosition(trade, detail, 'buy');
    await openPosition(trade, detail, 'sell');

    await app.open('/pages/position/position');
    await page.waitForFunction(
      () => {
        const rows = document.querySelectorAll('[data-testid="position-row"] .position-row__pnl[data-live="true"]');
        return rows.length === 2 && document.querySelector('[data-testid="summary-position-pnl"]') !== null;
      },
      null,
      { timeout: 20_000 },
    );
    const prices = new Set<string>();
    for (let i = 0; i < SAMPLES; i += 1) {
      const { summary, rows } = await frame(page);
      expect(rows).toHaveLength(2);
      expect(paise(summary)).toBe(rows.reduce((sum, row) => sum + paise(row.pnl), 0n));
      for (const row of rows) {
        expect(row.live).toBe('true');
        expect(paise(row.pnl), `row ${row.id} at ${row.current}`).toBe(pnlAtCurrent(row));
      }
      prices.add(rows.map((row) => row.current).join(' '));
      await page.waitForTimeout(SAMPLE_GAP_MS);
    }
    // The feed moved while we watched, so the frames tested more than one price.
    expect(prices.size).toBeGreaterThan(1);
    await shot(page, 'position-marks-en-light');

    for (const side of ['buy', 'sell'] as const) {
      const row = page.locator(`[data-testid="position-row"]:has(.side-tag--${side})`).first();
      const id = await row.getAttribute('data-id');
      await row.getByTestId('position-cover').click();
      await page.getByTestId('cover-sheet').waitFor();
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="cover-pnl"]')?.textContent ?? ''),
      );
      for (let i = 0; i < 4; i += 1) {
        const sheet = await page.evaluate((rowId) => {
          const quote = document.querySelector<HTMLElement>('[data-testid="cover-quote"]');
          const pnlOf = (selector: string) => (document.querySelector(selector)?.textContent ?? '').trim();
          return {
            price: pnlOf('[data-testid="cover-price"]'),
            bid: quote?.dataset.bid ?? '',
            ask: quote?.dataset.ask ?? '',
            pnl: pnlOf('[data-testid="cover-pnl"]'),
            rowPnl: pnlOf(`[data-testid="position-row"][data-id="${rowId}"] [data-testid="position-pnl"]`),
          };
        }, id);
        // MK2: a buy closes at the bid, a sell at the ask; all lots realise the row's P&L.
        expect(sheet.price.replace(/[$,]/g, '')).toBe(side === 'buy' ? sheet.bid : sheet.ask);
        expect(sheet.bid).not.toBe(sheet.ask);
        expect(sheet.pnl).toBe(sheet.rowPnl);
        await page.waitForTimeout(SAMPLE_GAP_MS);
      }
      await shot(page, `close-sheet-${side}-en-light`);
      await page.getByRole('button', { name: 'Keep position' }).click();
      await page.getByTestId('cover-sheet').waitFor({ state: 'detached' });
    }
    await ctx.close();
  });

  it('MK1: shows the same marks in Hindi and dark mode', async () => {
    const ctx = await context('hi', 'dark');
    const page = await ctx.newPage();
    const app = new CustomerApp(page);
    const trade = new TradePage(page);
    await app.open('/pages/login/login');
    await app.login(phone, password);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });
    await app.open('/');
    await trade.useAccount('virtual');
    await app.open('/pages/position/position');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="position-row"] .position-row__pnl[data-live="true"]').length === 2 &&
        /\d/.test(document.querySelector('[data-testid="summary-position-pnl"]')?.textContent ?? ''),
      null,
      { timeout: 20_000 },
    );
    const { summary, rows } = await frame(page);
    expect(paise(summary)).toBe(rows.reduce((sum, row) => sum + paise(row.pnl), 0n));
    await shot(page, 'position-marks-hi-dark');
    await trade.position(CODE).getByTestId('position-cover').click();
    await page.getByTestId('cover-sheet').waitFor();
    await shot(page, 'close-sheet-hi-dark');
    await ctx.close();
  });
});
