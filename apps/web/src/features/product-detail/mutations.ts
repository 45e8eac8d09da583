import { collectAdd, collectRemove } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { detailKeys } from './queries';

/** Adds the product to the watchlist or takes it off, with the specification's success toasts. */
export function useToggleCollect(productId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async (collect: boolean) => {
      await call(collect ? collectAdd : collectRemove, { productId });
      return collect;
    },
    onSuccess: (collected) => {
      queryClient.setQueryData(detailKeys.collected(token, productId), { collected });
      // Watchlist screens read collect/all; they reload the next time they show.
      void queryClient.invalidateQueries({ queryKey: ['collect', 'all'] });
      toast(t(collected ? 'detail.collectSuccess' : 'detail.cancelCollectSuccess'), 'success');
    },
  });
}
