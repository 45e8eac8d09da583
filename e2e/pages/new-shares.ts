import type { Locator, Page } from 'playwright-core';

/** Page model of new shares: offering detail, the cost calculator and subscription, the draw, My new-share orders. */
export class NewSharesPage {
  constructor(readonly page: Page) {}

  async openDetail(market: 'korea' | 'india', code: string): Promise<void> {
    await this.page.goto(`/#/pages/product/${market}/new/detail?code=${encodeURIComponent(code)}`);
    await this.page.getByTestId('offering-detail').waitFor({ timeout: 20_000 });
  }

  async openList(market: 'korea' | 'india'): Promise<void> {
    await this.page.goto(`/#/pages/product/${market}/new/list`);
    await this.page.getByTestId('offering-list').waitFor({ timeout: 20_000 });
  }

  async openMine(): Promise<void> {
    await this.page.goto('/#/pages/mine/product_new/index');
    await this.page.getByTestId('subscription-list').waitFor({ timeout: 20_000 });
  }

  /** Sets the lots stepper by typing into it. */
  async setLots(lots: number): Promise<void> {
    const input = this.page.locator('[data-testid="subscribe-lots"] input');
    await input.fill(String(lots));
    await input.blur();
  }

  async checkPassword(password: string): Promise<void> {
    await this.page
      .locator('input[data-testid="subscribe-password"], [data-testid="subscribe-password"] input')
      .first()
      .fill(password);
    await this.page.getByTestId('subscribe-password-check').click();
    await this.page.getByTestId('subscribe-password-check').waitFor({ state: 'detached', timeout: 20_000 });
  }

  /** Subscribe, check the confirmation, and pay; ends on My new-share orders. */
  async subscribe(): Promise<void> {
    await this.page.locator('[data-testid="subscribe-pay"]').waitFor({ timeout: 30_000 });
    await this.page.getByTestId('subscribe-start').click();
    await this.page.getByTestId('subscribe-confirm').waitFor();
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('subscribe-confirm-submit').click();
    await this.page.getByTestId('my-new-shares-page').waitFor({ timeout: 20_000 });
  }

  card(index = 0): Locator {
    return this.page.getByTestId('subscription-card').nth(index);
  }

  /** Reloads My new-share orders until the first card has `status`. */
  async waitForStatus(status: string, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.openMine();
      const first = this.card(0);
      if ((await first.count()) > 0 && (await first.getAttribute('data-status')) === status) return;
      if (Date.now() > deadline) throw new Error(`the subscription never reached ${status}`);
      await this.page.waitForTimeout(2_000);
    }
  }
}
