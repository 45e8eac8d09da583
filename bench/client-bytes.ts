// What a phone pays for live prices (issue 43): the bytes the real app receives on its socket per
// screen, in Chromium at 375 px, read from the DevTools protocol (`webSocketFrameReceived`) over a
// window in a busy simulated hour — a detail page, the markets list, the Position tab with one open
// position, and a hidden tab — beside a bare socket on `front` (every product's quote, the old way)
// counted over the same windows. Printed as KB/s and MB per hour against the issue's targets.
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { launchBrowser, mobileContext } from '../e2e/support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../e2e/support/server';
import { SocketFrames, setPageHidden } from '../e2e/support/socket-frames';
import { type ReportRow, recordRows } from './report';

/** A Thursday at 10:30 in Mumbai: NSE, Seoul, Hong Kong, Tokyo and Taipei in session, with forex and crypto. */
export const BUSY_HOUR = '2026-11-19T05:00:00Z';
/** The product of the detail page and of the open position: NSE's busiest name. */
const CODE = 'RELIANCE';
const CATEGORY = 'nse';
/** Channels that carry prices: a hidden tab must receive none of them. */
const PRICE_CHANNEL = /^(quotes|front|CHANNEL_SINA_DATA|market_kline_.*)$/;

/** KB/s targets per screen (Position: per open product; hidden: quote bytes). */
export const TARGETS_KB_PER_S = { detail: 1.5, markets: 4, position: 0.5, hidden: 0 } as const;
type Screen = keyof typeof TARGETS_KB_PER_S;

export interface ScreenBytes {
  screen: Screen;
  seconds: number;
  /** Every byte the app's sockets received in the window. */
  bytes: number;
  /** Bytes on price channels (quotes, kline, front). */
  priceBytes: number;
  /** The bare `front` socket's bytes over the same window. */
  frontBytes: number;
  /** Topics the app held during the window. */
  topics: string[];
  /** Products the figure is per (open positions on the Position tab, else 1). */
  per: number;
}

export interface ClientBytesReport {
  screens: ScreenBytes[];
  text: string;
  ok: boolean;
}

const kbPerS = (bytes: number, seconds: number) => bytes / 1000 / seconds;
const mbPerHour = (bytes: number, seconds: number) => ((bytes / seconds) * 3600) / 1e6;

/** A bare socket holding `front`, as the app did before: its received bytes with their times. */
class FrontSocket {
  readonly frames: { at: number; bytes: number }[] = [];
  private constructor(private readonly ws: WebSocket) {}

  static open(baseUrl: string): Promise<FrontSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/smart_socket`);
      const socket = new FrontSocket(ws);
      ws.on('message', (data: Buffer) => socket.frames.push({ at: Date.now(), bytes: data.length }));
      ws.once('open', () => {
        ws.send(JSON.stringify({ cmd: 'subscribe', topic: 'front' }));
        resolve(socket);
      });
      ws.once('error', reject);
    });
  }

  bytesBetween(from: number, to: number): number {
    return this.frames.filter((f) => f.at >= from && f.at < to).reduce((n, f) => n + f.bytes, 0);
  }

  close(): void {
    this.ws.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts what the app and the front socket receive over `seconds`, after `settleMs` of quiet. */
async function windowOf(
  screen: Screen,
  frames: SocketFrames,
  front: FrontSocket,
  seconds: number,
  per = 1,
): Promise<ScreenBytes> {
  await frames.settled();
  // Whole quotes sent on subscribe are the screen's arrival, not its steady cost.
  await sleep(1_000);
  const from = Date.now();
  await sleep(seconds * 1_000);
  const to = Date.now();
  const inWindow = frames.received.filter((f) => f.at >= from && f.at < to);
  return {
    screen,
    seconds: (to - from) / 1_000,
    bytes: inWindow.reduce((n, f) => n + f.bytes, 0),
    priceBytes: inWindow.filter((f) => PRICE_CHANNEL.test(f.channel)).reduce((n, f) => n + f.bytes, 0),
    frontBytes: front.bytesBetween(from, to),
    topics: [...frames.topics()].sort(),
    per,
  };
}

/** Registers a customer in the app (the code from the server's log) and waits to leave the form. */
async function register(page: Page, server: RunningServer): Promise<void> {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const field = (id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  await page.goto('/#/pages/login/register');
  await field('register-username').fill(phone);
  await page.getByTestId('register-send-code').click();
  await field('register-code').fill(await smsCodeFromLog(server, phone));
  await field('register-password').fill('secret-pass-1');
  await field('register-confirm').fill('secret-pass-1');
  await page.getByTestId('register-submit').click();
  // (The app's CSP refuses string evaluation in waitForFunction; URL and locator waits need none.)
  await page.waitForURL((url) => !url.hash.includes('/pages/login/register'), { timeout: 90_000 });
}

/** Buys one lot of `code` on the demo account, from its detail page, and lands on the Position tab. */
async function openDemoPosition(page: Page, code: string): Promise<void> {
  await page.goto('/#/');
  const chip = page.getByTestId('account-switch');
  await chip.waitFor();
  if ((await chip.getAttribute('data-account')) !== 'virtual') await chip.click();
  await page.waitForSelector('[data-testid="account-switch"][data-account="virtual"]');
  await page.goto(`/#/pages/market/preview/stock_detail?code=${code}`);
  await page.getByTestId('trade-buy').click();
  await page.getByTestId('trade-sheet').waitFor();
  const total = page.getByTestId('est-total');
  const deadline = Date.now() + 60_000;
  while ((await total.textContent()) === '--' && Date.now() < deadline) await sleep(200);
  await page.getByTestId('trade-review').click();
  await page.waitForSelector('[data-testid="trade-sheet"][data-step="confirm"]');
  await page.getByTestId('trade-confirm').click();
  await page.getByTestId('position-page').waitFor({ timeout: 90_000 });
  await page.locator(`[data-testid="position-row"][data-code="${code}"]`).first().waitFor({ timeout: 90_000 });
}

