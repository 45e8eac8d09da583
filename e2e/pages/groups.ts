import type { Locator, Page } from 'playwright-core';

/** Page model of group purchases: the product group page, the join sheet, my group orders, order source. */
export class GroupPages {
  constructor(readonly page: Page) {}

  async openOfferings(): Promise<void> {
    await this.page.goto('/#/pages/product/group/group');
    await this.page.getByTestId('group-page').waitFor();
  }

  async openMine(): Promise<void> {
    await this.page.goto('/#/pages/mine/group/index');
    await this.page.getByTestId('my-group-page').waitFor();
  }

  offering(id: number): Locator {
    return this.page.locator(`[data-testid="group-card"][data-group-id="${id}"]`);
  }

  /** Opens the join sheet of an offering, types the amount and answers the deposit the sheet shows. */
  async fillJoin(id: number, amount: string): Promise<string> {
    await this.offering(id).getByTestId('group-join').click();
    const sheet = this.page.getByTestId('group-join-sheet');
    await sheet.waitFor();
    await sheet.locator('input[data-testid="group-amount"]').fill(amount);
    return await sheet.getByTestId('group-deposit').innerText();
  }

  async submitJoin(): Promise<void> {
    await this.page.getByTestId('group-join-submit').click();
    await this.page.getByTestId('my-group-page').waitFor({ timeout: 20_000 });
  }

  order(status?: string): Locator {
    return this.page.locator(`[data-testid="group-order"]${status ? `[data-status="${status}"]` : ''}`).first();
  }

  /** Pays the rest of the PAYING order through its confirmation. */
  async pay(): Promise<void> {
    await this.order('PAYING').getByTestId('group-pay').click();
    await this.page.locator('.adm-dialog-button-bold, .adm-dialog-footer button').last().click();
  }
}
