import { csvField, indiaIso } from '../analytics/statement-csv';
import { formatIndiaTime, startOfIndiaDayMs } from '../india-time';
import { formatMoney, formatPrice, minor, notional, ticks } from '../money';

/**
 * The contract note (issue 47; docs/SPEC.md ST10–ST15): what one account set of one customer did on
 * one India day — every position opened and every position closed that day, with its fees, the FX
 * rate it was converted at and its realised P&L — and the available balance at the day's start and
 * end. The leader writes it once the day is over; these functions decide its figures from the day's
 * order rows, and the canonical text its SHA-256 covers.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after an India day ends its notes wait (ST10): the last market of an India day is the
 * round-the-clock one (crypto, FX), which closes it at 24:00 IST, and a fill stamped just before
 * midnight may commit a moment after it.
 */
export const CONTRACT_NOTE_SETTLE_MS = 5 * 60_000;
/** How many past India days the leader looks back for notes not written yet (after a downtime). */
export const CONTRACT_NOTE_LOOKBACK_DAYS = 7;

/**
 * The India days whose notes are due at `nowMs` (ST10): each day (by its 00:00 IST instant) that ended
 * at least CONTRACT_NOTE_SETTLE_MS ago, the latest `lookbackDays` of them, oldest first.
 */
export function contractNoteDays(nowMs: number, lookbackDays = CONTRACT_NOTE_LOOKBACK_DAYS): number[] {
  const lastEndedDayMs = startOfIndiaDayMs(nowMs - CONTRACT_NOTE_SETTLE_MS) - DAY_MS;
  const days: number[] = [];
  for (let i = lookbackDays - 1; i >= 0; i--) days.push(lastEndedDayMs - i * DAY_MS);
  return days;
}

/** One order row as the note reads it: all amounts in minor units of the account's currency. */
export interface ContractNoteOrder {
  id: number;
  orderNo: string;
  /** The position a partial cover was cut from (its opening is that position's). */
  parentId: number | null;
  code: string;
  direction: 'buy' | 'sell';
  hands: number;
  /** Shares (units) per hand. */
  handCount: number;
  /** Price decimals of the instrument. */
  decimals: number;
  buildPriceTicks: bigint | null;
  coverPriceTicks: bigint | null;
  buildTimeMs: number | null;
  coverTimeMs: number | null;
  /** The instrument's price currency and its minor-unit decimals (the account's when not converted). */
  instrumentCurrency: string;
  instrumentDecimals: number;
  /** Instrument → account pay rates: at opening (on the order) and at closing (on the cover's ledger entry). */
  openFxRate: string | null;
  closeFxRate: string | null;
  openingFeeMinor: bigint;
  insuranceMinor: bigint;
  closingFeeMinor: bigint;
  overnightFeeMinor: bigint;
  /** The P&L at the close price, converted into the account's currency (signed). */
  profitMinor: bigint;
}

/** One overnight fee the ledger charged a held position on the day (type 14), in the account's currency. */
export interface ContractNoteOvernightFee {
  orderId: number;
  atMs: number;
  amountMinor: bigint;
  /** The pay rate it was converted at (X1); null when the position is in the account's currency. */
  fxRate: string | null;
}

export interface ContractNoteLine {
  /** `overnight`: a held position's fee of the night, charged that day (ST17); no price, no notional. */
  kind: 'open' | 'close' | 'overnight';
  orderNo: string;
  atMs: number;
  code: string;
  /** The side of this fill: a closing fill trades against the position's direction. */
  side: 'buy' | 'sell';
  lots: number;
  shares: number;
  priceTicks: bigint;
  priceDecimals: number;
  /** price × shares in minor units of the instrument's currency. */
  notionalMinor: bigint;
  notionalCurrency: string;
  notionalDecimals: number;
  fxRate: string | null;
  feeMinor: bigint;
  insuranceMinor: bigint;
  overnightFeeMinor: bigint;
  /** The closed trade's P&L at the close price in the account's currency; 0 on an opening. */
  realisedMinor: bigint;
}

export interface ContractNoteTotals {
  opened: number;
  closed: number;
  feesMinor: bigint;
  insuranceMinor: bigint;
  overnightFeesMinor: bigint;
  realisedMinor: bigint;
  /** realised − fees − insurance − overnight fees of the note's lines (ST12). */
  netMinor: bigint;
}

