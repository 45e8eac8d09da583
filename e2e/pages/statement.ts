import type { Locator, Page } from 'playwright-core';

/** Page model of the monthly statement (`/pages/mine/statement`). */
export class StatementPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/#/pages/mine/statement${query ? `?${query}` : ''}`);
    await this.page.getByTestId('statement-page').waitFor();
  }

  get document(): Locator {
    return this.page.getByTestId('statement');
  }

  rows(type?: number): Locator {
    return this.page.locator(
      type === undefined ? '[data-testid="statement-row"]' : `[data-testid="statement-row"][data-type="${type}"]`,
    );
  }

  async amount(testId: 'statement-opening' | 'statement-closing'): Promise<string> {
    return (await this.page.getByTestId(testId).locator('td').innerText()).trim();
  }
}
