import type { Locator, Page } from 'playwright-core';

/**
 * Page model of the order features of issue 16: a trailing stop and a validity on the trade sheet, and
 * the edit sheet of a held position or a pending order (`order/update`).
 */
export class OrderEditPage {
  constructor(readonly page: Page) {}

  field(testId: string): Locator {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  /** Turns the trailing stop on and types its distance (on `trade` or `edit`). */
  async trailing(prefix: 'trade' | 'edit', distance: string): Promise<void> {
    const toggle = this.page.getByTestId(`${prefix}-trailing-toggle`);
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await this.field(`${prefix}-trailing-distance`).fill(distance);
  }

  /** The money text of a test id, as a number (digits and the decimal point only). */
  async number(scope: Locator, testId: string): Promise<number> {
    return Number((await scope.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
  }

  get editSheet(): Locator {
    return this.page.getByTestId('edit-sheet');
  }

  async toast(text: string): Promise<void> {
    await this.page.locator('.adm-toast-main', { hasText: text }).waitFor({ timeout: 15_000 });
  }

  /** Saves the edit sheet and waits for its success toast and for the sheet to close. */
  async save(): Promise<void> {
    await this.page.getByTestId('edit-save').click();
    await this.toast('Order updated');
    await this.editSheet.waitFor({ state: 'detached', timeout: 15_000 });
  }

  pendingRow(): Locator {
    return this.page.locator('[data-testid="pending-row"]').first();
  }
}
