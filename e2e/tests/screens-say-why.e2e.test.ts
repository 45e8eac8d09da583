// Proves, in a real browser against the real server, that no screen is left silent (issue 42): a device signed out elsewhere says why (A22), a missing offering says so with a way back (VS2), offline shows a banner and Retry and recovers by itself (VS1), and home shows the markets first (VS3).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { MarketsPage } from '../pages/markets';
import { SecurityPages } from '../pages/security';
import { launchBrowser, MOBILE_VIEWPORT, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const TABLET_AGENT =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function newApp(colorScheme: 'light' | 'dark' = 'light', userAgent?: string): Promise<CustomerApp> {
  const context = await mobileContext(browser, server.baseUrl, colorScheme, userAgent);
  contexts.push(context);
  return new CustomerApp(await context.newPage());
}

async function leftRoute(app: CustomerApp, prefix: string): Promise<void> {
  await app.page.waitForFunction((p) => !window.location.hash.includes(p), prefix, { timeout: 20_000 });
}

async function signIn(app: CustomerApp, username: string, password: string): Promise<void> {
  await app.open('/pages/login/login');
  await app.login(username, password);
  await leftRoute(app, '/pages/login/login');
}

async function toHindi(app: CustomerApp): Promise<void> {
  await app.open('/pages/common/language');
  await app.page.getByTestId('lang-hi').click();
  await app.page.waitForFunction(() => document.documentElement.lang === 'hi');
}

/** Waits until no toast covers the screen, so a screenshot shows the page itself. */
async function settle(page: Page): Promise<void> {
  await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 15_000 });
}

/** Whether the element's box lies wholly inside the 375×812 viewport, above `bottomPx`. */
async function onScreen(page: Page, selector: string, bottomPx: number = MOBILE_VIEWPORT.height): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= MOBILE_VIEWPORT.width && box.y + box.height <= bottomPx;
}

describe('A22: a device signed out elsewhere says why', () => {
  const username = `9${String(Date.now()).slice(-9)}`;
  const password = 'first-pass-1';
  const newPassword = 'second-pass-2';

  it('A22: a password change on the phone sends the tablet to Login saying the password was changed elsewhere', async () => {
    const phone = await newApp();
    await phone.register(username, password, () => smsCodeFromLog(server, username));
    await leftRoute(phone, '/pages/login/register');

    const tablet = await newApp('light', TABLET_AGENT);
    await signIn(tablet, username, password);
    await tablet.open('/');
    await tablet.page.getByTestId('home-page').waitFor();
    // The tablet's socket is bound to its session once the user is known (A21 ends it from there).
    await tablet.page.waitForTimeout(1_500);

    await phone.open('/pages/mine/password');
    await phone.field('password-old').fill(password);
    await phone.field('password-new').fill(newPassword);
    await phone.field('password-confirm').fill(newPassword);
    await phone.page.getByTestId('password-submit').click();
    await leftRoute(phone, '/pages/mine/password');

    // No tap on the tablet: the socket's error frame ends its session within a second or two.
    await tablet.waitForRoute('/pages/login/login');
    const notice = tablet.page.getByTestId('signed-out-notice');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.getAttribute('data-reason')).toBe('password_changed');
    expect(await notice.innerText()).toContain('Your password was changed on another device');
    await settle(tablet.page);
    await shot(tablet.page, 'signed-out-password-changed-en-light');

    // The reason stays until the next sign-in, in the customer's language.
    await toHindi(tablet);
    await tablet.open('/pages/mine/other');
    await tablet.page.getByTestId('display-dark').click();
    await tablet.open('/pages/login/login');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('आपका पासवर्ड किसी दूसरे डिवाइस पर बदला गया');
    await settle(tablet.page);
    await shot(tablet.page, 'signed-out-password-changed-hi-dark');
  });

  it('A22: a device signed out from the Devices page lands on Login saying so', async () => {
    // An account of its own, so its Devices page lists exactly the phone and the laptop.
    const owner = `8${String(Date.now()).slice(-9)}`;
    const phone = await newApp();
    await phone.register(owner, password, () => smsCodeFromLog(server, owner));
    await leftRoute(phone, '/pages/login/register');
    const laptop = await newApp('dark', LAPTOP_AGENT);
    await signIn(laptop, owner, password);
    await laptop.open('/');
    await laptop.page.getByTestId('home-page').waitFor();
    await laptop.page.waitForTimeout(1_500);

    const security = new SecurityPages(phone.page);
    const rows = await security.openDevices();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await phone.page.locator('[data-testid="device-row"][data-current="false"]').getByTestId('device-sign-out').click();
    await security.confirmDialog();

    await laptop.waitForRoute('/pages/login/login');
    const notice = laptop.page.getByTestId('signed-out-notice');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.getAttribute('data-reason')).toBe('revoked_by_user');
    expect(await notice.innerText()).toContain('signed out from the Devices page of another device');
    await settle(laptop.page);
    await shot(laptop.page, 'signed-out-revoked-en-dark');
  });
});

