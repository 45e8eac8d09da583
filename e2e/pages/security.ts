import { base32Decode, TOTP_STEP_MS, totpCode } from '@demo/core';
import type { Locator, Page } from 'playwright-core';

/**
 * Page model of two-factor sign-in and the Devices page. The test plays the authenticator app: it
 * reads the setup key from the screen and computes codes with core's RFC 6238 function.
 */
export class SecurityPages {
  constructor(readonly page: Page) {}

  input(testId: string): Locator {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  async toast(text: string | RegExp): Promise<void> {
    await this.page.locator('.adm-toast-main', { hasText: text }).waitFor({ timeout: 15_000 });
  }

  /**
   * Waits until no toast covers the screen, so a screenshot shows the page itself. The sign-in's toast
   * may still be up when the next one opens, so it waits for every toast, not for one.
   */
  async settle(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('.adm-toast-main') === null, null, {
      timeout: 15_000,
    });
  }

  /** Confirms antd-mobile's dialog (the confirm button is its last action). */
  async confirmDialog(): Promise<void> {
    // The dialog's outer element has no box of its own; its buttons do.
    const confirm = this.page.locator('.adm-dialog-footer .adm-dialog-button').last();
    await confirm.waitFor();
    await confirm.click();
  }

  async openTwoFactor(): Promise<void> {
    await this.page.goto('/#/pages/mine/two_factor');
  }

  /** Starts set-up and answers the secret as the screen shows it for typing in by hand. */
  async startSetup(): Promise<string> {
    await this.page.getByTestId('totp-setup').click();
    await this.page.getByTestId('totp-qr').waitFor({ timeout: 15_000 });
    return (await this.page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  }

  /** Turns two-factor on with the app's current code and answers the ten recovery codes shown once. */
  async enable(secret: string): Promise<string[]> {
    await this.input('totp-code').fill(codeOf(secret, 0));
    await this.page.getByTestId('totp-enable').click();
    await this.page.getByTestId('recovery-codes').waitFor({ timeout: 15_000 });
    return await this.page.getByTestId('recovery-code').allInnerTexts();
  }

  async openDevices(): Promise<Locator> {
    await this.page.goto('/#/pages/mine/devices');
    const rows = this.page.getByTestId('device-row');
    await rows.first().waitFor({ timeout: 15_000 });
    return rows;
  }
}

/**
 * The authenticator's code `stepOffset` steps from now. Each code works once per account, so after
 * enabling with the current step, the next use takes the step after it (within the ±1 drift).
 */
export function codeOf(secret: string, stepOffset: number): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('the setup key on screen is not base32');
  return totpCode(bytes, Date.now() + stepOffset * TOTP_STEP_MS);
}

/** Waits out the last seconds of a 30-second step so a code computed now is still good when typed. */
export async function awayFromStepEdge(marginMs = 10_000): Promise<void> {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
