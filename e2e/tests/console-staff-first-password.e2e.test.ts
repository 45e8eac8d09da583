// Proves S12 in the browser: a member an admin added from the staff page signs in with the password
// the admin chose, sees only the change-password screen saying why (no menu, no other page even by
// address), chooses their own, enrolls an authenticator (S10) and reaches the console; an admin's
// reset of the password brings the member back to that screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole, StaffApi, staffAuthenticatorFor } from '../pages/console';
import { launchBrowser, MOBILE_VIEWPORT, mobileContext, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
const MEMBER = { username: 'desk-two', displayName: 'Desk Two', password: 'chosen-by-the-admin-1' };
const OWN_PASSWORD = 'desk-two-own-password';
const RESET_PASSWORD = 'reset-by-the-admin-2';
const DESK_VIEWPORT = { width: 1366, height: 850 } as const;
const SET_BY_ADMIN = 'Your password was set by an administrator; choose your own to continue.';
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

/** Types a member's credentials on the sign-in page, with the next authenticator code once enrolled. */
async function typeCredentials(ops: OperatorConsole, password: string): Promise<void> {
  await ops.page.goto('/console/');
  await ops.page.getByTestId('staff-username').fill(MEMBER.username);
  await ops.page.getByTestId('staff-password').fill(password);
  await ops.page.getByTestId('staff-submit').click();
  const authenticator = staffAuthenticatorFor(ops.page.url());
  if (!authenticator.knows(MEMBER.username)) return;
  await ops.field('staff-otp').fill(await authenticator.nextCode(MEMBER.username));
  await ops.page.getByTestId('staff-submit').click();
}

/** The change-password screen is all there is: it says why, and no menu or page of the console shows. */
async function expectOnlyFirstPassword(ops: OperatorConsole): Promise<void> {
  const screen = ops.page.getByTestId('first-password');
  await screen.waitFor();
  expect(await screen.getAttribute('data-because')).toBe('set_by_admin');
  expect(await ops.page.getByTestId('first-password-because').innerText()).toContain(SET_BY_ADMIN);
  expect(await ops.page.locator('[data-testid^="menu-"]').count()).toBe(0);
  expect(await ops.page.getByTestId('staff-name').count()).toBe(0);
}

describe('S12: a member whose password an admin chose', () => {
  it('is led to choose their own at first sign-in, then reaches the console; a reset leads them back', async () => {
    const desk = await browser.newContext({ baseURL: server.baseUrl, viewport: DESK_VIEWPORT });
    const admin = new OperatorConsole(await desk.newPage());
    await admin.signIn('admin', ADMIN_PASSWORD);
    await admin.page.getByTestId('menu-staff').click();
    await admin.page.getByTestId('staff-create').click();
    await admin.field('staff-create-username').fill(MEMBER.username);
    await admin.field('staff-create-name').fill(MEMBER.displayName);
    await admin.field('staff-create-password').fill(MEMBER.password);
    await admin.page.getByTestId('staff-create-reason').fill('new hire on the support desk');
    await admin.confirm('staff-create-confirm');
    const api = new StaffApi(server.baseUrl);
    await api.signIn('admin', ADMIN_PASSWORD);
    const memberId = (await api.call<{ list: Array<{ id: number; username: string }> }>('staff/list', {})).list.find(
      (s) => s.username === MEMBER.username,
    )?.id;
    expect(memberId).toBeDefined();
    await admin.page.getByTestId(`staff-must-change-${memberId}`).waitFor();
    await shot(admin.page, 'console-staff-must-change-tag');

    const phone = await mobileContext(browser, server.baseUrl);
    const member = new OperatorConsole(await phone.newPage());
    await typeCredentials(member, MEMBER.password);
    await expectOnlyFirstPassword(member);
    const width = await member.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await shot(member.page, 'console-first-password-set-by-admin-phone');
    // Another page by its address shows the same screen, never a page whose calls the server refuses.
    await member.page.goto('/console/audit');
    await expectOnlyFirstPassword(member);

    await member.changeFirstPassword(MEMBER.password, OWN_PASSWORD);
    await member.page.getByTestId('totp-enroll').waitFor();
    await member.enrollTotp(MEMBER.username);
    await member.page.getByTestId('staff-name').waitFor();

    // The admin sets a new password: the member's session ends and the next sign-in asks again.
    await admin.page.reload();
    await admin.page.getByTestId(`staff-reset-password-${memberId}`).click();
    await admin.field('staff-reset-password-new').fill(RESET_PASSWORD);
    await admin.page.getByTestId('staff-reset-password-reason').fill('forgot it, asked in person');
    await admin.confirm('staff-reset-password-confirm');
    await admin.page.getByTestId(`staff-must-change-${memberId}`).waitFor();
    await member.page.reload();
    await member.page.getByTestId('staff-username').waitFor();
    await typeCredentials(member, RESET_PASSWORD);
    await expectOnlyFirstPassword(member);
    await member.changeFirstPassword(RESET_PASSWORD, `${OWN_PASSWORD}-2`);
    await member.page.getByTestId('staff-name').waitFor();
    await desk.close();
    await phone.close();
  });
});
