import type { Locator, Page } from 'playwright-core';

/** An 8×8 PNG, enough for `upload/standard`, which checks an image by its content. */
export const EVIDENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNgTPuDFTEMLQkAbwZYwRKT8oAAAAAASUVORK5CYII=',
  'base64',
);

export interface BankInput {
  bankName: string;
  address: string;
  ifsc: string;
  payee: string;
  accountNumber: string;
}

/** Page model of the funds and identity screens: banks, recharge, withdrawal, KYC (test ids in apps/web/README.md). */
export class FundsPages {
  constructor(readonly page: Page) {}

  private async open(route: string, testId: string): Promise<void> {
    await this.page.goto(`/#${route}`);
    await this.page.getByTestId(testId).waitFor();
  }

  input(testId: string): Locator {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  /** Waits for the toast saying `text` (antd-mobile's toast, fetched on first use). */
  async toast(text: string): Promise<void> {
    await this.page.locator('.adm-toast-main', { hasText: text }).waitFor({ timeout: 15_000 });
  }

  async upload(testId: string): Promise<void> {
    await this.page
      .getByTestId(`${testId}-file`)
      .setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: EVIDENCE_PNG });
    await this.page.getByTestId(`${testId}-preview`).waitFor({ timeout: 15_000 });
  }

  async addBank(bank: BankInput): Promise<void> {
    await this.open('/pages/mine/bank/add', 'bank-add-page');
    await this.page.getByTestId('bank-form-bank').selectOption({ label: bank.bankName });
    await this.input('bank-form-address').fill(bank.address);
    await this.input('bank-form-ifsc').fill(bank.ifsc);
    await this.input('bank-form-payee').fill(bank.payee);
    await this.input('bank-form-number').fill(bank.accountNumber);
    await this.input('bank-form-number-confirm').fill(bank.accountNumber);
    await this.page.getByTestId('bank-form-submit').click();
    await this.toast('Add success');
  }

  async openBankList(): Promise<Locator> {
    await this.open('/pages/mine/bank/list', 'bank-list-page');
    const rows = this.page.getByTestId('bank-row');
    await rows.first().waitFor();
    return rows;
  }

  /** Sets the first payment password, confirmed with the login password. */
  async setPayPassword(loginPassword: string, payPassword: string): Promise<void> {
    await this.page.goto('/#/pages/mine/password_pay');
    await this.input('pay-password-old').fill(loginPassword);
    await this.input('pay-password-new').fill(payPassword);
    await this.input('pay-password-confirm').fill(payPassword);
    await this.page.getByTestId('pay-password-submit').click();
    await this.toast('Update success');
  }

  async submitKyc(realName: string, aadhaar: string): Promise<void> {
    await this.open('/pages/mine/credit', 'credit-page');
    await this.input('credit-real-name').fill(realName);
    await this.input('credit-number').pressSequentially(aadhaar);
    await this.upload('credit-front');
    await this.upload('credit-back');
    await this.page.getByTestId('credit-submit').click();
    await this.page.locator('[data-testid="credit-status"][data-status="CREDITING"]').waitFor({ timeout: 15_000 });
  }

  async openCharge(): Promise<void> {
    await this.open('/pages/mine/charge', 'charge-page');
    await this.page.getByTestId('charge-target').waitFor();
  }

  async recharge(amount: string, remark: string): Promise<void> {
    await this.input('charge-amount').fill(amount);
    await this.upload('charge-evidence');
    await this.page.getByTestId('charge-remark').fill(remark);
    await this.page.getByTestId('charge-submit').click();
    await this.toast('Submitted');
  }

  async openWithdraw(): Promise<void> {
    await this.open('/pages/mine/withdraw', 'withdraw-page');
  }

  async withdraw(amount: string, payPassword: string): Promise<void> {
    await this.page.getByTestId('withdraw-type-bank').click();
    await this.page.getByTestId('withdraw-account').waitFor();
    await this.input('withdraw-amount').fill(amount);
    await this.input('withdraw-password').fill(payPassword);
    await this.page.getByTestId('withdraw-submit').click();
    await this.toast('Submitted');
  }

  /** The history row of one status, waiting for it (live updates or a refresh bring it). */
  row(kind: 'charge' | 'withdraw', status: string): Locator {
    return this.page.locator(`[data-testid="${kind}-row"][data-status="${status}"]`).first();
  }
}