describe('VS2: a missing offering says so, with a way back', () => {
  const cases = [
    { route: '/pages/product/india/new/detail', back: '/pages/product/india/new/list' },
    { route: '/pages/product/india/new/detail?code=NO-SUCH-IPO', back: '/pages/product/india/new/list' },
    { route: '/pages/product/india/ai_stock/detail', back: '/pages/product/india/ai_stock/ai_stock' },
    { route: '/pages/product/india/ai_stock/detail?id=987654', back: '/pages/product/india/ai_stock/ai_stock' },
  ];

  it('VS2: new-share and AI details without an id or with an unknown one say "This offering does not exist"', async () => {
    const app = await newApp();
    for (const { route, back } of cases) {
      await app.open(route);
      const missing = app.page.getByTestId('not-found');
      await missing.waitFor({ timeout: 10_000 });
      expect(await missing.innerText()).toContain('This offering does not exist');
      expect(await app.page.getByTestId('load-error').count()).toBe(0);
      if (route.includes('NO-SUCH')) await shot(app.page, 'offering-missing-en-light');
      await app.page.getByTestId('not-found-back').click();
      await app.waitForRoute(back);
    }
  });

  it('VS2: and in Hindi', async () => {
    const app = await newApp('dark');
    await toHindi(app);
    for (const { route } of cases.filter((c) => c.route.includes('='))) {
      await app.open(route);
      const missing = app.page.getByTestId('not-found');
      await missing.waitFor({ timeout: 10_000 });
      expect(await missing.innerText()).toContain('यह ऑफ़र मौजूद नहीं है');
    }
    await shot(app.page, 'offering-missing-hi-dark');
  });
});

