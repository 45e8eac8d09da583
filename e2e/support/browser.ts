import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium driven by playwright-core, never a downloaded browser (DEVELOPERS.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = new URL('../artifacts', import.meta.url).pathname;
export const MOBILE_VIEWPORT = { width: 375, height: 812 } as const;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export async function mobileContext(
  browser: Browser,
  baseURL: string,
  colorScheme: 'light' | 'dark' = 'light',
  /** A device's own `User-Agent` (the device list names it), else Chromium's. */
  userAgent?: string,
): Promise<BrowserContext> {
  return browser.newContext({
    ...(userAgent === undefined ? {} : { userAgent }),
    baseURL,
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 2,
    colorScheme,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * A phone-sized context that shows the app in a language and a colour scheme, stored as the settings
 * page stores them; with `clockOffsetMs` its clock reads the server's market time (the Live badge).
 */
export async function lookContext(
  browser: Browser,
  baseURL: string,
  look: { locale: 'en' | 'hi'; scheme: 'light' | 'dark'; clockOffsetMs?: number },
): Promise<BrowserContext> {
  const ctx = await mobileContext(browser, baseURL, look.scheme);
  if (look.clockOffsetMs !== undefined) await ctx.clock.install({ time: Date.now() + look.clockOffsetMs });
  // As text: the bench also compiles this file, without the DOM's types.
  await ctx.addInitScript({
    content: `localStorage.setItem('locale', ${JSON.stringify(look.locale)});
      localStorage.setItem('displayMode', ${JSON.stringify(look.scheme)});`,
  });
  return ctx;
}

/** Saves a screenshot as a test artefact (e2e/artifacts/<name>.png) for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
}
