import type { Order } from '@demo/contract';

/**
 * How a history row links to the rest of its position (FL2): a partial close links to the position
 * it came from; a position links to its partial closes when the loaded rows show it has some.
 */
export type FamilyLink = { kind: 'position'; parentId: number } | { kind: 'partials'; count: number };

/**
 * The link of each row of a loaded list, by order id; rows that are neither a partial close nor a
 * position with partial closes among `orders` get none. Counts only what is loaded: the sheet the
 * link opens asks the server for the whole family.
 */
export function familyLinks(orders: readonly Pick<Order, 'id' | 'parentId'>[]): Map<number, FamilyLink> {
  const partials = new Map<number, number>();
  for (const o of orders) if (o.parentId !== null) partials.set(o.parentId, (partials.get(o.parentId) ?? 0) + 1);
  const links = new Map<number, FamilyLink>();
  for (const o of orders) {
    if (o.parentId !== null) links.set(o.id, { kind: 'position', parentId: o.parentId });
    else {
      const count = partials.get(o.id);
      if (count !== undefined) links.set(o.id, { kind: 'partials', count });
    }
  }
  return links;
}
