import type { GroupOrder } from '@demo/contract';
import { type ListPages, patchListed } from '../../lib/list-pages';

/** The pages of "My group orders" as the list query keeps them. */
export type GroupOrderPages = ListPages<GroupOrder>;

/**
 * Folds a `group` event into a list page: the listed order is replaced by the event's, keeping the
 * listed product name: events name it in English, the list in the reader's language.
 */
export function patchGroupOrder(data: GroupOrderPages | undefined, event: GroupOrder): GroupOrderPages | undefined {
  return patchListed(data, event.id, (row) => ({
    ...event,
    group: { ...event.group, productName: row.group.productName },
  }));
}
