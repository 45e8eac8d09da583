// The console's customer statements (docs/SPEC.md ST9): staff open a customer, download the P&L
// statement of the current financial year as PDF and as CSV, both carry the same SHA-256 the server
// issued, and each download is in the customer's audit trail as `customer.statement`.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { customerCall, registerByApi } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
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

describe('a customer’s statements in the console', () => {
  it('ST9: staff download the P&L PDF and CSV of a customer, with one hash, and each download is audited', async () => {
    const phone = `6${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, 'secret-pass-1');
    const { id: userId } = await customerCall<{ id: number }>(server, token, 'user/detail', {});

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-audit').waitFor();
    await ops.page.goto(`/console/#/customers/${userId}`);
    const section = ops.page.getByTestId('customer-statements');
    await section.waitFor({ timeout: 20_000 });
    // The demo account: a new customer's money is there (the real one has none yet).
    await section.getByText('Demo', { exact: true }).click();

    const [pdf] = await Promise.all([
      ops.page.waitForEvent('download'),
      ops.page.getByTestId('customer-statement-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-${userId}-virtual-FY\\d{4}-en\\.pdf$`));
    const pdfPath = await pdf.path();
    expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    const pdfHash = /\b([0-9a-f]{64})\b/.exec(text)?.[1];
    expect(pdfHash).toBeDefined();

    const [csv] = await Promise.all([
      ops.page.waitForEvent('download'),
      ops.page.getByTestId('customer-statement-csv').click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^statement-${userId}-virtual-FY\\d{4}-en\\.csv$`));
    const csvText = await readFile(await csv.path(), 'utf8');
    const last = csvText.trim().split(/\r?\n/).at(-1) ?? '';
    expect(last.startsWith('verify')).toBe(true);
    // The PDF and the CSV are the same statement: one hash of its figures (ST5, ST7).
    expect(last).toContain(pdfHash ?? 'no hash');
    // Staff downloads are the customer's own statement: the server issued that hash for the demo set.
    const verified = await customerCall<{ valid: boolean; accountType: string }>(server, null, 'statement/verify', {
      sha256: pdfHash ?? '',
    });
    expect(verified).toMatchObject({ valid: true, accountType: 'virtual' });

    // ST9: both downloads are in the customer's audit trail.
    const trail = ops.page.locator('.ant-card', { hasText: 'Staff actions on this customer' });
    await ops.page.reload();
    await expect
      .poll(async () => (await trail.innerText()).match(/customer\.statement/g)?.length ?? 0, { timeout: 20_000 })
      .toBe(2);
    await section.scrollIntoViewIfNeeded();
    await shot(ops.page, 'console-customer-statements');
    await context.close();
  });
});
