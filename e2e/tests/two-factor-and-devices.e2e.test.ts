// Proves, in a real browser against the real server, that a customer turns on two-factor sign-in by typing the setup key into an "authenticator" (core's TOTP), signs in again with a code, a second device signs in with a recovery code and shows up as a new-device alert, and the first device signs it out from the Devices page; and that turning it on with another device signed in offers to sign that device out in one tap (A21).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { awayFromStepEdge, codeOf, SecurityPages } from '../pages/security';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const TABLET_AGENT =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

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

async function switchTo(app: CustomerApp, locale: 'hi', display: 'dark'): Promise<void> {
  await app.open('/pages/common/language');
  await app.page.getByTestId(`lang-${locale}`).click();
  await app.page.waitForFunction((l) => document.documentElement.lang === l, locale);
  await app.open('/pages/mine/other');
  await app.page.getByTestId(`display-${display}`).click();
}

/** Turns two-factor on from the security page and answers the sign-out offer once it shows (A21). */
async function enableWithOffer(app: CustomerApp, security: SecurityPages) {
  await security.openTwoFactor();
  const secret = await security.startSetup();
  await awayFromStepEdge();
  await security.enable(secret);
  const offer = app.page.getByTestId('sign-out-offer');
  await offer.waitFor({ timeout: 15_000 });
  return offer;
}

