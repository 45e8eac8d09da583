// Proves issue 14 in a real browser against the real server: a customer reads the news in Hindi (the
// list and one article, Hindi text and no English prose on either screen), sends feedback with a
// picture attached and sees staff's answer arrive without a reload (W12), and talks to support while a
// staff member answers from the console in a second browser context, live both ways (W10), the staff
// answer carrying a picture (W13). No browser dialog opens anywhere (W1). Screenshots at 375 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { OperatorConsole, StaffApi } from '../pages/console';
import { ContentPages, englishWordsIn, SupportDesk } from '../pages/content';
import { EVIDENCE_PNG } from '../pages/funds';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
/** W10: a message reaches the other side within a second; the browser's own work gets a little more. */
const LIVE_MS = 5_000;
const DEVANAGARI = /[\u0900-\u097F]/;

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

describe('news, feedback and the support desk', () => {
  const phone = `7${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-14';

  it('reads the news in Hindi, sends feedback with a picture, and talks to support live', async () => {
    const customerContext = await mobileContext(browser, server.baseUrl);
    const app = new CustomerApp(await customerContext.newPage());
    const content = new ContentPages(app.page);
    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    // News in Hindi: the list, then one article; Hindi text, no English prose left on either screen.
    await content.useHindi();
    const items = await content.openNews();
    expect(await items.count()).toBeGreaterThanOrEqual(10);
    const listText = await content.screenText();
    expect(listText).toMatch(DEVANAGARI);
    expect(englishWordsIn(listText)).toEqual([]);
    await content.settle();
    await shot(app.page, 'news-list-hi');

    // W11: "Mark all read" clears the unread notices on the News tab and its tab-bar badge at once.
    await app.page.getByTestId('news-notices-unread').waitFor();
    await app.page.getByTestId('news-mark-all').click();
    await app.page.getByTestId('news-notices-unread').waitFor({ state: 'detached' });
    await app.page.getByTestId('news-mark-all').waitFor({ state: 'detached' });
    expect(await app.page.locator('.adm-tab-bar-item .adm-badge').count()).toBe(0);

    const article = await content.openFirstArticle();
    expect(article.title).toMatch(DEVANAGARI);
    expect(article.content).toMatch(DEVANAGARI);
    const articleText = await content.screenText();
    // Related products are linked by their company names, which stay as the companies write them
    // (core's catalogue, e.g. "HDFC Bank"); everything else on the screen is Hindi.
    const companyNames = new Set(
      englishWordsIn((await app.page.getByTestId('news-related').allInnerTexts()).join(' ')),
    );
    expect(englishWordsIn(articleText).filter((word) => !companyNames.has(word))).toEqual([]);
    await content.settle();
    await shot(app.page, 'news-detail-hi');

    // Feedback with a picture; it joins the customer's history as received, the picture shown.
    await content.openFeedback();
    const feedbackText = `चार्ट 1 मिनट पर रुक जाता है ${phone.slice(-4)}`;
    const entry = await content.sendFeedback(feedbackText, EVIDENCE_PNG);
    expect(await entry.getAttribute('data-status')).toBe('new');
    expect(await entry.locator('img').count()).toBe(1);
    await content.settle();
    await shot(app.page, 'feedback-sent-hi');

    // Staff answer it (the console's call): the answer appears on the open page without a reload (W12).
    const staff = new StaffApi(server.baseUrl);
    await staff.signIn('admin', ADMIN_PASSWORD);
    const inbox = await staff.call<{ list: Array<{ id: number; content: string }> }>('feedback/list', { size: 50 });
    const feedbackId = inbox.list.find((f) => f.content === feedbackText)?.id;
    expect(feedbackId).toBeDefined();
    await staff.call('feedback/update', {
      id: feedbackId ?? 0,
      answer: 'धन्यवाद, यह आज ठीक कर दिया गया है।',
      reason: 'answered in e2e',
    });
    await entry.getByTestId('feedback-answer').waitFor({ timeout: LIVE_MS });
    expect(await entry.getAttribute('data-status')).toBe('answered');
    expect(await entry.getByTestId('feedback-answer').innerText()).toContain('धन्यवाद');
    await shot(app.page, 'feedback-answered-hi');

    // Support: the console is open on its inbox first, in a second browser context.
    const consoleContext = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 850 },
    });
    const ops = new OperatorConsole(await consoleContext.newPage());
    const consoleDialogs: string[] = [];
    ops.page.on('dialog', (dialog) => {
      consoleDialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-content').waitFor();
    const desk = new SupportDesk(ops);
    await desk.open();

    await content.openSupport();
    const question = `मेरी निकासी अभी तक लंबित है ${phone.slice(-4)}`;
    await content.sendSupport(question);
    // The thread turns up in the open inbox without a reload; staff open it.
    await desk.openThread(phone);
    await desk.message('customer', question).waitFor({ timeout: LIVE_MS });

    // Staff answer with a picture: it reaches the customer's open page live.
    const answer = 'हम आपकी निकासी की जाँच कर रहे हैं।';
    await desk.reply(answer, EVIDENCE_PNG);
    const staffBubble = content.supportMessage('staff', answer);
    await staffBubble.waitFor({ timeout: LIVE_MS });
    await expect
      .poll(async () => staffBubble.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: LIVE_MS,
      })
      .toBeGreaterThan(0);

    // And the customer's next message reaches the open thread in the console live.
    const followUp = `धन्यवाद, मैं इंतज़ार करूँगा ${phone.slice(-4)}`;
    await content.sendSupport(followUp);
    await desk.message('customer', followUp).waitFor({ timeout: LIVE_MS });

    await content.settle();
    await shot(app.page, 'support-thread-hi');
    await shot(ops.page, 'console-support-thread');

    // Nothing in the app or the console ever opened a browser dialog.
    expect(content.dialogs).toEqual([]);
    expect(consoleDialogs).toEqual([]);
    await consoleContext.close();
    await customerContext.close();
  });
});