describe('VS1: offline is said, and recovered from without a tap', () => {
  it('VS1: a banner within seconds, Retry instead of skeletons on a list and a detail, and data again when back online', async () => {
    const app = await newApp();
    const markets = new MarketsPage(app.page);
    await app.open('/');
    const firstList = app.page.locator('[data-testid="quote-list"]');
    await firstList.waitFor({ timeout: 15_000 });
    const codes = await app.page
      .locator('[data-testid="quote-list"] [data-testid="quote-row"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code ?? ''));
    const [first = '', second = ''] = codes;
    // One detail page online, so its script is loaded before the network goes.
    await markets.open(first);
    await app.page.getByTestId('detail-header').waitFor({ timeout: 15_000 });
    await app.page.goBack();
    await firstList.waitFor();

    await app.page.context().setOffline(true);
    await app.page.getByTestId('offline-banner').waitFor({ timeout: 2_000 });
    // The prices' badge agrees with the banner: not live.
    await app.page.locator('[data-testid="connection-state"]:not([data-state="live"])').waitFor({ timeout: 3_000 });

    // A market not opened yet: its list cannot load, and says so with Retry.
    const tabs = await app.page.locator('[data-testid="category-tabs"] [role="tab"]').count();
    await app.page
      .locator('[data-testid="category-tabs"] [role="tab"]')
      .nth(tabs - 1)
      .click();
    await app.page.getByTestId('load-error').waitFor({ timeout: 5_000 });
    expect(await app.page.getByTestId('loading').count()).toBe(0);
    expect(await app.page.getByTestId('load-error').innerText()).toContain('No connection');
    await shot(app.page, 'offline-list-en-light');

    // Back to the first market, and a product not opened yet: the detail says so too.
    await app.page.locator('[data-testid="category-tabs"] [role="tab"]').first().click();
    await markets.open(second);
    await app.page.getByTestId('load-error').waitFor({ timeout: 5_000 });
    await app.page.getByTestId('offline-banner').waitFor();
    await shot(app.page, 'offline-detail-en-light');

    await app.page.context().setOffline(false);
    await app.page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 5_000 });
    await app.page.getByTestId('detail-header').waitFor({ timeout: 10_000 });
    await app.page.goBack();
    await app.page.locator('[data-testid="quote-list"] [data-testid="quote-row"]').first().waitFor({ timeout: 10_000 });
  });
});

describe('VS3: home puts the markets first at 375×812', () => {
  it('VS3: five market rows above the fold, and the chosen market tab still in view after a product and back', async () => {
    const app = await newApp();
    const markets = new MarketsPage(app.page);
    await app.open('/');
    const rows = app.page.locator('[data-testid="quote-list"] [data-testid="quote-row"]');
    await rows.first().waitFor({ timeout: 15_000 });
    const tabBarTop = (await app.page.locator('.tab-bar').boundingBox())?.y ?? MOBILE_VIEWPORT.height;
    const visible = await rows.evaluateAll(
      (els, [bottomPx, widthPx]) =>
        els.filter((e) => {
          const r = e.getBoundingClientRect();
          return r.top >= 0 && r.left >= 0 && r.right <= widthPx && r.bottom <= bottomPx;
        }).length,
      [tabBarTop, MOBILE_VIEWPORT.width] as const,
    );
    expect(visible).toBeGreaterThanOrEqual(5);
    await shot(app.page, 'home-markets-first-en-light');

    // The last market tab sits far to the right of the row; choose it, open a product, come back.
    const tabs = app.page.locator('[data-testid="category-tabs"] [role="tab"]');
    const last = tabs.nth((await tabs.count()) - 1);
    await last.click();
    const list = app.page.locator('[data-testid="quote-list"]');
    await list.waitFor({ timeout: 15_000 });
    const category = await list.getAttribute('data-category');
    const code = await rows.first().getAttribute('data-code');
    await markets.open(code ?? '');
    await app.page.getByTestId('detail-header').waitFor({ timeout: 15_000 });
    await app.page.goBack();
    await app.page.locator(`[data-testid="quote-list"][data-category="${category}"]`).waitFor();
    expect(await onScreen(app.page, '[data-testid="category-tabs"] [aria-selected="true"]', tabBarTop)).toBe(true);
    await shot(app.page, 'home-tab-kept-en-light');
  });

  it('VS3: the same home in Hindi and dark, and its offline banner', async () => {
    const app = await newApp('dark');
    await toHindi(app);
    await app.open('/');
    await app.page.locator('[data-testid="quote-list"] [data-testid="quote-row"]').first().waitFor({ timeout: 15_000 });
    await shot(app.page, 'home-markets-first-hi-dark');
    await app.page.context().setOffline(true);
    await app.page.getByTestId('offline-banner').waitFor({ timeout: 2_000 });
    expect(await app.page.getByTestId('offline-banner').innerText()).toContain('आप ऑफ़लाइन हैं');
    await shot(app.page, 'offline-home-hi-dark');
    await app.page.context().setOffline(false);
  });
});
