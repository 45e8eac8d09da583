import type { Locator, Page, Response } from 'playwright-core';
import { StaffAuthenticator, type StaffSend, signInStaff } from '../../apps/server/test/support/staff-sign-in';
import { ARTIFACTS_DIR, shot } from '../support/browser';

/**
 * An antd dialog that has finished opening. Its zoom first holds the dialog still at full size, but
 * transparent, for a few frames, then shrinks it to grow it back: Playwright finds a button there
 * "stable", presses on it, and releases on the wrapper around the shrunken dialog, so the click
 * reaches the wrapper and never the button (the dialog stays open, its button idle).
 */
const OPENED_DIALOG = '.ant-modal:not([class*="-appear"]):not([class*="-enter"])';
/** How long a dialog may take to close after its confirm: the server's answer, then the list's refresh. */
const DIALOG_CLOSE_TIMEOUT_MS = 30_000;
/** How much of each server answer a stuck dialog's error quotes. */
const ANSWER_QUOTE_CHARS = 300;

/** The authenticator app of each server's staff (S10): the browser and the API client of a test share it. */
const authenticators = new Map<string, StaffAuthenticator>();

export function staffAuthenticatorFor(url: string): StaffAuthenticator {
  const origin = new URL(url).origin;
  let authenticator = authenticators.get(origin);
  if (!authenticator) {
    authenticator = new StaffAuthenticator();
    authenticators.set(origin, authenticator);
  }
  return authenticator;
}

/** Page model of the operator console at /console/. */
export class OperatorConsole {
  constructor(readonly page: Page) {}

  /** A text field by test id, whether the id sits on the input or on its wrapper. */
  field(testId: string): Locator {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  /**
   * Signs in as the console asks (S10): with the authenticator's code once the member has enrolled,
   * else through the enrollment screen, which `enrollmentShot` (when given) photographs first. A
   * member whose password an admin set (S12) first replaces it on the change-password screen with
   * their own, which the shared authenticator remembers for later sign-ins with the same `password`.
   * A member who must still replace a printed password (S4) is left on that screen.
   */
  async signIn(username: string, password: string, enrollmentShot?: string): Promise<void> {
    await this.page.goto('/console/');
    const authenticator = staffAuthenticatorFor(this.page.url());
    const current = authenticator.passwordFor(username, password);
    await this.page.getByTestId('staff-username').fill(username);
    await this.page.getByTestId('staff-password').fill(current);
    const enrolled = authenticator.knows(username);
    if (enrolled) {
      await this.page.getByTestId('staff-submit').click();
      await this.field('staff-otp').fill(await authenticator.nextCode(username));
    }
    // The sign-in's answer says whether an admin chose this password (S12), without waiting for a screen.
    const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/console/staff/login');
    await this.page.getByTestId('staff-submit').click();
    const signedIn = (await (await answer).json()) as {
      code: number;
      body?: { staff?: { mustChangeBecause?: string } };
    };
    if (signedIn.code === 200 && signedIn.body?.staff?.mustChangeBecause === 'set_by_admin') {
      await this.page.getByTestId('first-password').waitFor();
      await this.changeFirstPassword(current, authenticator.chooseOwnPassword(username, current));
    }
    if (enrolled) return;
    const enroll = this.page.getByTestId('totp-enroll');
    const firstPassword = this.page.getByTestId('first-password');
    await enroll.or(firstPassword).waitFor();
    if (await firstPassword.isVisible()) return;
    await this.enrollTotp(username, enrollmentShot);
  }

  /** Replaces a password somebody else chose on the console's first screen (S4, S12). */
  async changeFirstPassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.field('password-old').fill(oldPassword);
    await this.field('password-new').fill(newPassword);
    await this.field('password-repeat').fill(newPassword);
    await this.page.getByTestId('first-password-submit').click();
    await this.page.getByTestId('first-password').waitFor({ state: 'detached' });
  }