/** Everything a contract note states (ST11): what its SHA-256 covers and its files print. */
export interface ContractNoteFigures {
  userId: number;
  accountType: 'real' | 'virtual';
  /** The India day, `YYYY-MM-DD`. */
  date: string;
  dayStartMs: number;
  currency: string;
  decimals: number;
  /** The available balance at 00:00 IST and at 24:00 IST of the day. */
  openingMinor: bigint;
  closingMinor: bigint;
  lines: ContractNoteLine[];
  totals: ContractNoteTotals;
}

function within(ms: number | null, dayStartMs: number): ms is number {
  return ms !== null && ms >= dayStartMs && ms < dayStartMs + DAY_MS;
}

function fillLine(
  row: ContractNoteOrder,
  kind: ContractNoteLine['kind'],
  lots: number,
  priceTicks: bigint,
  atMs: number,
) {
  const shares = lots * row.handCount;
  return {
    kind,
    atMs,
    code: row.code,
    lots,
    shares,
    priceTicks,
    priceDecimals: row.decimals,
    notionalMinor: notional(ticks(priceTicks), row.decimals, BigInt(shares), row.instrumentDecimals) as bigint,
    notionalCurrency: row.instrumentCurrency,
    notionalDecimals: row.instrumentDecimals,
  };
}

/** ST17: each night's fee on the note of the day it was charged, a line of its own. */
function overnightLines(
  fees: readonly ContractNoteOvernightFee[],
  byId: ReadonlyMap<number, ContractNoteOrder>,
  dayStartMs: number,
): ContractNoteLine[] {
  const lines: ContractNoteLine[] = [];
  for (const fee of fees) {
    if (!within(fee.atMs, dayStartMs)) continue;
    const row = byId.get(fee.orderId);
    if (!row) throw new Error(`overnight fee of order ${fee.orderId} without its order`);
    lines.push({
      ...fillLine(row, 'overnight', row.hands, 0n, fee.atMs),
      notionalMinor: 0n,
      orderNo: row.orderNo,
      side: row.direction,
      fxRate: fee.fxRate,
      feeMinor: 0n,
      insuranceMinor: 0n,
      overnightFeeMinor: fee.amountMinor,
      realisedMinor: 0n,
    });
  }
  return lines;
}

/** By time; at one instant an opening comes before a night's fee, and both before a close; then by number. */
function sortLines(lines: ContractNoteLine[]): void {
  const kindRank = (l: ContractNoteLine) => (l.kind === 'open' ? 0 : l.kind === 'overnight' ? 1 : 2);
  lines.sort(
    (a, b) =>
      a.atMs - b.atMs || kindRank(a) - kindRank(b) || (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : 0),
  );
}

/** The note's totals: counts of openings and closes, the sums, and net = realised − every charge. */
function noteTotals(lines: readonly ContractNoteLine[]): ContractNoteTotals {
  const totals: ContractNoteTotals = {
    opened: 0,
    closed: 0,
    feesMinor: 0n,
    insuranceMinor: 0n,
    overnightFeesMinor: 0n,
    realisedMinor: 0n,
    netMinor: 0n,
  };
  for (const line of lines) {
    if (line.kind === 'open') totals.opened++;
    else if (line.kind === 'close') totals.closed++;
    totals.feesMinor += line.feeMinor;
    totals.insuranceMinor += line.insuranceMinor;
    totals.overnightFeesMinor += line.overnightFeeMinor;
    totals.realisedMinor += line.realisedMinor;
  }
  totals.netMinor = totals.realisedMinor - totals.feesMinor - totals.insuranceMinor - totals.overnightFeesMinor;
  return totals;
}

/**
 * Decides a contract note (ST11, ST12) from the account set's order rows that opened or closed on the
 * India day starting at `dayStartMs`. A position opened that day is one opening line under its own
 * order number, whatever partial covers later cut from it (their rows carry its opening); each row
 * closed that day is one closing line. Lines run by time, openings first, then by order number. Rows outside the day
 * are ignored, so the caller may pass a wider set.
 */
