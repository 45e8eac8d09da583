// Contract notes in the app (docs/SPEC.md ST10–ST16): a customer trades a coin on the demo account,
// the test server's clock moves past the end of the India day, the engine leader writes the day's
// note, and the customer, in Hindi, finds it under Settings → Statements and downloads the PDF and
// the CSV, which carry the same order number, figures and hash.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { advanceClock, type RunningServer, startServer } from '../support/server';

const DAY_MS = 86_400_000;
/** The leader looks for ended days every 30 s (CONTRACT_NOTE_PASS_MS); a loaded machine may be slower. */
const NOTE_WAIT_MS = 90_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ MARKET_CLOCK_CONTROL: 'on' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Order {
  id: number;
  orderNo: string;
}

describe('Settings → Statements → contract notes', () => {
  it('ST16: the day after trading, the note is listed and downloads as PDF and CSV in Hindi', async () => {
    const phone = `8${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, 'secret-pass-1');
    const requestId = () => `note-${Math.random().toString(36).slice(2)}`;
    // The demo account holds the signup bonus: a Solana coin (₹1,00,000 buys it at lever 1) is bought and sold at once.
    const bought = await customerCall<Order>(server, token, 'order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      lever: 1,
      accountType: 'virtual',
      requestId: requestId(),
    });
    await customerCall<Order>(server, token, 'order/cover', { orderId: bought.id, hands: 1, requestId: requestId() });
    const empty = await customerCall<{ total: number }>(server, token, 'statement/contract_notes', {
      accountType: 'virtual',
    });
    expect(empty.total).toBe(0);

    await advanceClock(server, DAY_MS);
    const deadline = Date.now() + NOTE_WAIT_MS;
    let notes = empty as { total: number; list?: Array<{ date: string }> };
    while (notes.total === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2_000));
      notes = await customerCall(server, token, 'statement/contract_notes', { accountType: 'virtual' });
    }
    expect(notes.total).toBe(1);
    const date = notes.list?.[0]?.date ?? '';
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const context = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme: 'light' });
    const page = await context.newPage();
    await signInThroughApp(page, phone, 'secret-pass-1');
    const app = new CustomerApp(page);
    await app.open('/pages/mine/statements');
    await page.getByTestId('statements-page').waitFor();
    await page.getByTestId('segment-virtual').click();
    const row = page.getByTestId(`contract-note-${date}`);
    await row.waitFor();
    expect(await page.getByTestId('contract-notes').textContent()).toContain('अनुबंध नोट');
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'contract-notes-hi-light');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`contract-note-pdf-${date}`).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`contract-note-virtual-${date}-hi.pdf`);
    const pdfPath = await pdf.path();
    expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    // The PDF's first page as an image, to look at the Hindi shaping (artifacts/).
    execFileSync('pdftoppm', ['-r', '70', '-png', '-singlefile', pdfPath, 'artifacts/contract-note-hi']);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`contract-note-csv-${date}`).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`contract-note-virtual-${date}-hi.csv`);
    const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n').map((line) => line.split(','));
    const header = rows[0] ?? [];
    const cell = (r: string[] | undefined, name: string) => r?.[header.indexOf(name)] ?? '';
    const lines = rows.filter((r) => r[0] === 'open' || r[0] === 'close');
    expect(lines.map((r) => r[0])).toEqual(['open', 'close']);
    expect(cell(lines[0], 'order_no')).toBe(bought.orderNo);
    const total = rows.find((r) => r[0] === 'total');
    const sha256 = cell(
      rows.find((r) => r[0] === 'verify'),
      'instrument',
    );
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    // The same figures and hash in the PDF's text.
    for (const figure of [bought.orderNo, cell(total, 'fees'), cell(total, 'amount'), sha256])
      expect(text).toContain(figure);
    const verified = await customerCall<{ valid: boolean }>(server, token, 'statement/verify', { sha256 });
    expect(verified.valid).toBe(true);
    await context.close();
  });
});
