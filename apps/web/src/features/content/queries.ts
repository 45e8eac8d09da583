import {
  aboutVisible,
  categoryFront,
  configSetting,
  customerInfo,
  nextPageOf,
  noticeFront,
  PAGE_SIZE_DEFAULT,
} from '@demo/contract/refs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';

const SETTINGS_STALE_MS = 5 * 60_000;

export function useSettings() {
  return useQuery({
    queryKey: ['config', 'setting'],
    queryFn: () => call(configSetting, {}, { silent: true }),
    staleTime: SETTINGS_STALE_MS,
  });
}

export function useCategories() {
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: ['category', 'front', locale],
    queryFn: () => call(categoryFront, { locale }),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** The about page (`about/visible`) in the reader's language, as staff last wrote it. */
export function useAbout() {
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: ['about', locale],
    queryFn: () => call(aboutVisible, { locale }),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** Notices, a page at a time; `total` tells when the last page has arrived. */
export function useNotices(size = PAGE_SIZE_DEFAULT) {
  const locale = usePrefs((s) => s.locale);
  return useInfiniteQuery({
    queryKey: ['notice', 'front', locale, size],
    queryFn: ({ pageParam }) => call(noticeFront, { locale, page: pageParam, size }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useCustomerInfo() {
  return useQuery({ queryKey: ['customer', 'info'], queryFn: () => call(customerInfo, {}) });
}

/**
 * The currency every balance of the account is kept in (`defaultCurrency`, docs/SPEC.md X1), or
 * undefined while the settings load (an amount then shows without a symbol for a moment).
 */
export function useAccountCurrency(): string | undefined {
  return useSettings().data?.defaultCurrency;
}