/** Measures every screen on `server` over windows of `seconds`. */
export async function measureClientBytes(server: RunningServer, seconds: number): Promise<ScreenBytes[]> {
  const browser = await launchBrowser();
  const front = await FrontSocket.open(server.baseUrl);
  try {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    // In CI this runs beside the server's test files: a first load may take far longer than a phone's.
    page.setDefaultTimeout(90_000);
    const frames = await SocketFrames.attach(page);
    const screens: ScreenBytes[] = [];

    await page.goto(`/#/pages/market/preview/stock_detail?code=${CODE}`);
    await page.getByTestId('product-detail').waitFor();
    await page.locator('[data-testid="price-chart-body"][data-state="ready"]').waitFor({ timeout: 90_000 });
    screens.push(await windowOf('detail', frames, front, seconds));

    await page.goto('/#/');
    await page.getByTestId(`category-${CATEGORY}`).click();
    await page
      .locator(`[data-testid="quote-list"][data-category="${CATEGORY}"] [data-testid="quote-row"]`)
      .first()
      .waitFor();
    screens.push(await windowOf('markets', frames, front, seconds));

    await setPageHidden(page, true);
    screens.push(await windowOf('hidden', frames, front, seconds));
    await setPageHidden(page, false);

    await register(page, server);
    await openDemoPosition(page, CODE);
    const positions = await page.locator('[data-testid="position-row"]').count();
    screens.push(await windowOf('position', frames, front, seconds, positions));
    await context.close();
    return screens;
  } finally {
    front.close();
    await browser.close();
  }
}

/** The app's bytes as a share of the front socket's over the same window (a ratio would read 0.00×). */
function shareOf(s: ScreenBytes): string {
  return s.frontBytes > 0 ? `${((s.bytes / s.frontBytes) * 100).toFixed(2)} %` : 'n/a';
}

function verdict(s: ScreenBytes): boolean {
  if (s.screen === 'hidden') return s.priceBytes === 0;
  return kbPerS(s.bytes, s.seconds) / s.per <= TARGETS_KB_PER_S[s.screen];
}

export function reportOf(screens: readonly ScreenBytes[]): ClientBytesReport {
  const lines = screens.map((s) => {
    const ours = kbPerS(s.bytes, s.seconds);
    const front = kbPerS(s.frontBytes, s.seconds);
    const target = TARGETS_KB_PER_S[s.screen];
    const figure =
      s.screen === 'hidden'
        ? `${s.priceBytes} price bytes (${ours.toFixed(3)} KB/s in all)`
        : `${ours.toFixed(2)} KB/s${s.per > 1 ? ` (${(ours / s.per).toFixed(2)} per product)` : ''}`;
    return (
      `${verdict(s) ? 'ok  ' : 'FAIL'} ${s.screen.padEnd(8)} ${figure}, ${mbPerHour(s.bytes, s.seconds).toFixed(2)} MB/hour; ` +
      `target ${s.screen === 'hidden' ? '0 price bytes' : `≤ ${target} KB/s${s.screen === 'position' ? ' per product' : ''}`}; ` +
      `front ${front.toFixed(2)} KB/s (${mbPerHour(s.frontBytes, s.seconds).toFixed(1)} MB/hour), ` +
      `${shareOf(s)} of it; topics: ${s.topics.join(' ') || 'none'}`
    );
  });
  return {
    screens: [...screens],
    text: `client bytes per screen (375 px, ${screens[0]?.seconds.toFixed(0) ?? 0} s windows, market clock ${BUSY_HOUR})\n${lines.join('\n')}`,
    ok: screens.every(verdict),
  };
}

/** Starts a server at the busy hour and measures; `seconds` per window (60 at full size). */
export async function runClientBytes(seconds: number): Promise<ClientBytesReport> {
  const server = await startServer({ MARKET_CLOCK_START: BUSY_HOUR });
  try {
    return reportOf(await measureClientBytes(server, seconds));
  } finally {
    await server.stop();
  }
}

export async function main(): Promise<boolean> {
  const seconds = Number(process.env.CLIENT_BYTES_WINDOW_S ?? 60);
  const report = await runClientBytes(seconds);
  console.log(report.text);
  recordRows(
    'client bytes',
    report.screens.map(
      (s): ReportRow => ({
        what: `${s.screen} screen, bytes received (CDP), ${s.seconds.toFixed(0)} s`,
        ours:
          s.screen === 'hidden'
            ? `${s.priceBytes} price bytes`
            : `${kbPerS(s.bytes, s.seconds).toFixed(2)} KB/s, ${mbPerHour(s.bytes, s.seconds).toFixed(2)} MB/h${s.per > 1 ? `, ${s.per} products` : ''}`,
        baseline: `front socket ${kbPerS(s.frontBytes, s.seconds).toFixed(2)} KB/s, ${mbPerHour(s.frontBytes, s.seconds).toFixed(1)} MB/h`,
        result: `${shareOf(s)} of front`,
        target:
          s.screen === 'hidden'
            ? '0 price bytes'
            : `≤ ${TARGETS_KB_PER_S[s.screen]} KB/s${s.screen === 'position' ? ' per product' : ''}`,
        ok: verdict(s),
      }),
    ),
    `market clock ${BUSY_HOUR}`,
  );
  mkdirSync(new URL('./results', import.meta.url).pathname, { recursive: true });
  appendFileSync(
    new URL('./results/latest.txt', import.meta.url).pathname,
    `${new Date().toISOString()}\n${report.text}\n`,
  );
  return report.ok;
}
