import type { Locator, Page } from 'playwright-core';

/** Page model of trading: the trade panel on a detail page, the Position tab, the cover sheet, the wallet. */
export class TradePage {
  constructor(readonly page: Page) {}

  get sheet(): Locator {
    return this.page.getByTestId('trade-sheet');
  }

  /** Switches the header's account chip to `account` (on a tab page). */
  async useAccount(account: 'real' | 'virtual'): Promise<void> {
    const chip = this.page.getByTestId('account-switch');
    if ((await chip.getAttribute('data-account')) !== account) await chip.click();
    await this.page.waitForSelector(`[data-testid="account-switch"][data-account="${account}"]`);
  }

  /** Opens the panel from the detail page's Buy or Sell and waits for its estimate. */
  async openPanel(direction: 'buy' | 'sell'): Promise<void> {
    await this.page.getByTestId(`trade-${direction}`).click();
    await this.sheet.waitFor();
    await this.page.waitForFunction(
      () => document.querySelector('[data-testid="est-total"]')?.textContent !== '--',
      null,
      { timeout: 20_000 },
    );
  }

  /**
   * Picks the product's own (highest) lever: the ticket opens at 1× (SPEC LV1), and a scenario whose lot
   * costs more than the demo balance at 1× chooses its lever, as a customer would.
   */
  async useHighestLever(): Promise<void> {
    await this.page.locator('[data-testid^="trade-lever-"]').last().click();
  }

  /** Sets the lots with the field's plus button (the field starts at 1). */
  async setHands(hands: number): Promise<void> {
    const plus = this.page.locator('[data-testid="trade-hands"] button').last();
    for (let i = 1; i < hands; i++) await plus.click();
  }

  /** Types the lots as a user would, replacing what the field held. */
  async typeHands(text: string): Promise<void> {
    await this.page.locator('[data-testid="trade-hands"] input').fill(text);
  }

  /**
   * Every figure of the estimate, the rate included when one is shown, read in one pass of the page:
   * the estimate follows the live price, so figures read one at a time could come from different ticks.
   */
  async estimate(): Promise<Record<string, string>> {
    await this.page.getByTestId('est-total').waitFor();
    const ids = ['est-notional', 'est-margin', 'est-fee', 'est-insurance', 'est-total', 'est-available', 'est-rate'];
    return this.page.evaluate((wanted) => {
      const out: Record<string, string> = {};
      for (const id of wanted) {
        const node = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (node) out[id] = node.innerText.trim();
      }
      return out;
    }, ids);
  }

  /**
   * Reviews the order as a customer who has read what the sheet says: the risk disclosure before a
   * first leveraged order is accepted and the nudges are gone past with their one tap (SPEC BR17,
   * BR18), so a scenario about something else reaches the confirmation whatever the market does.
   */
  async review(): Promise<void> {
    await this.page.getByTestId('trade-review').click();
    for (;;) {
      const sheet = this.page.locator(
        '[data-testid="trade-sheet"]:is([data-step="confirm"], [data-step="disclosure"], [data-step="nudges"])',
      );
      await sheet.waitFor();
      const step = await sheet.getAttribute('data-step');
      if (step === 'confirm') return;
      await this.page.getByTestId(step === 'disclosure' ? 'trade-disclosure-accept' : 'trade-nudges-go-on').click();
      await this.page.waitForSelector(`[data-testid="trade-sheet"]:not([data-step="${step}"])`);
    }
  }

  /** Confirms and waits for the Position tab the panel goes to on success. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('trade-confirm').click();
    await this.page.getByTestId('position-page').waitFor({ timeout: 20_000 });
  }

  position(code: string): Locator {
    return this.page.locator(`[data-testid="position-row"][data-code="${code}"]`).first();
  }

  async pnl(code: string): Promise<string> {
    return (await this.position(code).getByTestId('position-pnl').innerText()).trim();
  }

  /** Waits until the position's live P&L shows something other than `before`. */
  async waitForPnlChange(code: string, before: string, timeoutMs = 45_000): Promise<void> {
    await this.page.waitForFunction(
      ({ c, b }) => {
        const row = document.querySelector(`[data-testid="position-row"][data-code="${c}"]`);
        const text = row?.querySelector('[data-testid="position-pnl"]')?.textContent?.trim();
        return text !== undefined && text !== b;
      },
      { c: code, b: before },
      { timeout: timeoutMs },
    );
  }

  /** Covers a percentage of the position and waits for the rest to show. */
  async cover(code: string, percent: 25 | 50 | 75 | 100, remainingHands: number): Promise<void> {
    await this.position(code).getByTestId('position-cover').click();
    await this.page.getByTestId(`cover-percent-${percent}`).click();
    await this.page.getByTestId('cover-confirm').click();
    await this.page.waitForSelector(
      `[data-testid="position-row"][data-code="${code}"][data-hands="${remainingHands}"]`,
      { timeout: 20_000 },
    );
  }

  async segment(key: 'positions' | 'pending' | 'history'): Promise<void> {
    await this.page.getByTestId(`segment-${key}`).click();
  }

  historyRow(status: 'COVER' | 'CANCEL'): Locator {
    return this.page.locator(`[data-testid="history-row"][data-status="${status}"]`).first();
  }

  async openWallet(): Promise<void> {
    await this.page.goto('/#/pages/mine/wallet');
    await this.page.getByTestId('wallet-page').waitFor();
  }

  record(type: number): Locator {
    return this.page.locator(`[data-testid="record-row"][data-type="${type}"]`).first();
  }
}
