import type { PayloadIn } from '@demo/contract';
import { userCreditInfo, userUpdateCredit } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { userKeys } from '../../lib/user-keys';

export const kycKeys = {
  all: ['kyc'] as const,
  info: (token: string | null) => ['kyc', 'info', token] as const,
};

/** Where the identity verification stands: status, masked number, a rejection's reason. */
export function useCreditInfo() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: kycKeys.info(token),
    queryFn: () => call(userCreditInfo, {}),
    enabled: token !== null,
  });
}

export function useSubmitCredit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userUpdateCredit>) => call(userUpdateCredit, payload),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: kycKeys.all }), qc.invalidateQueries({ queryKey: userKeys.all })]),
  });
}
