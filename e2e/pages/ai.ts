import type { Page } from 'playwright-core';

/** Page model of the AI stock-picking screens: the list, a product's detail and buy sheet, "My AI products". */
export class AiPages {
  constructor(readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/#/pages/product/india/ai_stock/ai_stock');
    await this.page.getByTestId('ai-product-list').waitFor({ timeout: 20_000 });
  }

  /** Opens the product whose card names `name` and waits for its equity curve. */
  async openProduct(name: string): Promise<void> {
    await this.page.getByTestId('ai-product').filter({ hasText: name }).first().click();
    await this.page.waitForSelector('[data-testid="ai-equity-curve"] canvas', { timeout: 20_000 });
  }

  /** Opens the buy sheet (unless open) and fills it in. */
  async buy(amount: string, account: 'real' | 'virtual'): Promise<void> {
    if (!(await this.page.getByTestId('ai-buy-sheet').isVisible())) {
      await this.page.getByTestId('ai-buy').click();
      await this.page.getByTestId('ai-buy-sheet').waitFor();
    }
    await this.page.getByTestId(`ai-account-${account}`).click();
    const input = this.page.locator('[data-testid="ai-amount"] input, input[data-testid="ai-amount"]').first();
    await input.fill(amount);
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('ai-buy-confirm').click();
    await this.page.getByTestId('ai-mine-page').waitFor({ timeout: 20_000 });
  }

  purchase() {
    return this.page.getByTestId('ai-purchase').first();
  }

  async pnl(): Promise<string> {
    return (await this.purchase().getByTestId('ai-pnl').innerText()).trim();
  }

  /** Waits until the purchase's P&L shows something other than `before` (the socket's live mark). */
  async waitForPnlChange(before: string, timeoutMs = 60_000): Promise<string> {
    await this.page.waitForFunction(
      (previous) =>
        document.querySelector('[data-testid="ai-purchase"] [data-testid="ai-pnl"]')?.textContent?.trim() !== previous,
      before,
      { timeout: timeoutMs },
    );
    return this.pnl();
  }

  /** Sets the locale and the account in the device's storage, as the settings screens do, and reloads. */
  async usePrefs(prefs: {
    locale?: 'en' | 'hi';
    accountType?: 'real' | 'virtual';
    displayMode?: 'light' | 'dark';
  }): Promise<void> {
    await this.page.evaluate((p) => {
      if (p.locale) localStorage.setItem('locale', p.locale);
      if (p.displayMode) localStorage.setItem('displayMode', p.displayMode);
      if (p.accountType) localStorage.setItem('accountType', p.accountType);
    }, prefs);
    await this.page.reload();
  }
}
