import type { CallDef, StaffRole } from '@demo/contract';

/**
 * Whether a staff role may make a call. The contract's `roles` on each call is the single source of
 * truth; the console only hides what the server would refuse anyway.
 */
export function canCall(def: Pick<CallDef, 'roles'>, role: StaffRole): boolean {
  return def.roles === undefined || def.roles.includes(role);
}