export function contractNote(input: {
  userId: number;
  accountType: 'real' | 'virtual';
  dayStartMs: number;
  currency: string;
  decimals: number;
  openingMinor: bigint;
  closingMinor: bigint;
  orders: readonly ContractNoteOrder[];
  /** The day's overnight fees (ST17); each one's order must be among `orders`. */
  overnightFees?: readonly ContractNoteOvernightFee[];
}): ContractNoteFigures {
  const { dayStartMs } = input;
  const byId = new Map(input.orders.map((o) => [o.id, o]));
  const opened = new Map<number, { root: ContractNoteOrder; lots: number; fee: bigint; insurance: bigint }>();
  const lines: ContractNoteLine[] = [];
  for (const row of input.orders) {
    if (within(row.buildTimeMs, dayStartMs) && row.buildPriceTicks !== null) {
      // A partial cover's row is born with its parent's opening: it is part of the parent's line.
      const root = (row.parentId !== null ? byId.get(row.parentId) : undefined) ?? row;
      const open = opened.get(root.id) ?? { root, lots: 0, fee: 0n, insurance: 0n };
      open.lots += row.hands;
      open.fee += row.openingFeeMinor;
      open.insurance += row.insuranceMinor;
      opened.set(root.id, open);
    }
    if (within(row.coverTimeMs, dayStartMs) && row.coverPriceTicks !== null)
      lines.push({
        ...fillLine(row, 'close', row.hands, row.coverPriceTicks, row.coverTimeMs),
        orderNo: row.orderNo,
        side: row.direction === 'buy' ? 'sell' : 'buy',
        fxRate: row.closeFxRate,
        feeMinor: row.closingFeeMinor,
        insuranceMinor: 0n,
        // ST17: each night's fee is on the note of the day it was charged, not summed on the close.
        overnightFeeMinor: 0n,
        realisedMinor: row.profitMinor,
      });
  }
  lines.push(...overnightLines(input.overnightFees ?? [], byId, dayStartMs));
  for (const { root, lots, fee, insurance } of opened.values()) {
    // Only a row with its build time and price in the day reaches here.
    const atMs = root.buildTimeMs ?? dayStartMs;
    lines.push({
      ...fillLine(root, 'open', lots, root.buildPriceTicks ?? 0n, atMs),
      orderNo: root.orderNo,
      side: root.direction,
      fxRate: root.openFxRate,
      feeMinor: fee,
      insuranceMinor: insurance,
      overnightFeeMinor: 0n,
      realisedMinor: 0n,
    });
  }
  sortLines(lines);
  const totals = noteTotals(lines);
  return {
    userId: input.userId,
    accountType: input.accountType,
    date: formatIndiaTime(dayStartMs, 'YYYY-MM-DD'),
    dayStartMs,
    currency: input.currency,
    decimals: input.decimals,
    openingMinor: input.openingMinor,
    closingMinor: input.closingMinor,
    lines,
    totals,
  };
}

/** A line's figures as decimal strings, as both files and the hash write them. */
export function contractNoteCells(line: ContractNoteLine, accountDecimals: number) {
  const money = (value: bigint) => formatMoney(minor(value), accountDecimals);
  return {
    time: formatIndiaTime(line.atMs, 'HH:mm'),
    // A night's fee has no price and trades nothing (ST17): both cells are empty.
    price: line.kind === 'overnight' ? '' : formatPrice(ticks(line.priceTicks), line.priceDecimals),
    notional: line.kind === 'overnight' ? '' : formatMoney(minor(line.notionalMinor), line.notionalDecimals),
    fees: money(line.feeMinor),
    insurance: money(line.insuranceMinor),
    overnight: money(line.overnightFeeMinor),
    realised: money(line.realisedMinor),
  };
}

/** The note's totals as decimal strings. */
export function contractNoteTotalCells(f: ContractNoteFigures) {
  const money = (value: bigint) => formatMoney(minor(value), f.decimals);
  return {
    opening: money(f.openingMinor),
    closing: money(f.closingMinor),
    fees: money(f.totals.feesMinor),
    insurance: money(f.totals.insuranceMinor),
    overnight: money(f.totals.overnightFeesMinor),
    realised: money(f.totals.realisedMinor),
    net: money(f.totals.netMinor),
  };
}

