import { type RidingRead, type RidingStatement, riding, ridingStatement } from './prepared';

/**
 * The id a table's next row will have, drawn from its identity's sequence in BEGIN's round trip, for
 * a money workflow whose posting names the row it writes: the row then goes out beside its posting
 * in one step instead of before it (docs/adr/0012, 0024). A refused or repeated request leaves a gap,
 * as any rolled-back insert does. The tables are named here, so each statement's text is fixed.
 */
const NEXT_ID: Readonly<Record<'group_orders' | 'new_share_subscriptions', RidingStatement>> = {
  group_orders: ridingStatement(
    'riding_next_group_order_id',
    [],
    `select nextval(pg_get_serial_sequence('group_orders', 'id'))::integer as id`,
  ),
  new_share_subscriptions: ridingStatement(
    'riding_next_new_share_subscription_id',
    [],
    `select nextval(pg_get_serial_sequence('new_share_subscriptions', 'id'))::integer as id`,
  ),
};

/** The read that draws the next id of `table`, to ride with BEGIN. */
export function nextIdRead(table: keyof typeof NEXT_ID): RidingRead {
  return riding(NEXT_ID[table], []);
}

/** The id `nextIdRead` drew, from its rows. */
export function drawnId(rows: readonly Record<string, unknown>[]): number {
  const id = rows[0]?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`a next id read answered ${id}`);
  return id;
}
