import { consoleApi } from '@demo/contract';
import type { Deps } from '../../deps';
import { type CallLimit, type Implementation, publicCall, staffCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { listAudit } from '../audit/store';
import { customerList, customerSetStatus, customerUnlockPasswords } from './customers';
import * as staff from './service';

const MINUTE_MS = 60_000;
export const STAFF_LOGIN_LIMITS: readonly CallLimit[] = [
  { name: 'staff-login-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' },
  { name: 'staff-login-username', max: 10, windowMs: MINUTE_MS, per: { field: 'username' } },
];

export function staffCalls(deps: Deps): Implementation[] {
  return [
    publicCall(consoleApi.staffLogin, (p, ctx) => staff.staffLogin(deps, p, ctx.ip), STAFF_LOGIN_LIMITS),
    staffCall(consoleApi.staffLogout, (_p, ctx) => staff.staffLogout(deps, ctx.staff, ctx.ip)),
    staffCall(consoleApi.staffMe, (_p, ctx) => staff.staffMe(deps, ctx.staff)),
    staffCall(consoleApi.staffList, (p) => staff.staffList(deps, p.page, p.size)),
    staffCall(consoleApi.staffCreate, (p, ctx) => staff.staffCreate(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffSetActive, (p, ctx) => staff.staffSetActive(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.staffChangePassword, (p, ctx) => staff.staffChangePassword(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.auditList, async (p) => {
      const { rows, total } = await listAudit(deps.db, p);
      return ok({ list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })), total });
    }),
    staffCall(consoleApi.userList, (p) => customerList(deps, p)),
    staffCall(consoleApi.userSetStatus, (p, ctx) => customerSetStatus(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleApi.userUnlockPasswords, (p, ctx) => customerUnlockPasswords(deps, ctx.staff, p, ctx.ip)),
  ];
}
