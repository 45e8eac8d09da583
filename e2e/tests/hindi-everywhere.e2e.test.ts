// Proves in a real browser (issue 42, docs/SPEC.md VH1) that the customer app in Hindi shows no English: a
// signed-in customer with a position, a partial close, a pending order, a watchlist and a price alert
// visits every route of apps/web's route table (detail pages with real seeded codes and ids) and the
// sheets one tap away (order ticket, close sheet, the Position tab's segments, the watchlist), and every
// visible Latin-script word must be a product's name or code, a currency code, an abbreviation Hindi
// finance apps keep in Latin (HINDI_KEEPS_LATIN), an e-mail, a link, or text the customer typed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_SHARE_PATHS } from '../../apps/web/src/features/new-shares/paths';
import { DETAIL_ROUTE_PATHS } from '../../apps/web/src/features/product-detail/flavours';
import { PATHS } from '../../apps/web/src/lib/paths';
import { CustomerApp } from '../pages/app';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { acceptRiskDisclosure } from '../support/customer-api';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const PASSWORD = 'secret-pass-1';
/** The customer's own nickname: user-entered text is shown as typed. */
const NICKNAME = 'Ravi Trader';

/**
 * Latin words a Hindi trading app keeps as they are, each because Indian Hindi apps and banks write it
 * so and a Devanagari spelling would be harder to recognise:
 * - ISO currency and token codes (prices are quoted in them): INR, USD, USDT, HKD, KRW, JPY, TWD, EUR,
 *   GBP, AUD, CNY.
 * - Payment rails and their identifiers, printed so on every Indian bank form: UPI, IMPS, NEFT, RTGS,
 *   IFSC; and the USDT networks TRC20/ERC20.
 * - KYC and OTP: how RBI/SEBI circulars and every Indian app name them in Hindi text too.
 * - MA, the moving average's chip (and its periods MA5…): every Indian chart, Hindi or not, labels it so.
 * Everything else (P&L, IPO, AI, NSE/BSE, Bollinger, K/M/B volumes, "Live") has a Hindi word in this app.
 */
const HINDI_KEEPS_LATIN = new Set([
  'INR',
  'USD',
  'USDT',
  'HKD',
  'KRW',
  'JPY',
  'TWD',
  'EUR',
  'GBP',
  'AUD',
  'CNY',
  'UPI',
  'IMPS',
  'NEFT',
  'RTGS',
  'IFSC',
  'TRC20',
  'ERC20',
  'KYC',
  'OTP',
  'MA',
  'MA5',
  'MA10',
  'MA20',
  'MA30',
  'MA60',
  // The chart's indicators, named by their initials in Hindi charting as in English (issue 49, CI1).
  'RSI',
  'MACD',
  'EMA',
  'VWAP',
  // File formats, named so on every phone's file list: the statement's, and the images an upload takes.
  'CSV',
  'JPEG',
  'PNG',
  'WebP',
  // Notation, not words: the AI strategies' z-score and the new-share draw's hash (SHA-256).
  'z',
  'SHA',
]);

/**
 * Names that are not words of the app but names of things, kept as their owners write them: the
 * platform's brand (appTitle), the apps a customer reaches us or keeps their codes in, and the device
 * names a browser reports (Devices page). Hindi apps show these in Latin too.
 */
const PROPER_NAMES = [
  'DEMO',
  'WhatsApp',
  'Telegram',
  'Google Authenticator',
  'Microsoft Authenticator',
  'Authy',
  'Linux',
  'Android',
  'iOS',
  'Windows',
  'macOS',
  'Chrome',
  'Chromium',
  'Safari',
  'Firefox',
  // File formats, named as Hindi readers name them.
  'PDF',
  'CSV',
];

/**
 * Elements that show a name in its own language by design: the language picker's "English", and the
 * statement file's language choice (Settings → Statements).
 */
const OWN_LANGUAGE_NAMES = ['[data-testid=lang-en]', '[data-testid=segment-en]'];

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

interface Reply<B> {
  code: number;
  message: string;
  body: B;
}

/** One call as the app makes it (form-encoded, in Hindi); fails on any refusal. */
async function call<B>(path: string, body: Record<string, string | number> = {}, token?: string): Promise<B> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', locale: 'hi' };
  if (token) headers.token = token;
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  const json = (await reply.json()) as Reply<B>;
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.body;
}

async function callIn<B>(locale: 'en' | 'hi', path: string, body: Record<string, string | number> = {}) {
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', locale },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  return ((await reply.json()) as Reply<B>).body;
}

async function register(phone: string): Promise<string> {
  await call('user/sms', { phone, smsType: 'register' });
  const code = await smsCodeFromLog(server, phone);
  const { token } = await call<{ token: string }>('user/register', {
    username: phone,
    password: PASSWORD,
    code,
    invitation: '',
  });
  return token;
}