  /** Plays the authenticator app on the enrollment screen: reads the key, types its code, keeps the recovery codes. */
  async enrollTotp(username: string, shotName?: string): Promise<string[]> {
    const authenticator = staffAuthenticatorFor(this.page.url());
    await this.page.getByTestId('totp-qr').waitFor();
    const secret = (await this.page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    if (shotName !== undefined) await shot(this.page, shotName);
    const { code, step } = authenticator.enrollmentCode(secret);
    await this.field('totp-code').fill(code);
    await this.page.getByTestId('totp-enable').click();
    await this.page.getByTestId('recovery-codes').waitFor();
    const recoveryCodes = await this.page.getByTestId('recovery-code').allInnerTexts();
    authenticator.remember(username, secret, step, recoveryCodes);
    if (shotName !== undefined) await shot(this.page, `${shotName}-recovery-codes`);
    await this.page.getByTestId('totp-done').click();
    return recoveryCodes;
  }

  async openAuditLog(): Promise<void> {
    await this.page.getByTestId('menu-audit').click();
    await this.page.getByTestId('audit-table').waitFor();
  }

  async openLedgerCheck(): Promise<void> {
    await this.page.getByTestId('menu-ledger').click();
    await this.page.getByTestId('ledger-check-now').waitFor();
  }

  async openProducts(): Promise<void> {
    await this.page.getByTestId('menu-products').click();
    await this.page.getByTestId('products-table').locator('tr.ant-table-row').first().waitFor();
  }

  /** The products table row of one product, after searching for its code. */
  async productRow(code: string): Promise<Locator> {
    await this.field('product-search').fill(code);
    await this.field('product-search').press('Enter');
    const row = this.page.getByTestId('products-table').locator('tr.ant-table-row', { hasText: code }).first();
    await row.waitFor();
    return row;
  }

  /** Suspends or resumes trading in a product, giving the reason the console asks for. */
  async toggleSuspended(code: string, reason: string): Promise<Locator> {
    const row = await this.productRow(code);
    await row.locator('[data-testid^="product-suspend-"]').click();
    await this.page.getByTestId('reason-input').fill(reason);
    await this.confirm('reason-confirm');
    return row;
  }

  async openHolidays(): Promise<void> {
    await this.page.getByTestId('menu-holidays').click();
    await this.page.getByTestId('holidays-table').waitFor();
  }

  /** Adds a holiday; `exchange` is the code (NSE), `date` is YYYY-MM-DD. */
  async addHoliday(exchange: string, date: string, name: string, reason: string): Promise<void> {
    await this.page.getByTestId('holiday-create').click();
    // The exchange select searches its labels ("NSE · National Stock Exchange of India").
    await this.field('holiday-form-exchange').fill(`${exchange} ·`);
    await this.field('holiday-form-exchange').press('Enter');
    await this.field('holiday-form-date').fill(date);
    await this.field('holiday-form-date').press('Enter');
    await this.field('holiday-form-name').fill(name);
    await this.page.getByTestId('holiday-form-reason').fill(reason);
    await this.confirm('holiday-form-submit');
  }

  /** Opens a review queue from the menu (its first tab: the work still to do) and waits for its table. */
  async openQueue(queue: 'recharges' | 'withdrawals' | 'kyc' | 'institutions'): Promise<void> {
    const table = { recharges: 'recharge', withdrawals: 'withdraw', kyc: 'kyc', institutions: 'institution' }[queue];
    await this.page.getByTestId(`menu-review-${queue}`).click();
    await this.page.getByTestId(`${table}-table`).waitFor();
  }

  /**
   * Clicks a decision button, fills the dialog's one field if given, confirms, and waits until the
   * server has answered and the row has left the tab.
   */
  private async decide(button: string, confirm: 'decision-confirm' | 'reason-confirm', field?: [string, string]) {
    await this.page.getByTestId(button).click();
    if (field !== undefined) await this.page.getByTestId(field[0]).fill(field[1]);
    await this.confirm(confirm);
    await this.page.getByTestId(button).waitFor({ state: 'detached' });
  }

  /**
   * Clicks a dialog's confirm button once the dialog has finished opening, and waits for the dialog
   * to close. A dialog that stays open refused its form or was refused by the server, and a rare
   * failure has to explain itself: the error then carries the dialog's text (field messages
   * included), its fields' values, the toasts on screen, the server's answers since the click, and
   * a screenshot in e2e/artifacts/.
   */
  async confirm(testId: string): Promise<void> {
    const button = this.page.getByTestId(testId);
    await this.page.locator(OPENED_DIALOG, { has: button }).waitFor();
    const answers: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/console/') || path.endsWith('/list')) return;
      const quote = (body: string) => `${path}: ${body.slice(0, ANSWER_QUOTE_CHARS)}`;
      answers.push(response.text().then(quote, () => quote('(no body)')));
    };
    this.page.on('response', onResponse);
    try {
      await button.click();
      await button.waitFor({ state: 'detached', timeout: DIALOG_CLOSE_TIMEOUT_MS });
    } catch (error) {
      throw new Error(await this.stuckDialog(testId, await Promise.all(answers)), { cause: error });
    } finally {
      this.page.off('response', onResponse);
    }
  }

