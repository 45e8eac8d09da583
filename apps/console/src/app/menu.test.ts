// Proves the menu shows each role exactly the pages whose calls the contract lets it make.
import { consoleApi, consoleFundsApi, consoleMarketsApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { canCall } from '../lib/access';
import { MENU, type MenuEntry, menuFor, menuTree } from './menu';

const paths = (entries: readonly MenuEntry[]) => entries.map((e) => e.path);
const REVIEWS = ['recharges', 'withdrawals', 'kyc', 'institutions'];
/** Issue 14: admin and support staff answer customers and publish content. */
const CONTENT = ['support', 'feedback', 'news', 'notices'];

describe('menu visibility by role', () => {
  it('shows an admin every section', () => {
    expect(paths(menuFor('admin'))).toEqual([
      'customers',
      'staff',
      'products',
      'holidays',
      'new-shares',
      'groups',
      'ai-products',
      'settings',
      'audit',
      'ledger',
      'risk',
      ...REVIEWS,
      'channels',
      'banks',
      'corrections',
      ...CONTENT,
    ]);
  });

  it('shows reviewers the review queues but not the admin-only sections or funds settings', () => {
    expect(paths(menuFor('reviewer'))).toEqual([
      'customers',
      'products',
      'holidays',
      'new-shares',
      'groups',
      'ai-products',
      'risk',
      ...REVIEWS,
      'corrections',
    ]);
  });

  it('shows support no review queue but the support desk; anyone may propose a correction', () => {
    expect(paths(menuFor('support'))).toEqual([
      'customers',
      'products',
      'holidays',
      'new-shares',
      'groups',
      'ai-products',
      'corrections',
      ...CONTENT,
    ]);
  });

  it('groups the review queues under Reviews and drops a group its role cannot use', () => {
    const admin = menuTree('admin');
    expect(admin.groups.map((g) => g.group.testId)).toEqual(['menu-reviews', 'menu-funds', 'menu-content']);
    expect(paths(admin.groups[0]?.entries ?? [])).toEqual(REVIEWS);
    const support = menuTree('support');
    expect(support.groups.map((g) => g.group.key)).toEqual(['funds', 'content']);
    expect(paths(support.top)).toEqual(['customers', 'products', 'holidays', 'new-shares', 'groups', 'ai-products']);
  });

  it('lets only admins decide a correction or change funds settings', () => {
    for (const def of [
      consoleFundsApi.correctionApprove,
      consoleFundsApi.bankSave,
      consoleFundsApi.channelIncomeSave,
    ]) {
      expect(canCall(def, 'admin')).toBe(true);
      expect(canCall(def, 'reviewer') || canCall(def, 'support')).toBe(false);
    }
  });

  it('follows the call definition, not a list of its own', () => {
    const entries: MenuEntry[] = [
      { path: 'open', label: 'Open', testId: 'menu-open', call: { path: 'x/open' } },
      { path: 'review', label: 'Review', testId: 'menu-review', call: { path: 'x/review', roles: ['reviewer'] } },
    ];
    expect(paths(menuFor('reviewer', entries))).toEqual(['open', 'review']);
    expect(paths(menuFor('support', entries))).toEqual(['open']);
  });

  it('agrees with canCall for every entry and role', () => {
    for (const entry of MENU) {
      for (const role of ['admin', 'reviewer', 'support'] as const) {
        expect(menuFor(role).includes(entry)).toBe(canCall(entry.call, role));
      }
    }
  });

  it('lets every role read products and holidays but only an admin change them', () => {
    const changes = [
      consoleMarketsApi.productCreate,
      consoleMarketsApi.productUpdate,
      consoleMarketsApi.productSuspend,
      consoleMarketsApi.holidayCreate,
      consoleMarketsApi.holidayDelete,
    ];
    for (const def of changes) {
      expect(canCall(def, 'admin')).toBe(true);
      expect(canCall(def, 'reviewer') || canCall(def, 'support')).toBe(false);
    }
  });

  it('lets support change a customer status but not a reviewer', () => {
    expect(canCall(consoleApi.userSetStatus, 'support')).toBe(true);
    expect(canCall(consoleApi.userSetStatus, 'reviewer')).toBe(false);
  });
});
