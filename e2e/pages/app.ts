import type { Page } from 'playwright-core';

/** Page model of the customer app: hash routes and the stable test ids its pages expose. */
export class CustomerApp {
  constructor(readonly page: Page) {}

  /** A text field by test id, whether the id sits on the input or on its wrapper. */
  field(testId: string) {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  async open(route: string): Promise<void> {
    await this.page.goto(`/#${route}`);
  }

  routePath(): string {
    return new URL(this.page.url()).hash.replace(/^#/, '');
  }

  async waitForRoute(prefix: string): Promise<void> {
    await this.page.waitForFunction((p) => window.location.hash.replace(/^#/, '').startsWith(p), prefix, {
      timeout: 20_000,
    });
  }

  async register(username: string, password: string, readCode: () => Promise<string>): Promise<void> {
    await this.open('/pages/login/register');
    await this.field('register-username').fill(username);
    await this.page.getByTestId('register-send-code').click();
    const code = await readCode();
    await this.field('register-code').fill(code);
    await this.field('register-password').fill(password);
    await this.field('register-confirm').fill(password);
    await this.page.getByTestId('register-submit').click();
  }

  /** From the sign-in page's "Forgot password?" link: a reset code, then the new password twice. */
  async resetPassword(username: string, password: string, readCode: () => Promise<string>): Promise<void> {
    await this.open('/pages/login/login');
    await this.page.getByTestId('login-to-forgot').click();
    await this.waitForRoute('/pages/login/forget');
    await this.field('forgot-phone').fill(username);
    await this.page.getByTestId('forgot-send-code').click();
    const code = await readCode();
    await this.field('forgot-code').fill(code);
    await this.field('forgot-password').fill(password);
    await this.field('forgot-confirm').fill(password);
    await this.page.getByTestId('forgot-submit').click();
  }

  async login(username: string, password: string): Promise<void> {
    await this.field('login-username').fill(username);
    await this.field('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  async htmlLang(): Promise<string | null> {
    return this.page.evaluate(() => document.documentElement.getAttribute('lang'));
  }

  /** Relative luminance (0 black … 1 white) of the page body's background. */
  async backgroundLuminance(): Promise<number> {
    return this.page.evaluate(() => {
      const color = getComputedStyle(document.body).backgroundColor;
      const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
  }
}
