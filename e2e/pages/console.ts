import type { Page } from 'playwright-core';

/** Page model of the operator console at /console/. */
export class OperatorConsole {
  constructor(readonly page: Page) {}

  async signIn(username: string, password: string): Promise<void> {
    await this.page.goto('/console/');
    await this.page.getByTestId('staff-username').fill(username);
    await this.page.getByTestId('staff-password').fill(password);
    await this.page.getByTestId('staff-submit').click();
  }

  async openAuditLog(): Promise<void> {
    await this.page.getByTestId('menu-audit').click();
    await this.page.getByTestId('audit-table').waitFor();
  }
}
