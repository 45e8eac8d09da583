import type { Locator, Page } from 'playwright-core';
import type { OperatorConsole } from './console';

/**
 * Words of English prose in a text: Latin words with a lowercase letter. Tickers and acronyms (NIFTY
 * 50, HDFC, BTC, DEMO) are written the same in Hindi and are not counted.
 */
export function englishWordsIn(text: string): string[] {
  return text.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? [];
}

/**
 * Page model of the customer app's news, feedback and support screens (issue 14), with every browser
 * dialog (alert, confirm, prompt) recorded: none may ever open (W1).
 */
export class ContentPages {
  readonly dialogs: string[] = [];

  constructor(readonly page: Page) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  private async open(route: string): Promise<void> {
    await this.page.goto(`/#${route}`);
  }

  /** Waits until web fonts and pending images settle, so a screenshot shows the finished screen. */
  async settle(): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
  }

  async useHindi(): Promise<void> {
    await this.open('/pages/common/language');
    await this.page.getByTestId('lang-hi').click();
    await this.page.waitForFunction(() => document.documentElement.lang === 'hi');
  }

  /** The News tab with its first articles loaded. */
  async openNews(): Promise<Locator> {
    await this.open('/pages/news/news');
    const items = this.page.getByTestId('news-item');
    await items.first().waitFor();
    return items;
  }

  /** Opens the first article of the list and waits for its text. */
  async openFirstArticle(): Promise<{ title: string; content: string }> {
    await this.page.getByTestId('news-item').first().click();
    await this.page.getByTestId('news-article').waitFor();
    return {
      title: await this.page.getByTestId('news-title').innerText(),
      content: await this.page.getByTestId('news-content').innerText(),
    };
  }

  /** What the whole screen shows as text, the header, nav bar and tab bar included. */
  async screenText(): Promise<string> {
    // A toast from the step before (said in the language of that moment) is not part of the screen.
    await this.page.waitForFunction(() => document.querySelectorAll('.adm-toast-mask').length === 0, null, {
      timeout: 10_000,
    });
    return await this.page.locator('body').innerText();
  }

  async openFeedback(): Promise<void> {
    await this.open('/pages/common/feedback');
    await this.page.getByTestId('feedback-submit').waitFor();
  }

  /** Writes feedback with one picture attached and sends it; resolves once it is in the history. */
  async sendFeedback(text: string, image: Buffer): Promise<Locator> {
    await this.page
      .locator(
        'textarea[data-testid="feedback-content"], [data-testid="feedback-content"] textarea:not([aria-hidden="true"])',
      )
      .fill(text);
    await this.page
      .getByTestId('feedback-image-file')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: image });
    await this.page.getByTestId('feedback-image-preview').first().waitFor();
    await this.page.getByTestId('feedback-submit').click();
    const entry = this.page.getByTestId('feedback-entry').filter({ hasText: text }).first();
    await entry.waitFor();
    return entry;
  }

  async openSupport(): Promise<void> {
    await this.open('/pages/common/customer');
    await this.page.getByTestId('support-thread').waitFor();
  }

  async sendSupport(text: string): Promise<void> {
    await this.page
      .locator(
        'textarea[data-testid="support-input"], [data-testid="support-input"] textarea:not([aria-hidden="true"])',
      )
      .fill(text);
    await this.page.getByTestId('support-send').click();
    await this.supportMessage('customer', text).waitFor();
  }

  supportMessage(from: 'customer' | 'staff', text: string): Locator {
    return this.page.getByTestId(`support-message-${from}`).filter({ hasText: text }).first();
  }
}

/** Page model of the console's support inbox (W8, W10, W13). */
export class SupportDesk {
  constructor(readonly ops: OperatorConsole) {}

  get page(): Page {
    return this.ops.page;
  }

  async open(): Promise<void> {
    await this.page.goto('/console/#/support');
    await this.page.getByText('Support inbox').first().waitFor();
  }

  /** Opens the thread of the customer whose username ends with `username`. */
  async openThread(username: string): Promise<void> {
    const row = this.page.getByTestId('support-inbox-row').filter({ hasText: username }).first();
    await row.waitFor();
    await row.click();
    await this.page.getByTestId('support-thread').waitFor();
  }

  message(from: 'customer' | 'staff', text: string): Locator {
    return this.page.getByTestId(`console-message-${from}`).filter({ hasText: text }).first();
  }

  /** Answers with text and, when given, one picture uploaded through support/upload. */
  async reply(text: string, image?: Buffer): Promise<void> {
    if (image) {
      await this.page
        .getByTestId('support-reply-file')
        .setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: image });
      await this.page.getByTestId('support-reply-images').locator('img').first().waitFor();
    }
    await this.page.locator('textarea[data-testid="support-reply-text"]').fill(text);
    await this.page.getByTestId('support-reply-send').click();
    await this.message('staff', text).waitFor();
  }
}
