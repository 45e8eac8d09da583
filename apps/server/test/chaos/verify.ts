import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { reconcile } from '../../src/ledger/reconcile';
import type { History, OpRecord } from './history';
import { CUSTOMER_OPERATIONS, type Operation } from './operations';

/**
 * The checks after a crash run (docs/SPEC.md D6), on one consistent snapshot of the database and
 * the history of what the clients were told:
 *
 * - every operation acknowledged with code 200 exists exactly once, as the reply said (the order
 *   row carrying its requestId, or its `request_keys` row whose stored reply has the answered id),
 *   and every refused one left nothing (no row, no key);
 * - nothing exists that no client was told about: every order, recharge, withdrawal and request key
 *   is one an acknowledged reply named;
 * - nothing is half-applied: each order's ledger events match its status, each withdrawal has its
 *   one hold and at most its one outcome, each approved recharge its one credit and no other has one,
 *   each subscription, AI purchase and group order its one payment and an acknowledged create;
 * - `reconcile()` finds no difference (L1–L6, X1).
 */

interface OrderRow {
  id: number;
  user_id: number;
  request_id: string | null;
  status: string;
  price_type: string;
  parent_id: number | null;
  close_reason: string | null;
}

type Events = Map<string, Map<string, bigint[]>>;

/** `order:12` → {`order:12:open` → [amounts of its legs]}: the ledger events of each reference. */
async function eventsByRef(client: pg.ClientBase): Promise<Events> {
  const rows = await client.query<{ ref: string; event: string; amount_minor: string }>(
    `select ref, split_part(idempotency_id, '/', 1) as event, amount_minor from ledger_transfers
      where ref like 'order:%' or ref like 'charge:%' or ref like 'withdraw:%'
         or ref like 'new_share:%' or ref like 'ai:%' or ref like 'group-order:%'`,
  );
  const events: Events = new Map();
  for (const row of rows.rows) {
    const byEvent = events.get(row.ref) ?? new Map<string, bigint[]>();
    events.set(row.ref, byEvent);
    const amounts = byEvent.get(row.event) ?? [];
    amounts.push(BigInt(row.amount_minor));
    byEvent.set(row.event, amounts);
  }
  return events;
}

/** The event suffixes (`open`, `hold`…) of a reference, overnight fees left out (they come with time). */
function suffixes(events: Events, ref: string): string[] {
  return [...(events.get(ref)?.keys() ?? [])]
    .filter((event) => event.startsWith(`${ref}:`))
    .map((event) => event.slice(ref.length + 1))
    .sort();
}

/** Which ledger events an order must have, and only those, for its status (O1, O4). */
function expectedOrderEvents(order: OrderRow): string[] {
  if (order.parent_id !== null) return ['cover'];
  if (order.price_type === 'market') return order.status === 'COVER' ? ['cover', 'open'] : ['open'];
  switch (order.status) {
    // A queued after-market order holds as a pending one (AMO2).
    case 'QUEUED':
    case 'CREATED':
      return ['hold'];
    case 'CANCEL':
      return ['cancel', 'hold'];
    case 'BUILD':
      return ['fill', 'hold'];
    default:
      return ['cover', 'fill', 'hold'];
  }
}

function keyOf(userId: number | null, path: string, requestId: string | null): string {
  return `${userId}|${path}|${requestId}`;
}

/**
 * The offerings' rows (issue 15): each made by one acknowledged create call, with the one ledger event
 * that paid for it (`<ref>:<paid>`). Later events of the leader (an AI settlement, a block trade's
 * allotment) may follow; the payment must be there, once.
 */
const OFFERING_ROWS = [
  { table: 'new_share_subscriptions', path: 'user_product_new/create', ref: 'new_share', paid: 'pay' },
  { table: 'user_ai_products', path: 'user_product_chatgpt/create', ref: 'ai', paid: 'buy' },
  { table: 'group_orders', path: 'user_product_group/create', ref: 'group-order', paid: 'join' },
] as const;

/**
 * SIP (docs/SPEC.md SP4): each plan belongs to one acknowledged `sip/create` of its owner; each filled
 * instalment names the one order of its plan and day, and no SIP order lacks its instalment for long
 * (a leader killed between the two is finished by the next pass, so one left over is reported).
 */
