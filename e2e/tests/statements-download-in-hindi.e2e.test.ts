// Settings → Statements (docs/SPEC.md ST1–ST8): a new customer, in Hindi, downloads the current
// financial year's P&L and ledger statement as PDF and as CSV; both carry the same hash and figures,
// the PDF is A4 text that pdftotext reads, and the page is photographed at 375 px in both schemes.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
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

describe('Settings → Statements', () => {
  it('ST3, ST7: downloads the PDF and the CSV in Hindi, with the same figures and hash', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, 'secret-pass-1');
    const verify = async (sha256: string) =>
      await customerCall<{ valid: boolean }>(server, token, 'statement/verify', { sha256 });
    for (const scheme of ['light', 'dark'] as const) {
      const context = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme });
      const page = await context.newPage();
      await signInThroughApp(page, phone, 'secret-pass-1');
      const app = new CustomerApp(page);
      await app.open('/pages/mine/mine');
      await page.getByTestId('mine-statements').click();
      await page.getByTestId('statements-page').waitFor();
      expect(await page.getByTestId('statements-pdf').textContent()).toContain('डाउनलोड');
      await shot(page, `statements-hi-${scheme}`);
      if (scheme === 'dark') {
        await context.close();
        continue;
      }
      // The demo account: a signup bonus lands there, so its ledger has a record to list.
      await page.getByTestId('segment-virtual').click();
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statements-pdf').click()]);
      expect(pdf.suggestedFilename()).toMatch(/^statement-virtual-FY\d{4}-hi\.pdf$/);
      const pdfBytes = await readFile(await pdf.path());
      expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statements-csv').click()]);
      expect(csv.suggestedFilename()).toMatch(/^statement-virtual-FY\d{4}-hi\.csv$/);
      const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n').map((line) => line.split(','));
      const closing = rows.find((r) => r[0] === 'summary' && r[1] === 'closing_balance')?.[10] ?? '';
      const sha256 = rows.find((r) => r[0] === 'verify')?.[2] ?? '';
      expect(closing).toMatch(/^\d+\.\d{2}$/);
      expect(text).toContain(closing);
      expect(sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(text).toContain(sha256);
      // The CSV's words are Hindi (the summary's labels), the demo mark is on the PDF.
      expect(rows.find((r) => r[1] === 'closing_balance')?.[2]).toBe('अंतिम शेष');
      expect((await verify(sha256)).valid).toBe(true);
      await shot(page, 'statements-hi-light-downloaded');
      await context.close();
    }
  });
});
