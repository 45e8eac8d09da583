import {
  type CallDef,
  consoleAiApi,
  consoleApi,
  consoleContentApi,
  consoleFundsApi,
  consoleGroupsApi,
  consoleMarketsApi,
  consoleNewSharesApi,
  consoleRiskApi,
  consoleSettingsApi,
  type StaffRole,
} from '@demo/contract';
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
  /** The titled group the entry sits in; absent for the top-level sections. */
  readonly group?: MenuGroupKey;
}

export type MenuGroupKey = 'reviews' | 'funds' | 'content';

export interface MenuGroup {
  readonly key: MenuGroupKey;
  readonly label: string;
  readonly testId: string;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'reviews', label: 'Reviews', testId: 'menu-reviews' },
  { key: 'funds', label: 'Funds', testId: 'menu-funds' },
  { key: 'content', label: 'Content & support', testId: 'menu-content' },
];

const funds = consoleFundsApi;

export const MENU: readonly MenuEntry[] = [
  { path: 'customers', label: 'Customers', testId: 'menu-customers', call: consoleApi.userList },
  { path: 'staff', label: 'Staff', testId: 'menu-staff', call: consoleApi.staffList },
  { path: 'products', label: 'Products', testId: 'menu-products', call: consoleMarketsApi.productList },
  { path: 'holidays', label: 'Market holidays', testId: 'menu-holidays', call: consoleMarketsApi.holidayList },
  { path: 'new-shares', label: 'New shares', testId: 'menu-new-shares', call: consoleNewSharesApi.newShareList },
  { path: 'groups', label: 'Group purchases', testId: 'menu-groups', call: consoleGroupsApi.groupList },
  { path: 'ai-products', label: 'AI products', testId: 'menu-ai-products', call: consoleAiApi.aiProductList },
  { path: 'settings', label: 'Platform settings', testId: 'menu-settings', call: consoleSettingsApi.settingList },
  { path: 'audit', label: 'Audit log', testId: 'menu-audit', call: consoleApi.auditList },
  { path: 'ledger', label: 'Ledger check', testId: 'menu-ledger', call: consoleApi.ledgerReconcileLast },
  { path: 'risk', label: 'Risk', testId: 'menu-risk', call: consoleRiskApi.riskExposure },
  {
    path: 'recharges',
    label: 'Recharges',
    testId: 'menu-review-recharges',
    call: funds.reviewRechargeList,
    group: 'reviews',
  },
  {
    path: 'withdrawals',
    label: 'Withdrawals',
    testId: 'menu-review-withdrawals',
    call: funds.reviewWithdrawList,
    group: 'reviews',
  },
  { path: 'kyc', label: 'KYC', testId: 'menu-review-kyc', call: funds.reviewKycList, group: 'reviews' },
  {
    path: 'institutions',
    label: 'Institutional',
    testId: 'menu-review-institutions',
    call: funds.reviewInstitutionList,
    group: 'reviews',
  },
  { path: 'channels', label: 'Channels', testId: 'menu-channels', call: funds.channelIncomeList, group: 'funds' },
  { path: 'banks', label: 'Banks', testId: 'menu-banks', call: funds.bankList, group: 'funds' },
  {
    path: 'corrections',
    label: 'Balance corrections',
    testId: 'menu-corrections',
    call: funds.correctionList,
    group: 'funds',
  },
  // Issue 14: customer service that answers, feedback, news and notices.
  {
    path: 'support',
    label: 'Support inbox',
    testId: 'menu-support',
    call: consoleContentApi.supportInbox,
    group: 'content',
  },
  {
    path: 'feedback',
    label: 'Feedback',
    testId: 'menu-feedback',
    call: consoleContentApi.feedbackInbox,
    group: 'content',
  },
  { path: 'news', label: 'News', testId: 'menu-news', call: consoleContentApi.newsList, group: 'content' },
  { path: 'notices', label: 'Notices', testId: 'menu-notices', call: consoleContentApi.noticeList, group: 'content' },
];

/** The entries a role may use, in menu order. */
export function menuFor(role: StaffRole, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.filter((entry) => canCall(entry.call, role));
}

/** The menu a role sees: its top-level entries, then each group that has at least one entry for it. */
export function menuTree(
  role: StaffRole,
  entries: readonly MenuEntry[] = MENU,
): { top: MenuEntry[]; groups: { group: MenuGroup; entries: MenuEntry[] }[] } {
  const visible = menuFor(role, entries);
  const groups = MENU_GROUPS.map((group) => ({ group, entries: visible.filter((e) => e.group === group.key) }));
  return { top: visible.filter((e) => e.group === undefined), groups: groups.filter((g) => g.entries.length > 0) };
}