interface SeededProduct {
  id: number;
  code: string;
  name: string;
  market: string;
  price: string;
}

/** Every product as the server names it in both languages: names and codes are allowed as they are. */
async function seededProducts(): Promise<{ products: SeededProduct[]; names: string[] }> {
  const names = new Set<string>();
  let products: SeededProduct[] = [];
  for (const locale of ['hi', 'en'] as const) {
    const list: SeededProduct[] = [];
    for (let page = 1; ; page++) {
      const body = await callIn<{ list: SeededProduct[]; total: number }>(locale, 'product/front', {
        status: 'false',
        page,
        size: 100,
      });
      list.push(...body.list);
      if (list.length >= body.total || body.list.length === 0) break;
    }
    for (const p of list) names.add(p.name).add(p.code);
    if (locale === 'en') products = list;
  }
  return { products, names: [...names] };
}

/** Names of the offerings (new shares, AI products, group purchases) as the server sends them. */
async function offeringNames(): Promise<{
  names: string[];
  newShares: { code: string; market: string }[];
  ai: { id: number; minAmount: string }[];
}> {
  const names: string[] = [];
  const newShares: { code: string; market: string }[] = [];
  const ai: { id: number; minAmount: string }[] = [];
  for (const locale of ['hi', 'en'] as const) {
    const shares = await callIn<{ list: { code: string; name: string; market: string; securitiesCompany: string }[] }>(
      locale,
      'product_new/front',
      { size: -1 },
    );
    for (const s of shares.list) {
      // The underwriter is a company, named as registered.
      names.push(s.name, s.code, s.securitiesCompany);
      if (locale === 'hi') newShares.push({ code: s.code, market: s.market });
    }
    const aiList = await callIn<{ list: { id: number; name: string; codeName: string; minAmount: string }[] }>(
      locale,
      'product_chatgpt/front',
      { size: -1 },
    );
    for (const a of aiList.list) {
      names.push(a.name, a.codeName);
      if (locale === 'hi') ai.push({ id: a.id, minAmount: a.minAmount });
    }
    // A group purchase's name is its code (G-TATACONSUM-261203).
    const groups = await callIn<{ list: { name: string; productName: string; code: string }[] }>(
      locale,
      'product_group/front',
      { size: -1 },
    );
    for (const g of groups.list) names.push(g.name, g.productName, g.code);
  }
  return { names, newShares, ai };
}

interface LatinText {
  text: string;
  element: string;
}

/**
 * Every visible text node (and input placeholder) with a Latin letter, and the element that shows it:
 * its tag, the nearest test id and its classes.
 */
