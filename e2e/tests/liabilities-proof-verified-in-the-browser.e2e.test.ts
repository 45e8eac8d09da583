// The liabilities proof (docs/SPEC.md PF3–PF5): anyone sees the day's root and total signed out; a customer, in the next day's proof, presses "Verify my balance" and the browser checks their leaf's path to the published root with core's own SHA-256, and recomputes their statement's chain to the head the leaf committed (PF8); a reply altered on the way fails the same check.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { advanceClock, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
const PASSWORD = 'secret-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;

type Mine = { date: string; leaf: { accountId: number; balanceMinor: string }; path: unknown[]; root: string };

beforeAll(async () => {
  server = await startServer({ MARKET_CLOCK_CONTROL: 'on' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the leader's proof of a later day than `date` (it looks every 30 s), then reads the customer's leaf. */
async function nextProof(token: string, date: string): Promise<Mine> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const published = await customerCall<{ date: string }>(server, null, 'proof/liabilities', {});
    if (published.date !== date) return await customerCall<Mine>(server, token, 'proof/mine', {});
    if (Date.now() > deadline) throw new Error(`no proof after ${date} came`);
    await new Promise((r) => setTimeout(r, 3_000));
  }
}

async function openProof(page: Page): Promise<void> {
  const app = new CustomerApp(page);
  await app.open('/pages/mine/mine');
  await page.getByTestId('mine-proof').click();
  await page.getByTestId('proof-page').waitFor();
  await page.getByTestId('proof-root').first().waitFor();
}

describe('the liabilities proof in the browser', () => {
  it('PF5: signed out, the page shows the published root, total and accounts and offers sign-in', async () => {
    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const page = await context.newPage();
    await openProof(page);
    const published = await customerCall<{ root: string; accounts: number }>(server, null, 'proof/liabilities', {});
    expect(await page.getByTestId('proof-root-hash').first().textContent()).toBe(published.root);
    expect(await page.getByTestId('proof-accounts').first().textContent()).toBe(String(published.accounts));
    await page.getByTestId('proof-sign-in').waitFor();
    await shot(page, 'proof-signed-out-en');
    await context.close();
  });

  it('PF3: the browser verifies the customer’s leaf step by step, and refuses an altered one', async () => {
    const phone = `8${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, PASSWORD);
    // A second customer, so the leaf has a path of at least one step to the root.
    await registerByApi(server, `7${String(Date.now()).slice(-9)}`, PASSWORD);
    // The customer joins tomorrow's proof: move the market clock a day on.
    const today = await customerCall<{ date: string }>(server, null, 'proof/liabilities', {});
    await advanceClock(server, DAY_MS);
    const mine = await nextProof(token, today.date);
    // No money has reached this new customer yet: their leaf is zero, and still proves it is counted.
    expect(mine.leaf.balanceMinor).toBe('0');
    expect(mine.path.length).toBeGreaterThan(0);

    for (const locale of ['en', 'hi'] as const) {
      const context = await lookContext(browser, server.baseUrl, { locale, scheme: 'light' });
      const page = await context.newPage();
      await signInThroughApp(page, phone, PASSWORD);
      await openProof(page);
      await page.getByTestId('proof-verify').click();
      const result = page.getByTestId('proof-result');
      await result.waitFor();
      expect(await result.getAttribute('data-ok')).toBe('true');
      expect(await page.getByTestId('proof-step').count()).toBe(mine.path.length);
      expect(await page.getByTestId('proof-chain').getAttribute('data-intact')).toBe('true');
      expect(await result.textContent()).toContain(locale === 'en' ? 'Verified' : 'सत्यापित');
      // PF8: the browser downloads the customer's chain records and recomputes the head the leaf committed.
      await page.getByTestId('proof-chain-verify').click();
      const chain = page.getByTestId('proof-chain-result');
      await chain.waitFor();
      expect(await chain.getAttribute('data-ok')).toBe('true');
      expect(await page.getByTestId('proof-chain-head').textContent()).toMatch(/^[0-9a-f]{64}$/);
      await chain.scrollIntoViewIfNeeded();
      await shot(page, `proof-verified-${locale}`);

      if (locale === 'en') {
        // The same reply with one more paisa on the leaf: the browser's own check must fail it.
        await page.route('**/api/smart/proof/mine', async (route) => {
          const reply = await route.fetch();
          const json = (await reply.json()) as { body: Mine };
          json.body.leaf.balanceMinor = String(BigInt(json.body.leaf.balanceMinor) + 1n);
          await route.fulfill({ response: reply, json });
        });
        await page.getByTestId('proof-verify').click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid=proof-result]')?.getAttribute('data-ok') === 'false',
        );
        await shot(page, 'proof-altered-en');
      }
      await context.close();
    }
  });
});