function verifySip(
  plans: ReadonlyArray<{ id: number; user_id: number }>,
  instalments: ReadonlyArray<{ plan_id: number; day: number; status: string; order_id: number | null }>,
  orders: readonly OrderRow[],
  history: History,
): string[] {
  const problems: string[] = [];
  const acknowledged = new Map(history.acknowledged('sip/create').map((r) => [r.body?.id, r]));
  for (const plan of plans) {
    const record = acknowledged.get(plan.id);
    if (!record) problems.push(`SIP plan ${plan.id} belongs to no acknowledged sip/create`);
    else if (record.userId !== plan.user_id) problems.push(`SIP plan ${plan.id} is not user ${record.userId}'s`);
  }
  if (acknowledged.size !== plans.length)
    problems.push(`${acknowledged.size} SIP plans were acknowledged, ${plans.length} exist`);
  const sipOrders = new Map(orders.filter((o) => o.request_id?.startsWith('sip-')).map((o) => [o.request_id, o]));
  for (const instalment of instalments) {
    if (instalment.status !== 'filled') continue;
    const order = sipOrders.get(`sip-${instalment.plan_id}-${instalment.day}`);
    if (!order || order.id !== instalment.order_id)
      problems.push(
        `SIP instalment ${instalment.plan_id}/${instalment.day} names order ${instalment.order_id}, not its own`,
      );
    sipOrders.delete(`sip-${instalment.plan_id}-${instalment.day}`);
  }
  for (const [request, order] of sipOrders) problems.push(`SIP order ${order.id} (${request}) has no instalment`);
  return problems;
}

export interface Verification {
  problems: string[];
  /** Differences `reconcile()` found, as `L1: …`. */
  differences: string[];
}

