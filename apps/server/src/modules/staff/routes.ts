import { consoleApi } from '@demo/contract';
import { type CallLimit, type Implementation, publicCall, staffCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { listAudit } from '../audit';
import type { TwoFactorDeps } from '../two-factor';
import { TWO_FACTOR_LIMITS } from '../two-factor';
import { customerList, customerSetStatus, customerUnlockPasswords } from './customers';
import { listStaffNotices } from './notices';
import * as staff from './service';
import * as totp from './totp';

const MINUTE_MS = 60_000;
export const STAFF_LOGIN_LIMITS: readonly CallLimit[] = [
  { name: 'staff-login-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' },
  { name: 'staff-login-username', max: 10, windowMs: MINUTE_MS, per: { field: 'username' } },
];

export function staffCalls(deps: TwoFactorDeps): Implementation[] {
  return [
    publicCall(consoleApi.staffLogin, (p, ctx) => staff.staffLogin(deps, p, ctx), STAFF_LOGIN_LIMITS),
    staffCall(consoleApi.staffLogout, (_p, ctx) => staff.staffLogout(deps, ctx.staff, ctx.ip)),
    staffCall(consoleApi.staffMe, (_p, ctx) => staff.staffMe(deps, ctx.staff)),
    staffCall(consoleApi.staffList, (p) => staff.staffList(deps, p.page, p.size)),
    staffCall(consoleApi.staffCreate, (p, ctx) => staff.staffCreate(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffSetActive, (p, ctx) => staff.staffSetActive(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffChangePassword, (p, ctx) => staff.staffChangePassword(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffPasswordReset, (p, ctx) => staff.staffPasswordReset(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffTotpSetup, (_p, ctx) => totp.setupTotp(deps, ctx.staff), TWO_FACTOR_LIMITS),
    staffCall(consoleApi.staffTotpEnable, (p, ctx) => totp.enableTotp(deps, ctx.staff, p, ctx.ip), TWO_FACTOR_LIMITS),
    staffCall(consoleApi.staffTotpReset, (p, ctx) => staff.staffTotpReset(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffUnlock, (p, ctx) => staff.staffUnlock(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffNoticeList, (p, ctx) => listStaffNotices(deps, ctx.staff.staffId, p, ctx.locale)),
    staffCall(consoleApi.auditList, async (p) => {
      const { rows, total } = await listAudit(deps.db, p);
      return ok({ list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })), total });
    }),
    staffCall(consoleApi.userList, (p) => customerList(deps, p)),
    staffCall(consoleApi.userSetStatus, (p, ctx) => customerSetStatus(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.userUnlockPasswords, (p, ctx) => customerUnlockPasswords(deps, ctx.staff, p, ctx.ip)),
  ];
}
