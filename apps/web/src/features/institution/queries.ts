import type { PayloadIn } from '@demo/contract';
import { userInstitutionApply, userInstitutionStatus } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { userKeys } from '../../lib/user-keys';

export const institutionKeys = {
  all: ['institution'] as const,
  status: (token: string | null) => ['institution', 'status', token] as const,
};

export function useInstitutionStatus() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: institutionKeys.status(token),
    queryFn: () => call(userInstitutionStatus, {}),
    enabled: token !== null,
  });
}

export function useApplyInstitution() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userInstitutionApply>) => call(userInstitutionApply, payload),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: institutionKeys.all }),
        qc.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
