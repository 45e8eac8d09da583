import type { Locale, PayloadIn } from '@demo/contract';
import {
  userNoticeList,
  userSessionList,
  userSessionRevoke,
  userSessionRevokeOthers,
  userTotpDisable,
  userTotpEnable,
  userTotpSetup,
} from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';
import { userKeys } from '../../lib/user-keys';

/** Query keys of the account's security screens; they carry the token like the user's own keys. */
export const securityKeys = {
  all: ['security'] as const,
  // Device names come back in the request's language, so the locale is part of the key.
  sessions: (token: string | null, locale: Locale) => ['security', 'sessions', token, locale] as const,
  notices: (token: string | null, locale: Locale) => ['security', 'notices', token, locale] as const,
};

/** How many security notices the Devices page shows (the newest). */
export const NOTICES_SHOWN_MAX = 20;

export function useSessions() {
  const token = useSession((s) => s.token);
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: securityKeys.sessions(token, locale),
    queryFn: () => call(userSessionList, {}),
    enabled: token !== null,
  });
}

export function useNotices() {
  const token = useSession((s) => s.token);
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: securityKeys.notices(token, locale),
    queryFn: () => call(userNoticeList, { page: 1, size: NOTICES_SHOWN_MAX }),
    enabled: token !== null,
  });
}

/** Signs out one session of the account; the list reloads after. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userSessionRevoke, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/**
 * Signs out every other session at once, in one server transaction (user/session/revoke_others), so
 * a device that signed in after the list was read goes too; the list reloads after.
 */
export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(userSessionRevokeOthers, {}),
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => call(userTotpSetup, {}) });
}

export function useTotpEnable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userTotpEnable>) => call(userTotpEnable, payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useTotpDisable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userTotpDisable>) => call(userTotpDisable, payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