  /** What the dialog around a confirm button that did not go away shows, as an error message. */
  private async stuckDialog(testId: string, answers: string[]): Promise<string> {
    const button = this.page.getByTestId(testId);
    const dialog = this.page.locator('.ant-modal', { has: button });
    const look = async <T>(read: () => Promise<T>, none: T) => read().catch(() => none);
    const text = await look(() => dialog.innerText({ timeout: 1_000 }), '(no dialog)');
    const values = await look(
      () => dialog.locator('input, textarea').evaluateAll((fields) => fields.map((f) => ('value' in f ? f.value : ''))),
      [],
    );
    const loading = await look(() => button.evaluate((b) => b.classList.contains('ant-btn-loading')), false);
    const toasts = await look(() => this.page.locator('.ant-message-notice').allInnerTexts(), []);
    const name = `console-stuck-${testId}-${Date.now()}`;
    await look(() => shot(this.page, name), undefined);
    return [
      `the dialog of ${testId} did not close within ${DIALOG_CLOSE_TIMEOUT_MS} ms of its confirm (button ${loading ? 'loading' : 'idle'})`,
      `dialog: ${text.replace(/\s+/g, ' ')}`,
      `fields: ${JSON.stringify(values)}`,
      `toasts: ${JSON.stringify(toasts)}`,
      `answers: ${answers.length === 0 ? 'none' : answers.join(' | ')}`,
      `screenshot: ${ARTIFACTS_DIR}/${name}.png`,
    ].join('\n');
  }

  /**
   * Whether an image in the console loaded real pixels: a private upload's signed URL that was
   * refused or had expired loads none (SPEC P7).
   */
  async imageLoaded(testId: string): Promise<boolean> {
    const image = this.page.locator(`img[data-testid="${testId}"], [data-testid="${testId}"] img`).first();
    await image.waitFor();
    return await image.evaluate(async (element) => {
      if (!(element instanceof HTMLImageElement)) return false;
      if (!element.complete) {
        await new Promise((settled) => {
          element.addEventListener('load', settled, { once: true });
          element.addEventListener('error', settled, { once: true });
        });
      }
      return element.naturalWidth > 0;
    });
  }

  /** Approves a waiting recharge (credits it once), with an optional note for the audit log. */
  async approveRecharge(id: number, note?: string): Promise<void> {
    await this.openQueue('recharges');
    await this.decide(
      `recharge-approve-${id}`,
      'decision-confirm',
      note === undefined ? undefined : ['note-input', note],
    );
  }

  async rejectRecharge(id: number, reason: string): Promise<void> {
    await this.openQueue('recharges');
    await this.decide(`recharge-reject-${id}`, 'reason-confirm', ['reason-input', reason]);
  }

  /** Passes an identity submission that is in review. */
  async passKyc(id: number): Promise<void> {
    await this.openQueue('kyc');
    await this.decide(`kyc-pass-${id}`, 'decision-confirm');
  }

  /** Approves a waiting withdrawal if it still waits, then marks it paid with the payout reference. */
  async markWithdrawalPaid(id: number, reference: string): Promise<void> {
    await this.openQueue('withdrawals');
    const approve = this.page.getByTestId(`withdraw-approve-${id}`);
    await this.page.getByTestId('withdraw-table').locator('tr.ant-table-row, .ant-empty').first().waitFor();
    if ((await approve.count()) > 0) await this.decide(`withdraw-approve-${id}`, 'decision-confirm');
    await this.page.getByRole('tab', { name: 'Approved, to pay' }).click();
    await this.decide(`withdraw-paid-${id}`, 'decision-confirm', ['payout-reference', reference]);
  }
}

/**
 * The console's review decisions made through the staff API (the same calls the review screens make),
 * for tests whose subject is the customer's side of a review.
 */
export class StaffApi {
  private token: string | null = null;

  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(path: string, payload: Record<string, string | number> = {}): Promise<T> {
    const body = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]));
    const reply = await fetch(`${this.baseUrl}/api/console/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(this.token ? { token: this.token } : {}) },
      body,
    });
    const json = (await reply.json()) as { code: number; message: string; body: T };
    if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
    return json.body;
  }

  /** Signs in with the authenticator shared with the browser, enrolling the member first if need be (S10). */
  async signIn(username: string, password: string): Promise<void> {
    const send: StaffSend = async (path, payload, token) => {
      const reply = await fetch(`${this.baseUrl}/api/console/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
        body: new URLSearchParams(payload),
      });
      return (await reply.json()) as { code: number; message: string; body: unknown };
    };
    this.token = (await signInStaff(send, staffAuthenticatorFor(this.baseUrl), { username, password })).token;
  }

  /** The ids of one user's items in a review queue (`review/recharge/list`, `review/kyc/list`, …). */
  async queueIds(queue: 'recharge' | 'withdraw' | 'kyc' | 'institution', username: string): Promise<number[]> {
    const page = await this.call<{ list: { id: number; username: string }[] }>(`review/${queue}/list`, { size: 100 });
    return page.list.filter((row) => row.username.endsWith(username)).map((row) => row.id);
  }
}
