import type { Locator, Page } from 'playwright-core';

/** Page model of the Markets tab, search and the watchlist: the test ids listed in apps/web/README.md. */
export class MarketsPage {
  constructor(readonly page: Page) {}

  /** The row of one product in whatever quote list is on screen. */
  row(code: string, within = 'body'): Locator {
    return this.page.locator(`${within} [data-testid="quote-row"][data-code="${code}"]`).first();
  }

  async priceOf(code: string): Promise<string> {
    return this.row(code).getByTestId('quote-price').innerText();
  }

  /** Waits until the shown price of `code` differs from `before`; answers the new price. */
  async waitForPriceChange(code: string, before: string, timeoutMs = 10_000): Promise<string> {
    const handle = await this.page.waitForFunction(
      ([c, b]) => {
        const el = document.querySelector(`[data-testid="quote-row"][data-code="${c}"] [data-testid="quote-price"]`);
        const text = el?.textContent ?? '';
        return text && text !== b ? text : false;
      },
      [code, before] as const,
      { timeout: timeoutMs, polling: 200 },
    );
    return (await handle.jsonValue()) as string;
  }

  async openCategory(code: string): Promise<void> {
    await this.page.getByTestId(`category-${code}`).click();
    await this.page.locator(`[data-testid="quote-list"][data-category="${code}"]`).waitFor();
  }

  async openWatchlist(): Promise<void> {
    await this.page.getByTestId('tab-watchlist').click();
    await this.page.getByTestId('watchlist-panel').waitFor();
  }

  /** Product codes of the watchlist on screen, in their shown order. */
  async watchlistCodes(): Promise<string[]> {
    await this.page.getByTestId('watchlist-items').waitFor();
    return this.page
      .locator('[data-testid="watchlist-items"] [data-testid="quote-row"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code ?? ''));
  }

  async search(term: string): Promise<void> {
    await this.page.locator('input[data-testid="search-input"]').fill(term);
    await this.page.getByTestId('search-results').waitFor();
  }

  /** Opens a quote row's detail page by tapping it. */
  async open(code: string): Promise<void> {
    await this.row(code).locator('button').first().click();
  }

  async historyTerms(): Promise<string[]> {
    await this.page.getByTestId('search-history').waitFor();
    return this.page.getByTestId('search-history-item').allInnerTexts();
  }
}
