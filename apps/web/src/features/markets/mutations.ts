import type { Product, Watchlist } from '@demo/contract';
import {
  collectListCreate,
  collectListDelete,
  collectListRename,
  collectListReorder,
  collectRemove,
  collectReorder,
} from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { marketKeys } from './queries';

/** Moves the item at `from` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, delta: -1 | 1): T[] {
  const to = from + delta;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Create, rename, delete and reorder the named watchlists; each refreshes the lists afterwards. */
export function useWatchlistActions() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const listsKey = marketKeys.lists(token);
  const refresh = () => qc.invalidateQueries({ queryKey: ['collect'] });

  const create = useMutation({
    mutationFn: (name: string) => call(collectListCreate, { name }),
    onSuccess: () => toast(t('common.success'), 'success'),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: (v: { id: number; name: string }) => call(collectListRename, v),
    onSuccess: () => toast(t('common.updateSuccess'), 'success'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(collectListDelete, { id }),
    onSuccess: () => toast(t('markets.deleteSuccess'), 'success'),
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: (lists: readonly Watchlist[]) => call(collectListReorder, { ids: lists.map((l) => l.id) }),
    // The new order shows at once; a failure puts the server's order back.
    onMutate: (lists) => {
      qc.setQueryData(listsKey, lists);
    },
    onSettled: refresh,
  });
  return { create, rename, remove, reorder };
}

/** Remove a product from one list and reorder a list's products, both shown at once. */
export function useWatchlistItemActions(listId: number | null) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const itemsKey = marketKeys.items(token, listId);
  const refresh = () => qc.invalidateQueries({ queryKey: ['collect'] });

  const remove = useMutation({
    mutationFn: (productId: number) => call(collectRemove, listId === null ? { productId } : { productId, listId }),
    onMutate: (productId) => {
      qc.setQueryData<Product[]>(itemsKey, (items) => items?.filter((p) => p.id !== productId));
    },
    onSuccess: () => toast(t('markets.deleteSuccess'), 'success'),
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: (items: readonly Product[]) => {
      if (listId === null) return Promise.resolve(null);
      return call(collectReorder, { listId, productIds: items.map((p) => p.id) });
    },
    onMutate: (items) => {
      qc.setQueryData(itemsKey, items);
    },
    onSettled: refresh,
  });
  return { remove, reorder };
}