function visibleLatinTexts(page: Page): Promise<LatinText[]> {
  return page.evaluate(() => {
    const out: { text: string; element: string }[] = [];
    const describe = (el: Element): string => {
      const owner = el.closest('[data-testid]');
      const testId = owner ? `[data-testid=${owner.getAttribute('data-testid')}]` : '';
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} in ${testId || 'body'}`;
    };
    const shown = (el: Element): boolean => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !/[A-Za-z]/.test(text) || !parent) continue;
      if (parent.closest('script, style, noscript, title')) continue;
      if (!shown(parent)) continue;
      out.push({ text, element: describe(parent) });
    }
    for (const input of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) {
      const text = input.getAttribute('placeholder') ?? '';
      if (/[A-Za-z]/.test(text) && shown(input) && !(input as HTMLInputElement).value)
        out.push({ text, element: `${describe(input)} (placeholder)` });
    }
    return out;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Latin words of a text that are not allowed, once the allowed phrases are taken out. */
function leftoverWords(text: string, phrases: readonly string[]): string[] {
  let rest = text
    // E-mail addresses and UPI ids (name@bank), chat handles, links, currency signs with letters.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)*/g, ' ')
    .replace(/(^|\s)@\w+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/#\/pages\/\S+/g, ' ')
    .replace(/\b(HK|US|NT|A|S|C)\$/g, ' ')
    // A masked number (Aadhaar "XXXX XXXX 1234") is a number.
    .replace(/(X{4} ){1,2}\d{4}/g, ' ')
    // A SHA-256 in hex (the liabilities proof's roots, leaves and path) is notation, not a word.
    .replace(/(?<![A-Za-z0-9])[0-9a-f]{64}(?![A-Za-z0-9])/g, ' ');
  for (const phrase of phrases) {
    if (!phrase || !rest.includes(phrase)) continue;
    // Whole words only: the code "HD" must not excuse the "HD" of "HDFC".
    rest = rest.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(phrase)}(?![A-Za-z0-9])`, 'g'), ' ');
  }
  const words = rest.match(/[A-Za-z][A-Za-z0-9]*(?:[&'’][A-Za-z]+)*/g) ?? [];
  // Capitals with digits are codes (an IFSC like SBIN0001234, a network like TRC20), not words.
  return words.filter((w) => !HINDI_KEEPS_LATIN.has(w) && !/^[A-Z]+[0-9][A-Z0-9]*$/.test(w));
}

/** Waits until the route's requests have answered and its lists have drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(700);
}

describe('VH1: the customer app in Hindi has no English left', () => {
  it('VH1: every route, the order ticket and the close sheet show Hindi (names, codes and a short allow-list aside)', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const token = await register(phone);
    // The customer's positions are leveraged (the product's own lever), so they accepted the disclosure first.
    await acceptRiskDisclosure(server, token);
    await call('user/update/profile', { nickname: NICKNAME }, token);

    const { products, names: productNames } = await seededProducts();
    const offerings = await offeringNames();
    const byCode = (code: string) => {
      const p = products.find((x) => x.code === code);
      if (!p) throw new Error(`no seeded product ${code}`);
      return p;
    };
    const firstOf = (market: string) => {
      const p = products.find((x) => x.market === market);
      if (!p) throw new Error(`no seeded product in ${market}`);
      return p.code;
    };

    // The customer's world: a demo position partly closed, a pending limit order below the price, two
    // products on the watchlist, a price alert and an AI product.
    const opened = await call<{ id: number }>(
      'order/create',
      { code: 'SOLUSD', direction: 'buy', hands: 3, accountType: 'virtual', requestId: `hi-open-${phone}` },
      token,
    );
    await call('order/cover', { orderId: opened.id, hands: 1 }, token);
    const sol = byCode('SOLUSD');
    const limit = (Number(sol.price) * 0.7).toFixed(2);
    await call(
      'order/create',
      {
        code: 'SOLUSD',
        direction: 'buy',
        hands: 1,
        priceType: 'limit',
        price: limit,
        accountType: 'virtual',
        requestId: `hi-limit-${phone}`,
      },
      token,
    );
    await call('collect', { productId: sol.id }, token);
    await call('collect', { productId: byCode('RELIANCE').id }, token);
    await call(
      'alert/create',
      { code: 'SOLUSD', condition: 'above', value: (Number(sol.price) * 2).toFixed(2) },
      token,
    );
    // An AI product bought in the demo account fills My AI products.
    const aiProduct = offerings.ai[0];
    if (!aiProduct) throw new Error('no seeded AI product');
    await call(
      'user_product_chatgpt/create',
      { productId: aiProduct.id, amount: aiProduct.minAmount, accountType: 'virtual', requestId: `hi-ai-${phone}` },
      token,
    );
    const invite = await call<{ invitationCode: string; link: string }>('user/invite/info', {}, token);
    const news = await callIn<{ list: { id: number }[] }>('hi', 'news/front', { page: 1, size: 1 });
    const newsId = news.list[0]?.id;
    expect(newsId).toBeDefined();

    const allowedPhrases = [
      ...new Set([
        ...productNames,
        ...offerings.names,
        ...PROPER_NAMES,
        NICKNAME,
        phone,
        invite.invitationCode,
        invite.link,
      ]),
    ]
      // Longest first, so "Reliance Industries" goes before "Reliance".
      .sort((a, b) => b.length - a.length);

    const koreaShare = offerings.newShares.find((s) => s.market === 'korea')?.code;
    const indiaShare = offerings.newShares.find((s) => s.market === 'india')?.code;
    const detailCodes: Record<string, string> = {
      '/pages/product/korea/stock_detail': firstOf('korea'),
      '/pages/product/india/india_detail': 'RELIANCE',
      '/pages/product/india/bse/india_detail': firstOf('bse'),
      '/pages/product/india/live/india_detail': 'RELIANCE',
      '/pages/market/preview/stock_detail': 'SOLUSD',
      '/pages/market/preview/stock_detail_us': firstOf('us'),
      '/pages/market/preview/stock_detail_global': firstOf('hk'),
      '/pages/market/us/us_detail': firstOf('us'),
    };
    const withQuery: Record<string, string> = {
      [PATHS.newsDetail]: `?id=${newsId}`,
      [PATHS.aiStockDetail]: `?id=${offerings.ai[0]?.id}`,
      [NEW_SHARE_PATHS.koreaDetail]: `?code=${koreaShare}`,
      [NEW_SHARE_PATHS.indiaDetail]: `?code=${indiaShare}`,
      ...Object.fromEntries(Object.entries(detailCodes).map(([path, code]) => [path, `?code=${code}`])),
    };
    // Pages a signed-in customer is sent away from: visited signed out.
    const signedOutOnly = new Set<string>([PATHS.login, PATHS.register, PATHS.forgot]);
    const routes = [...new Set([...Object.values(PATHS), ...Object.values(NEW_SHARE_PATHS), ...DETAIL_ROUTE_PATHS])];

    const findings: string[] = [];
    const visited = new Set<string>();
    const silent: string[] = [];
    async function audit(page: Page, label: string): Promise<void> {
      for (const { text, element } of await visibleLatinTexts(page)) {
        if (OWN_LANGUAGE_NAMES.some((owner) => element.endsWith(`in ${owner}`))) continue;
        for (const word of leftoverWords(text, allowedPhrases))
          findings.push(`${label}: "${word}" in "${text.slice(0, 80)}" (${element})`);
      }
    }
    async function visit(page: Page, route: string, label = route): Promise<void> {
      await page.goto(`/#${route}${withQuery[route] ?? ''}`);
      await settle(page);
      visited.add(route);
      // A page that never drew (a skeleton, a blank error) would pass for want of words: each says Hindi.
      if (!/[\u0900-\u097F]/.test(await page.locator('body').innerText())) silent.push(label);
      await audit(page, label);
    }

    // Signed out first: the pages a signed-in customer never sees.
    const outContext = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme: 'light' });
    contexts.push(outContext);
    const out = await outContext.newPage();
    for (const route of signedOutOnly) await visit(out, route);

    const context = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme: 'light' });
    contexts.push(context);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    await app.open(PATHS.login);
    await app.login(phone, PASSWORD);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });
    await page
      .locator('.adm-toast-main')
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    // The demo account holds the seeded position and orders.
    await app.open(PATHS.root);
    const chip = page.getByTestId('account-switch');
    await chip.waitFor();
    if ((await chip.getAttribute('data-account')) !== 'virtual') await chip.click();
    await page.waitForSelector('[data-testid="account-switch"][data-account="virtual"]');

    for (const route of routes) if (!signedOutOnly.has(route)) await visit(page, route);

    // One tap away: the watchlist, the Position tab's segments, the close sheet, the order ticket.
    await app.open(PATHS.root);
    await settle(page);
    await page.getByTestId('tab-watchlist').click();
    await page.getByTestId('watchlist-panel').waitFor();
    await settle(page);
    await audit(page, `${PATHS.root} (watchlist)`);

    await app.open(PATHS.position);
    await page.locator('[data-testid="position-row"][data-code="SOLUSD"]').first().waitFor({ timeout: 20_000 });
    await audit(page, `${PATHS.position} (positions)`);
    await page
      .locator('[data-testid="position-row"][data-code="SOLUSD"]')
      .first()
      .getByTestId('position-cover')
      .click();
    await page.getByTestId('cover-confirm').waitFor();
    await settle(page);
    await audit(page, `${PATHS.position} (close sheet)`);
    await shot(page, 'hindi-close-sheet-hi-light');
    // Closed by reloading the tab (the sheet lives in the page's state).
    await page.reload();
    await page.getByTestId('position-page').waitFor();
    for (const segment of ['pending', 'history'] as const) {
      await page.getByTestId(`segment-${segment}`).click();
      await settle(page);
      await audit(page, `${PATHS.position} (${segment})`);
    }

    await page.goto(`/#/pages/market/preview/stock_detail?code=SOLUSD`);
    await page.getByTestId('product-detail').waitFor();
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('trade-sheet').waitFor();
    await settle(page);
    await audit(page, 'order ticket (market)');
    await page.getByTestId('trade-type-limit').click();
    await settle(page);
    await audit(page, 'order ticket (limit)');
    await shot(page, 'hindi-order-ticket-hi-light');

    // Every seeded story is stored in Hindi too: its Hindi title, summary and body are Hindi throughout.
    const stories = await callIn<{ list: { id: number; title: string; summary: string }[] }>('hi', 'news/front', {
      page: 1,
      size: 100,
    });
    expect(stories.list.length).toBeGreaterThan(0);
    for (const story of stories.list) {
      const detail = await callIn<{ content: string }>('hi', 'news/detail', { key: story.id });
      const text = `${story.title} ${story.summary} ${detail.content.replace(/<[^>]*>/g, ' ')}`;
      for (const word of leftoverWords(text, allowedPhrases))
        findings.push(`news/detail?id=${story.id} (stored Hindi story): "${word}" in "${story.title}"`);
    }

    expect(routes.filter((r) => !visited.has(r))).toEqual([]);
    expect(silent).toEqual([]);
    expect([...new Set(findings)]).toEqual([]);
    // About sixty routes, each until its requests have answered.
  }, 300_000);
});
