// Proves UPI pay-in end to end in a real browser against the real server (docs/SPEC.md UP1, UP3, UP5,
// UP8): the customer types an amount on the recharge page, gets the intent link and the QR code,
// approves on the simulated gateway's page as in a UPI app, and sees the status turn to received, a
// toast, and the balance rise, without the app polling. A declined payment shows its reason.
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';
import { recordToasts } from '../support/toasts';

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

async function openCharge(page: Page, phone: string): Promise<void> {
  await signInThroughApp(page, phone, PASSWORD);
  await page.goto('/#/pages/mine/charge');
  await page.getByTestId('upi-card').waitFor();
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function startPayment(page: Page, amount: string): Promise<string> {
  await page.locator('input[data-testid="upi-amount"], [data-testid="upi-amount"] input').first().fill(amount);
  await page.getByTestId('upi-submit').click();
  await page.getByTestId('upi-payment').waitFor();
  const intent = (await page.getByTestId('upi-intent').getAttribute('href')) ?? '';
  expect(intent).toMatch(/^upi:\/\/pay\?pa=.+&am=\d+\.\d\d&cu=INR&tr=order_/);
  await page.getByTestId('upi-qr').waitFor();
  expect(await page.getByTestId('upi-qr').getAttribute('data-value')).toBe(intent);
  return (await page.getByTestId('upi-checkout').getAttribute('href')) ?? '';
}

async function answerOnGateway(page: Page, checkoutUrl: string, answer: 'Approve' | 'Decline'): Promise<void> {
  const gateway = await page.context().newPage();
  await gateway.goto(checkoutUrl);
  await gateway.getByRole('button', { name: answer }).click();
  await gateway.getByTestId('sim-result').waitFor();
  await gateway.close();
}

describe('UPI pay-in', () => {
  it('UP8: pays by UPI on the simulated gateway and sees the balance rise with a toast', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    await registerByApi(server, phone, PASSWORD);
    for (const scheme of ['light', 'dark'] as const) {
      for (const locale of ['en', 'hi'] as const) {
        const context = await lookContext(browser, server.baseUrl, { locale, scheme });
        const page = await context.newPage();
        await openCharge(page, phone);
        await page.getByTestId('upi-balance').waitFor();
        await shot(page, `upi-form-${locale}-${scheme}`);
        await context.close();
      }
    }

    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const page = await context.newPage();
    await openCharge(page, phone);
    const toastSeen = await recordToasts(page);
    await page.getByTestId('upi-balance').waitFor();
    const before = rupees(await page.getByTestId('upi-balance').innerText());
    const checkoutUrl = await startPayment(page, '1500');
    expect(await page.getByTestId('upi-payment').getAttribute('data-status')).toBe('pending');
    await shot(page, 'upi-pending-en-light');

    await answerOnGateway(page, checkoutUrl, 'Approve');
    await page.locator('[data-testid="upi-payment"][data-status="credited"]').waitFor({ timeout: 15_000 });
    await toastSeen(/added to your balance by UPI/, 10_000);
    await expect
      .poll(async () => rupees(await page.getByTestId('upi-balance').innerText()), { timeout: 10_000 })
      .toBe(before + 1500);
    expect(await page.getByTestId('upi-payer').innerText()).toContain('cu******@okaxis');
    await shot(page, 'upi-credited-en-light');

    // UP5: a declined payment fails with the reason, and the balance stays.
    await page.getByTestId('upi-again').click();
    const declineUrl = await startPayment(page, '700');
    await answerOnGateway(page, declineUrl, 'Decline');
    await page.locator('[data-testid="upi-payment"][data-status="failed"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('upi-reason').innerText()).toMatch(/declined or failed/);
    expect(await page.getByTestId('upi-gateway-reason').innerText()).toMatch(/declined/);
    expect(rupees(await page.getByTestId('upi-balance').innerText())).toBe(before + 1500);
    await shot(page, 'upi-failed-en-light');
    await context.close();

    for (const scheme of ['light', 'dark'] as const) {
      const look = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme });
      const hiPage = await look.newPage();
      await openCharge(hiPage, phone);
      // UP11: the payment begun in the light look is still pending, so the dark look restores it.
      if (scheme === 'light') await startPayment(hiPage, '250');
      else await hiPage.locator('[data-testid="upi-payment"][data-status="pending"]').waitFor();
      await shot(hiPage, `upi-pending-hi-${scheme}`);
      await look.close();
    }
  });

  it('UP11: a reload keeps the payment in progress; a credit missed while offline shows on reconnect', async () => {
    const phone = `7${String(Date.now() + 1).slice(-9)}`;
    await registerByApi(server, phone, PASSWORD);
    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const page = await context.newPage();
    // The app's socket runs through the test, which can drop it as a lost network would.
    const sockets: Array<{ app: WebSocketRoute; server: WebSocketRoute }> = [];
    await page.routeWebSocket(/\/smart_socket/, (ws) => {
      sockets.push({ app: ws, server: ws.connectToServer() });
    });
    await openCharge(page, phone);
    const checkoutUrl = await startPayment(page, '1200');

    await page.reload();
    await page.locator('[data-testid="upi-payment"][data-status="pending"]').waitFor();
    expect(await page.getByTestId('upi-checkout').getAttribute('href')).toBe(checkoutUrl);
    await page.locator('[data-testid="upi-row"][data-status="pending"]').first().waitFor();
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(1);

    // The connection drops; the payment is approved meanwhile, so its `upi` event reaches no one.
    const dropped = sockets.at(-1);
    await dropped?.server.close();
    await dropped?.app.close();
    const before = sockets.length;
    await answerOnGateway(page, checkoutUrl, 'Approve');
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId('upi-payment').getAttribute('data-status')).toBe('pending');

    // Back online: the socket opens again and the card asks for the payment's state.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await page.locator('[data-testid="upi-payment"][data-status="credited"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="upi-row"][data-status="credited"]').first().waitFor({ timeout: 10_000 });
    await shot(page, 'upi-history-en-light');
    await context.close();
  });
});
