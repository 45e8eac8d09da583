import { userDetail, userInviteInfo } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

/** Query keys of the signed-in user; they carry the token so another session never sees stale data. */
export const userKeys = {
  all: ['user'] as const,
  detail: (token: string | null) => ['user', 'detail', token] as const,
  invite: (token: string | null) => ['user', 'invite', token] as const,
};

export function useUserDetail() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: userKeys.detail(token),
    queryFn: () => call(userDetail, {}),
    enabled: token !== null,
  });
}

export function useInviteInfo() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: userKeys.invite(token),
    queryFn: () => call(userInviteInfo, {}),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
