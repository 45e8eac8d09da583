import { z } from 'zod';
import { defineCall } from '../call';
import { id, idList, nullBody, text } from '../fields';
import { WATCHLISTS_MAX } from '../wire-values';

/**
 * Named watchlists (issue 3): a customer keeps several lists and orders them. Every customer has a
 * default list that cannot be deleted; `collect`, `collect/remove` and `collect/all` act on it when
 * no `listId` is given.
 */
export const WATCHLIST_ITEMS_MAX = 100;

export const watchlist = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  position: z.number().int(),
  count: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlist>;

export const collectLists = defineCall({
  path: 'collect/lists',
  access: 'user',
  summary: 'The customer\u2019s watchlists in their saved order',
  payload: z.object({}),
  body: z.array(watchlist),
});

export const collectListCreate = defineCall({
  path: 'collect/list/create',
  access: 'user',
  summary: `Create a named watchlist (at most ${WATCHLISTS_MAX})`,
  payload: z.object({ name: text(32) }),
  body: watchlist,
});

export const collectListRename = defineCall({
  path: 'collect/list/rename',
  access: 'user',
  summary: 'Rename a watchlist',
  payload: z.object({ id: id(), name: text(32) }),
  body: watchlist,
});

export const collectListDelete = defineCall({
  path: 'collect/list/delete',
  access: 'user',
  summary: 'Delete a watchlist (not the default one)',
  payload: z.object({ id: id() }),
  body: nullBody,
});

export const collectListReorder = defineCall({
  path: 'collect/list/reorder',
  access: 'user',
  summary: 'Put the watchlists in this order (every list id exactly once)',
  payload: z.object({ ids: idList() }),
  body: z.array(watchlist),
});

export const collectReorder = defineCall({
  path: 'collect/reorder',
  access: 'user',
  summary: 'Put the products of one watchlist in this order (every product of the list exactly once)',
  payload: z.object({ listId: id(), productIds: idList() }),
  body: nullBody,
});
