import { type CallDef, consoleApi, consoleMarketsApi, type StaffRole } from '@demo/contract';
import { canCall } from '../lib/access';

/**
 * The console's navigation. Later issues append one entry per page they add. An entry is shown only
 * to roles that may make the call its page opens with, taken from that call's `roles` in the contract.
 */
export interface MenuEntry {
  /** Route path below the hash, without the leading slash; also the Menu item key. */
  readonly path: string;
  readonly label: string;
  /** `data-testid` of the menu item, for the browser tests. */
  readonly testId: string;
  /** The call the page cannot work without; its roles decide who sees the entry. */
  readonly call: Pick<CallDef, 'roles' | 'path'>;
}

export const MENU: readonly MenuEntry[] = [
  { path: 'customers', label: 'Customers', testId: 'menu-customers', call: consoleApi.userList },
  { path: 'staff', label: 'Staff', testId: 'menu-staff', call: consoleApi.staffList },
  { path: 'products', label: 'Products', testId: 'menu-products', call: consoleMarketsApi.productList },
  { path: 'holidays', label: 'Market holidays', testId: 'menu-holidays', call: consoleMarketsApi.holidayList },
  { path: 'audit', label: 'Audit log', testId: 'menu-audit', call: consoleApi.auditList },
];

/** The entries a role may use, in menu order. */
export function menuFor(role: StaffRole, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.filter((entry) => canCall(entry.call, role));
}
