import { userDetail, userInviteInfo } from '@demo/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { userKeys } from '../../lib/user-keys';

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
