// Proves staff two-factor sign-in in the browser (S10, S11): a member enrolls at first sign-in from the
// QR code screen (on a desk and on a phone), signs in again with a code, reads their recent sign-ins,
// and an admin resets their authenticator from the staff page with a reason.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole, StaffApi } from '../pages/console';
import { launchBrowser, MOBILE_VIEWPORT, mobileContext, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
const MEMBER = { username: 'desk-one', password: 'desk-one-password-1' };
const DESK_VIEWPORT = { width: 1366, height: 850 } as const;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('S10: staff enroll an authenticator at first sign-in', () => {
  it('the admin enrolls on a desk screen, then a new member on a phone; both sign in again with a code', async () => {
    const desk = await browser.newContext({ baseURL: server.baseUrl, viewport: DESK_VIEWPORT });
    const admin = new OperatorConsole(await desk.newPage());
    await admin.signIn('admin', ADMIN_PASSWORD, 'console-totp-enroll-desktop');
    await admin.page.getByTestId('menu-staff').waitFor();

    const api = new StaffApi(server.baseUrl);
    await api.signIn('admin', ADMIN_PASSWORD);
    await api.call('staff/create', {
      ...MEMBER,
      displayName: 'Desk One',
      role: 'support',
      reason: 'new hire on the support desk',
    });

    const phone = await mobileContext(browser, server.baseUrl);
    const member = new OperatorConsole(await phone.newPage());
    await member.signIn(MEMBER.username, MEMBER.password, 'console-totp-enroll-phone');
    await member.page.getByTestId('staff-name').waitFor();
    const width = await member.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

    // S11: signing in again from the phone with a code; the member's menu lists both sign-ins.
    await member.page.getByTestId('staff-name').click();
    await member.page.getByTestId('sign-out').click();
    await member.page.getByTestId('staff-username').waitFor();
    await member.signIn(MEMBER.username, MEMBER.password);
    await member.page.getByTestId('staff-name').click();
    await member.page.getByTestId('sign-in-activity-open').click();
    const notices = member.page.getByTestId('sign-in-notice');
    await expect.poll(async () => notices.count(), { timeout: 15_000 }).toBe(2);
    await shot(member.page, 'console-phone-recent-sign-ins');

    // The admin resets the member's authenticator from the staff page, giving a reason.
    await admin.page.getByTestId('menu-staff').click();
    const memberId = (await api.call<{ list: Array<{ id: number; username: string }> }>('staff/list', {})).list.find(
      (s) => s.username === MEMBER.username,
    )?.id;
    expect(memberId).toBeDefined();
    await expect.poll(async () => admin.page.getByTestId(`staff-totp-${memberId}`).innerText()).toBe('On');
    await admin.page.getByTestId(`staff-reset-totp-${memberId}`).click();
    await admin.page.getByTestId('reason-input').fill('Lost phone, reported in person');
    await admin.confirm('reason-confirm');
    await expect
      .poll(async () => admin.page.getByTestId(`staff-totp-${memberId}`).innerText(), { timeout: 15_000 })
      .toBe('Set up at next sign-in');
    await shot(admin.page, 'console-staff-two-factor-reset');
    await desk.close();
    await phone.close();
  });
});