describe('two-factor sign-in and the Devices page', () => {
  const phone = `8${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-2';

  it('enable with the setup key, sign in with a code, and sign out another device', async () => {
    const phoneContext = await mobileContext(browser, server.baseUrl, 'light', PHONE_AGENT);
    const app = new CustomerApp(await phoneContext.newPage());
    const security = new SecurityPages(app.page);

    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    await security.openTwoFactor();
    await app.page.getByTestId('totp-off').waitFor();
    await security.settle();
    await shot(app.page, 'two-factor-off-en-light');
    const secret = await security.startSetup();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await app.page.getByTestId('totp-qr').getAttribute('data-value')).toContain(`secret=${secret}`);
    await security.settle();
    await shot(app.page, 'two-factor-setup-en-light');
    await awayFromStepEdge();
    const recoveryCodes = await security.enable(secret);
    expect(recoveryCodes).toHaveLength(10);
    await security.toast('Two-factor sign-in is on');
    await security.settle();
    await shot(app.page, 'two-factor-recovery-codes-en-light');
    await app.page.getByTestId('recovery-done').click();
    await app.page.getByTestId('totp-on').waitFor();

    // Sign out, then in again: the server asks for the code, the page shows the field.
    await app.open('/');
    await app.page.getByTestId('tab-settings').click();
    await app.page.getByTestId('logout').click();
    await security.confirmDialog();
    // Signing out goes to the home tab; the settings tab then offers to log in again.
    await app.page.getByTestId('logout').waitFor({ state: 'detached', timeout: 15_000 });
    await app.open('/pages/login/login');
    await app.login(phone, password);
    await app.field('login-otp').waitFor({ timeout: 15_000 });
    await security.settle();
    await shot(app.page, 'login-otp-en-light');
    await awayFromStepEdge();
    // The step enabling used is spent; the next one is within the drift allowed.
    await app.field('login-otp').fill(codeOf(secret, 1));
    await app.page.getByTestId('login-submit').click();
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });

    // A second device signs in with a recovery code.
    const tabletContext = await mobileContext(browser, server.baseUrl, 'light', TABLET_AGENT);
    const tablet = new CustomerApp(await tabletContext.newPage());
    await tablet.open('/pages/login/login');
    await tablet.login(phone, password);
    await tablet.field('login-otp').waitFor({ timeout: 15_000 });
    await tablet.field('login-otp').fill(recoveryCodes[0] ?? '');
    await tablet.page.getByTestId('login-submit').click();
    await tablet.page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });

    const rows = await security.openDevices();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const current = app.page.locator('[data-testid="device-row"][data-current="true"]');
    expect(await current.innerText()).toContain('Chrome on Android');
    const other = app.page.locator('[data-testid="device-row"][data-current="false"]');
    expect(await other.innerText()).toContain('Safari on iPad');
    await app.page.getByTestId('notice-row').first().waitFor();
    expect(await app.page.getByTestId('notice-row').first().innerText()).toContain('Safari on iPad');
    await security.settle();
    await shot(app.page, 'devices-en-light');

    await other.getByTestId('device-sign-out').click();
    await security.confirmDialog();
    await security.toast('Signed out');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    // The signed-out tablet is sent to login on its next call (281).
    await tablet.open('/pages/mine/devices');
    await tablet.waitForRoute('/pages/login/login');
    await tabletContext.close();

    await switchTo(app, 'hi', 'dark');
    await security.openDevices();
    await app.page.getByTestId('device-current').waitFor();
    expect(await app.page.getByTestId('device-current').innerText()).toMatch(/[\u0900-\u097F]/);
    await security.settle();
    await shot(app.page, 'devices-hi-dark');
    await security.openTwoFactor();
    await app.page.getByTestId('totp-on').waitFor();
    await security.settle();
    await shot(app.page, 'two-factor-on-hi-dark');
    await phoneContext.close();
  });

  it('the set-up screen in Hindi and dark mode', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'dark');
    const app = new CustomerApp(await context.newPage());
    const security = new SecurityPages(app.page);
    const other = `7${String(Date.now()).slice(-9)}`;
    await app.register(other, password, () => smsCodeFromLog(server, other));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await switchTo(app, 'hi', 'dark');
    await security.openTwoFactor();
    await security.startSetup();
    await security.settle();
    await shot(app.page, 'two-factor-setup-hi-dark');
    await app.open('/pages/login/login');
    await app.page.getByTestId('login-submit').waitFor();
    await context.close();
  });

  /** Registers in `app` and signs the same account in on a second browser (a tablet), before two-factor. */
  async function withTablet(app: CustomerApp, username: string) {
    await app.register(username, password, () => smsCodeFromLog(server, username));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    const tabletContext = await mobileContext(browser, server.baseUrl, 'light', TABLET_AGENT);
    const tablet = new CustomerApp(await tabletContext.newPage());
    await tablet.open('/pages/login/login');
    await tablet.login(username, password);
    await tablet.page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });
    return { tablet, tabletContext };
  }

  it('A21: turning it on offers to sign out the other device; one tap does, and the tablet must sign in again', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'light', PHONE_AGENT);
    const app = new CustomerApp(await context.newPage());
    const security = new SecurityPages(app.page);
    const username = `6${String(Date.now()).slice(-9)}`;
    const { tablet, tabletContext } = await withTablet(app, username);

    const offer = await enableWithOffer(app, security);
    expect(await offer.innerText()).toContain('Another device is still signed in');
    await security.settle();
    await shot(app.page, 'two-factor-sign-out-offer-en-light');

    await app.page.getByTestId('sign-out-offer-accept').click();
    await security.toast('Signed out');
    await app.page.getByTestId('sign-out-offer-done').waitFor();
    // The recovery codes are still on screen: the offer never hides them.
    expect(await app.page.getByTestId('recovery-code').count()).toBe(10);
    await security.settle();
    await shot(app.page, 'two-factor-sign-out-offer-done-en-light');

    // The tablet's session ended (281): its next call sends it to login.
    await tablet.open('/pages/mine/devices');
    await tablet.waitForRoute('/pages/login/login');
    await tabletContext.close();
    await context.close();
  });

  it('A21: the offer in Hindi and dark mode', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'dark', PHONE_AGENT);
    const app = new CustomerApp(await context.newPage());
    const security = new SecurityPages(app.page);
    const username = `9${String(Date.now()).slice(-9)}`;
    const { tabletContext } = await withTablet(app, username);
    await switchTo(app, 'hi', 'dark');
    const offer = await enableWithOffer(app, security);
    expect(await offer.innerText()).toContain('एक और डिवाइस अब भी साइन-इन है');
    await security.settle();
    await shot(app.page, 'two-factor-sign-out-offer-hi-dark');
    await tabletContext.close();
    await context.close();
  });
});