export async function verifyRun(
  databaseUrl: string,
  history: History,
  operations: readonly Operation[] = CUSTOMER_OPERATIONS,
): Promise<Verification> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const orders = (await client.query<OrderRow>('select * from orders order by id')).rows;
    const keys = (
      await client.query<{ user_id: number; call: string; request_id: string; reply: unknown }>(
        'select user_id, call, request_id, reply from request_keys',
      )
    ).rows;
    const charges = (
      await client.query<{ id: number; user_id: number; status: string; amount_minor: string }>(
        'select id, user_id, status, amount_minor from charges',
      )
    ).rows;
    const withdrawals = (
      await client.query<{ id: number; user_id: number; status: string; amount_minor: string }>(
        'select id, user_id, status, amount_minor from withdrawals',
      )
    ).rows;
    const offeringRows = new Map<string, Array<{ id: number; user_id: number }>>();
    for (const kind of OFFERING_ROWS)
      offeringRows.set(
        kind.table,
        (await client.query<{ id: number; user_id: number }>(`select id, user_id from ${kind.table} order by id`)).rows,
      );
    const upiPayments = (
      await client.query<{ id: number; status: string; amount_minor: string; gateway_payment_id: string | null }>(
        'select id, status, amount_minor, gateway_payment_id from upi_payments',
      )
    ).rows;
    const upiCredits = (
      await client.query<{ ref: string; event: string; amount_minor: string }>(
        `select ref, split_part(idempotency_id, '/', 1) as event, amount_minor from ledger_transfers where ref like 'upi:%'`,
      )
    ).rows;
    const sipPlans = (await client.query<{ id: number; user_id: number }>('select id, user_id from sip_plans')).rows;
    const sipInstalments = (
      await client.query<{ plan_id: number; day: number; status: string; order_id: number | null }>(
        'select plan_id, day, status, order_id from sip_instalments',
      )
    ).rows;
    const events = await eventsByRef(client);
    await client.query('commit');

    const ordersById = new Map(orders.map((o) => [o.id, o]));
    const orderByRequest = new Map(
      orders.filter((o) => o.request_id !== null).map((o) => [`${o.user_id}|${o.request_id}`, o]),
    );
    const keyRows = new Map(keys.map((k) => [keyOf(k.user_id, k.call, k.request_id), k]));
    const keyedOps = new Set(operations.filter((o) => o.keyedBy === 'request_keys').map((o) => o.name));
    const records = history.records.filter((r) => r.requestId !== null);
    const explainedKeys = new Set<string>();

    // Exactly once for what was acknowledged, not at all for what was refused (E1, E7).
    for (const record of records) {
      const operation = operations.find((o) => o.name === record.op);
      const byOrderRow = record.path === 'order/create';
      if (byOrderRow) {
        const row = orderByRequest.get(`${record.userId}|${record.requestId}`);
        if (record.code === 200 && row?.id !== record.body?.id)
          problems.push(
            `#${record.seq} order/create acknowledged order ${record.body?.id}, but its requestId names ${row?.id ?? 'no order'}`,
          );
        if (record.code !== 200 && row)
          problems.push(
            `#${record.seq} order/create refused with ${record.code}, yet order ${row.id} carries its requestId`,
          );
        continue;
      }
      if (operation && !keyedOps.has(operation.name)) continue;
      const key = keyOf(record.userId, record.path, record.requestId);
      const row = keyRows.get(key);
      if (record.code === 200) {
        explainedKeys.add(key);
        const storedId = (row?.reply as { id?: number } | null | undefined)?.id;
        if (!row) problems.push(`#${record.seq} ${record.path} acknowledged, but no request key was kept`);
        else if (storedId !== record.body?.id)
          problems.push(`#${record.seq} ${record.path} answered id ${record.body?.id}, the key kept ${storedId}`);
      } else if (row) {
        problems.push(`#${record.seq} ${record.path} refused with ${record.code}, yet its request key was kept`);
      }
    }
    for (const key of keyRows.keys())
      if (!explainedKeys.has(key)) problems.push(`request key ${key} belongs to no acknowledged call`);
    const acknowledgedCreates = new Set(history.acknowledged('order/create').map((r) => `${r.userId}|${r.requestId}`));
    // SP4: the engine leader's SIP orders carry `sip-<plan>-<day>`, explained by the instalments below.
    for (const [key, order] of orderByRequest)
      if (!acknowledgedCreates.has(key) && !order.request_id?.startsWith('sip-'))
        problems.push(`order ${order.id} (request ${key}) was never acknowledged`);
    problems.push(...verifySip(sipPlans, sipInstalments, orders, history));

    // What each acknowledged cover and cancel did.
    const coverChildren = new Map<number, OpRecord>();
    for (const record of history.acknowledged('order/cover')) {
      const made = ordersById.get(record.body?.id ?? -1);
      if (made?.status !== 'COVER')
        problems.push(
          `#${record.seq} order/cover acknowledged, but order ${record.body?.id} is ${made?.status ?? 'missing'}`,
        );
      if (made && made.parent_id !== null) {
        if (made.parent_id !== record.payload.orderId)
          problems.push(`#${record.seq} order/cover of ${record.payload.orderId} made a cover of ${made.parent_id}`);
        if (coverChildren.has(made.id)) problems.push(`partial cover ${made.id} was acknowledged twice`);
        coverChildren.set(made.id, record);
      }
    }
    for (const order of orders)
      if (order.parent_id !== null && !coverChildren.has(order.id))
        problems.push(`partial cover ${order.id} of ${order.parent_id} belongs to no acknowledged order/cover`);
    for (const record of history.acknowledged('order/cancel')) {
      const cancelled = ordersById.get(record.body?.id ?? -1);
      if (cancelled?.status !== 'CANCEL')
        problems.push(
          `#${record.seq} order/cancel acknowledged, but order ${record.body?.id} is ${cancelled?.status ?? 'missing'}`,
        );
    }

    // Each order's money matches its status: no open without its costs, no cover without its settlement.
    for (const order of orders) {
      const found = suffixes(events, `order:${order.id}`).join(',');
      const wanted = expectedOrderEvents(order).join(',');
      if (found !== wanted)
        problems.push(
          `order ${order.id} (${order.price_type} ${order.status}) has ledger events [${found}], expected [${wanted}]`,
        );
    }

    // Recharges: one row per acknowledged request, credited once exactly when approved (F1).
    const chargeIds = new Set(history.acknowledged('charge/charge').map((r) => r.body?.id));
    for (const charge of charges) {
      if (!chargeIds.has(charge.id)) problems.push(`recharge ${charge.id} belongs to no acknowledged charge/charge`);
      const ref = `charge:${charge.id}`;
      const found = suffixes(events, ref);
      const wanted = charge.status === 'PASS' ? ['approve'] : [];
      if (found.join(',') !== wanted.join(','))
        problems.push(`recharge ${charge.id} (${charge.status}) has ledger events [${found}], expected [${wanted}]`);
      if (charge.status === 'PASS' && !events.get(ref)?.get(`${ref}:approve`)?.includes(BigInt(charge.amount_minor)))
        problems.push(`recharge ${charge.id} was credited, but not its amount ${charge.amount_minor}`);
    }
    if (chargeIds.size !== charges.length)
      problems.push(`${chargeIds.size} recharges were acknowledged, ${charges.length} exist`);

    // UPI: each credited recharge has exactly one type-1 credit of its amount naming its payment, and
    // no other recharge has any, whatever was killed between the gateway's webhook and COMMIT (UP3).
    const creditsByRef = new Map<string, typeof upiCredits>();
    for (const credit of upiCredits) creditsByRef.set(credit.ref, [...(creditsByRef.get(credit.ref) ?? []), credit]);
    for (const payment of upiPayments) {
      const credits = creditsByRef.get(`upi:${payment.id}`) ?? [];
      creditsByRef.delete(`upi:${payment.id}`);
      const wanted =
        payment.status === 'credited' ? [`upi:${payment.gateway_payment_id}:credit ${payment.amount_minor}`] : [];
      const found = credits.map((c) => `${c.event} ${c.amount_minor}`);
      if (found.join(',') !== wanted.join(','))
        problems.push(`UPI recharge ${payment.id} (${payment.status}) has credits [${found}], expected [${wanted}]`);
    }
    for (const ref of creditsByRef.keys()) problems.push(`UPI credit ${ref} names no UPI recharge`);

    // Withdrawals: one row per acknowledged request, each with its one hold and at most one outcome (F2–F4).
    const withdrawalIds = new Set(history.acknowledged('withdraw/withdraw').map((r) => r.body?.id));
    for (const withdrawal of withdrawals) {
      if (!withdrawalIds.has(withdrawal.id))
        problems.push(`withdrawal ${withdrawal.id} belongs to no acknowledged request`);
      const ref = `withdraw:${withdrawal.id}`;
      const found = suffixes(events, ref);
      const outcome = { PAID: ['paid'], REJECT: ['rejected'] }[withdrawal.status] ?? [];
      const wanted = [...outcome, 'request'].sort();
      if (found.join(',') !== wanted.join(','))
        problems.push(
          `withdrawal ${withdrawal.id} (${withdrawal.status}) has ledger events [${found}], expected [${wanted}]`,
        );
      if (!events.get(ref)?.get(`${ref}:request`)?.includes(BigInt(withdrawal.amount_minor)))
        problems.push(`withdrawal ${withdrawal.id} does not hold its amount ${withdrawal.amount_minor}`);
    }
    if (withdrawalIds.size !== withdrawals.length)
      problems.push(`${withdrawalIds.size} withdrawals were acknowledged, ${withdrawals.length} exist`);

    // Offerings: one row per acknowledged create, of its caller, paid once; none without a reply (E7).
    for (const kind of OFFERING_ROWS) {
      const acknowledged = new Map(history.acknowledged(kind.path).map((r) => [r.body?.id, r]));
      const rows = offeringRows.get(kind.table) ?? [];
      for (const row of rows) {
        const record = acknowledged.get(row.id);
        if (!record) problems.push(`${kind.table} ${row.id} belongs to no acknowledged ${kind.path}`);
        else if (record.userId !== row.user_id)
          problems.push(
            `${kind.table} ${row.id} is user ${row.user_id}'s, but #${record.seq} was user ${record.userId}'s`,
          );
        const ref = `${kind.ref}:${row.id}`;
        if (!suffixes(events, ref).includes(kind.paid))
          problems.push(`${kind.table} ${row.id} has no ${kind.paid} event in the ledger`);
      }
      if (acknowledged.size !== rows.length)
        problems.push(`${acknowledged.size} ${kind.path} were acknowledged, ${rows.length} rows exist`);
    }

    // The desk's acknowledged decisions stand (a later decision may follow an approval).
    const chargeStatus = new Map(charges.map((c) => [c.id, c.status]));
    const withdrawalStatus = new Map(withdrawals.map((w) => [w.id, w.status]));
    const deskWants: Record<string, { of: Map<number, string>; allowed: string[] }> = {
      'review/recharge/approve': { of: chargeStatus, allowed: ['PASS'] },
      'review/recharge/reject': { of: chargeStatus, allowed: ['REJECT'] },
      'review/withdraw/approve': { of: withdrawalStatus, allowed: ['PASS', 'PAID', 'REJECT'] },
      'review/withdraw/paid': { of: withdrawalStatus, allowed: ['PAID'] },
      'review/withdraw/reject': { of: withdrawalStatus, allowed: ['REJECT'] },
    };
    for (const [path, want] of Object.entries(deskWants)) {
      for (const record of history.acknowledged(path)) {
        const id = Number(record.payload.id);
        const status = want.of.get(id);
        if (status === undefined || !want.allowed.includes(status))
          problems.push(`#${record.seq} ${path} of ${id} was acknowledged, but it is ${status ?? 'missing'}`);
      }
    }
  } finally {
    await client.end();
  }

  const database = openDatabase(databaseUrl);
  try {
    const differences = (await reconcile(database.db)).map((v) => `${v.invariant}: ${v.message}`);
    return { problems, differences };
  } finally {
    await database.close();
  }
}
