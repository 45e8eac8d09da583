import type { InfiniteData } from '@tanstack/react-query';

/** The pages of a paged list as an infinite query keeps them. */
export type ListPages<T> = InfiniteData<{ list: T[]; total: number }>;

/**
 * Folds a live event into a paged list: the row with the event's id becomes `merge(row)`; the data is
 * returned as it was (the same object) when no page holds that row, so the caller can tell.
 */
export function patchListed<T extends { id: number }>(
  data: ListPages<T> | undefined,
  id: number,
  merge: (row: T) => T,
): ListPages<T> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    list: page.list.map((row) => {
      if (row.id !== id) return row;
      changed = true;
      return merge(row);
    }),
  }));
  return changed ? { ...data, pages } : data;
}
