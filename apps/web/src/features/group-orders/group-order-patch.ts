import type { GroupOrder } from '@demo/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The pages of "My group orders" as the list query keeps them. */
export type GroupOrderPages = InfiniteData<{ list: GroupOrder[]; total: number }>;

/**
 * Folds a `group` event into a list page: the listed order is replaced by the event's, keeping the
 * listed product name: events name it in English, the list in the reader's language.
 */
export function patchGroupOrder(data: GroupOrderPages | undefined, event: GroupOrder): GroupOrderPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    list: page.list.map((row) => {
      if (row.id !== event.id) return row;
      changed = true;
      return { ...event, group: { ...event.group, productName: row.group.productName } };
    }),
  }));
  return changed ? { ...data, pages } : data;
}