/** The canonical text of a note's figures (ST13): what its SHA-256 covers; same figures, same text. */
export function contractNoteText(f: ContractNoteFigures): string {
  const t = contractNoteTotalCells(f);
  const lines = [
    'kind=contract_note',
    `user=${f.userId}`,
    `accountType=${f.accountType}`,
    `date=${f.date}`,
    `currency=${f.currency}`,
    `opening=${t.opening}`,
    `closing=${t.closing}`,
    ...f.lines.map((l) => {
      const c = contractNoteCells(l, f.decimals);
      return `${l.kind}=${l.orderNo}:${indiaIso(l.atMs)}:${l.code}:${l.side}:${l.lots}:${l.shares}:${c.price}:${c.notional} ${l.notionalCurrency}:${l.fxRate ?? '-'}:${c.fees}:${c.insurance}:${c.overnight}:${c.realised}`;
    }),
    `opened=${f.totals.opened}`,
    `closed=${f.totals.closed}`,
    `fees=${t.fees}`,
    `insurance=${t.insurance}`,
    `overnightFees=${t.overnight}`,
    `realised=${t.realised}`,
    `net=${t.net}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The contract note CSV's columns (ST14): one table, `section` says what a row is. */
export const CONTRACT_NOTE_CSV_HEADER = [
  'section',
  'key',
  'order_no',
  'time',
  'instrument',
  'side',
  'lots',
  'shares',
  'price',
  'notional',
  'notional_currency',
  'fx_rate',
  'fees',
  'insurance',
  'overnight_fees',
  'realised_pnl',
  'amount',
] as const;

type NoteCells = Partial<Record<(typeof CONTRACT_NOTE_CSV_HEADER)[number], string>>;
const TEXT_COLUMNS = new Set(['section', 'key', 'order_no', 'time', 'instrument', 'side', 'notional_currency']);

function noteCsvLine(cells: NoteCells): string {
  return `${CONTRACT_NOTE_CSV_HEADER.map((c) => csvField(cells[c] ?? '', TEXT_COLUMNS.has(c))).join(',')}\r\n`;
}

/** The whole contract note as CSV (ST14): the day, the lines, the totals, the balances and the hash last. */
export function contractNoteCsv(f: ContractNoteFigures, sha256: string): string {
  const t = contractNoteTotalCells(f);
  let out = `${CONTRACT_NOTE_CSV_HEADER.join(',')}\r\n`;
  out += noteCsvLine({ section: 'note', key: 'date', time: f.date });
  out += noteCsvLine({ section: 'note', key: 'account_type', instrument: f.accountType });
  out += noteCsvLine({ section: 'note', key: 'currency', instrument: f.currency });
  out += noteCsvLine({ section: 'balance', key: 'opening', amount: t.opening });
  for (const l of f.lines) {
    const c = contractNoteCells(l, f.decimals);
    out += noteCsvLine({
      section: l.kind,
      key: l.kind,
      order_no: l.orderNo,
      time: indiaIso(l.atMs),
      instrument: l.code,
      side: l.side,
      lots: String(l.lots),
      shares: String(l.shares),
      price: c.price,
      notional: c.notional,
      notional_currency: l.notionalCurrency,
      fx_rate: l.fxRate ?? '',
      fees: c.fees,
      insurance: c.insurance,
      overnight_fees: c.overnight,
      realised_pnl: c.realised,
    });
  }
  out += noteCsvLine({
    section: 'total',
    key: 'total',
    lots: String(f.totals.opened + f.totals.closed),
    fees: t.fees,
    insurance: t.insurance,
    overnight_fees: t.overnight,
    realised_pnl: t.realised,
    amount: t.net,
  });
  out += noteCsvLine({ section: 'balance', key: 'closing', amount: t.closing });
  out += noteCsvLine({ section: 'verify', key: 'sha256', instrument: sha256 });
  return out;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A note's figures as JSON for keeping (bigints as decimal strings), and back (ST15). */
export function contractNoteToJson(f: ContractNoteFigures): Json {
  return JSON.parse(JSON.stringify(f, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)));
}

export function contractNoteFromJson(json: unknown): ContractNoteFigures {
  // Kept by contractNoteToJson; only this module writes the column.
  return JSON.parse(JSON.stringify(json), (_key, value: unknown) =>
    typeof value === 'string' && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value,
  ) as ContractNoteFigures;
}
