import { createHash } from 'node:crypto';
import {
  type AccountType,
  Code,
  type ContractNoteEvent,
  type ContractNoteItem,
  fieldLabel,
  type Locale,
  pageWindow,
  type StatementFormat,
  statementContractNote,
  urlOf,
} from '@demo/contract';
import {
  type ContractNoteFigures,
  type ContractNoteOrder,
  contractNote,
  contractNoteCells,
  contractNoteCsv,
  contractNoteDays,
  contractNoteFromJson,
  contractNoteText,
  contractNoteToJson,
  contractNoteTotalCells,
  currencyDecimals,
  formatIndiaTime,
  maskIdentifier,
  userAccounts,
} from '@demo/core';
import { FileReply } from '../../http/implement';
import { balanceBefore } from '../../ledger/store';
import { BusChannel } from '../../lib/bus';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts';
import { type TradingDeps, tradingTerms } from '../trading';
import { statementLabels, word } from './labels';
import { type Column, StatementPdf } from './pdf';
import * as store from './store';

/**
 * Contract notes (docs/SPEC.md ST10–ST16). The engine leader's pass finds, for each ended India day,
 * the accounts with a fill and no note, has core decide each note from the day's order rows and the
 * ledger's balances, keeps it under its unique key (customer, set, day) and tells the customer. The
 * files are drawn from the kept figures, so a note reads the same however often it is fetched.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts one query hands the pass; the pass asks again until the day is done. */
const NOTE_ACCOUNTS_PER_QUERY = 200;
/** How often the leader looks for ended days whose notes are not written (most passes ask nothing). */
export const CONTRACT_NOTE_PASS_MS = 30_000;

type NoteSet = 'real' | 'virtual';

/** Where a note's file is fetched: the call's path with its payload as the query (ContractNoteItem). */
function noteUrl(set: NoteSet, day: string, format: StatementFormat): string {
  return `${urlOf(statementContractNote)}?${new URLSearchParams({ accountType: set, date: day, format })}`;
}

async function availableAccountOf(deps: TradingDeps, userId: number, set: NoteSet, currency: string) {
  return await store.availableAccountId(deps.db, userId, userAccounts(userId, set, currency).available.kind, currency);
}

/** Decides one account's note of one day from its rows (ST11, ST12); null when the day has no fill after all. */
async function decideNote(
  deps: TradingDeps,
  userId: number,
  set: NoteSet,
  dayStartMs: number,
): Promise<ContractNoteFigures | null> {
  const dayRows = await store.ordersOfDay(deps.db, userId, set, dayStartMs);
  const currency = dayRows[0]?.currency ?? (await tradingTerms(deps, dayStartMs)).currency(set);
  const accountId = await availableAccountOf(deps, userId, set, currency);
  // ST17: each night's fee charged on the day, with the held position it was charged on.
  const fees =
    accountId === null
      ? []
      : await store.overnightFeesOfDay(deps.db, accountId, {
          dayStartMs,
          date: formatIndiaTime(dayStartMs, 'YYYY-MM-DD'),
        });
  if (dayRows.length === 0 && fees.length === 0) return null;
  const seen = new Set(dayRows.map((r) => r.id));
  const held = await store.ordersOfIds(
    deps.db,
    userId,
    [...new Set(fees.map((f) => f.orderId))].filter((id) => !seen.has(id)),
  );
  const rows = [...dayRows, ...held];
  const closedIds = rows.filter((r) => r.coverTime !== null && r.instrumentCurrency !== null).map((r) => r.id);
  const rates = accountId === null ? new Map() : await store.closeFxRates(deps.db, accountId, closedIds, dayStartMs);
  const orders: ContractNoteOrder[] = rows.map((r) => {
    const instrumentCurrency = r.instrumentCurrency ?? r.currency;
    return {
      id: r.id,
      orderNo: r.orderNo,
      parentId: r.parentId,
      code: r.code,
      direction: r.direction,
      hands: r.hands,
      handCount: r.handCount,
      decimals: r.decimals,
      buildPriceTicks: r.buildPriceTicks,
      coverPriceTicks: r.coverPriceTicks,
      buildTimeMs: r.buildTime,
      coverTimeMs: r.coverTime,
      instrumentCurrency,
      instrumentDecimals: currencyDecimals(instrumentCurrency),
      openFxRate: r.openFxRate,
      closeFxRate: rates.get(r.id) ?? null,
      openingFeeMinor: r.openingFeeMinor,
      insuranceMinor: r.insuranceMinor,
      closingFeeMinor: r.closingFeeMinor,
      overnightFeeMinor: r.overnightFeeMinor,
      profitMinor: r.profitMinor,
    };
  });
  // The ledger's own balances at the day's two midnights: the available balance as the wallet shows it.
  const balanceAt = async (ms: number) => (accountId === null ? 0n : await balanceBefore(deps.db, accountId, ms));
  const [openingMinor, closingMinor] = await Promise.all([balanceAt(dayStartMs), balanceAt(dayStartMs + DAY_MS)]);
  return contractNote({
    userId,
    accountType: set,
    dayStartMs,
    currency,
    decimals: currencyDecimals(currency),
    openingMinor,
    closingMinor,
    orders,
    overnightFees: fees,
  });
}

/** Writes one account's note of one day once (ST15) and tells the customer (ST16); false when it was there. */
async function writeNote(deps: TradingDeps, userId: number, set: NoteSet, dayStartMs: number): Promise<boolean> {
  const figures = await decideNote(deps, userId, set, dayStartMs);
  if (figures === null) return false;
  const sha256 = createHash('sha256').update(contractNoteText(figures)).digest('hex');
  const kept = await store.insertNote(deps.db, {
    userId,
    accountType: set,
    day: figures.date,
    dayStartMs,
    figures: contractNoteToJson(figures),
    sha256,
  });
  if (kept === null) return false;
  // ST13: `statement/verify` knows a note's hash as it knows a statement's, with the day as its window.
  await store.recordIssue(deps.db, {
    userId,
    accountType: set,
    fromMs: dayStartMs,
    toMs: dayStartMs + DAY_MS - 1,
    sha256,
  });
  const event: ContractNoteEvent = {
    type: 'notice',
    kind: 'contract_note',
    accountType: set,
    date: figures.date,
    url: noteUrl(set, figures.date, 'pdf'),
    createdAt: kept.createdAt.getTime(),
  };
  await deps.bus.publish(BusChannel.user(userId), event);
  return true;
}

/**
 * The leader's pass (ST10): for every ended India day of the look-back not yet done, writes the notes
 * of the accounts that had a fill and have none. A day is done once a query finds no such account;
 * `doneDays` keeps that for the life of the leadership, so the orders are read once per day, not once
 * per pass. Answers how many notes it wrote.
 */
export async function runContractNotePass(deps: TradingDeps, nowMs: number, doneDays: Set<number>): Promise<number> {
  let written = 0;
  for (const dayStartMs of contractNoteDays(nowMs)) {
    if (doneDays.has(dayStartMs)) continue;
    const date = formatIndiaTime(dayStartMs, 'YYYY-MM-DD');
    for (;;) {
      const traded = await store.accountsWithoutNote(deps.db, { dayStartMs, date }, NOTE_ACCOUNTS_PER_QUERY);
      // ST17: an account that only held a position that day is charged its night's fee on it.
      const charged = await store.accountsChargedWithoutNote(deps.db, { dayStartMs, date }, NOTE_ACCOUNTS_PER_QUERY);
      const due = new Map([...traded, ...charged].map((a) => [`${a.userId}:${a.accountType}`, a]));
      for (const account of due.values()) {
        if (await writeNote(deps, account.userId, account.accountType, dayStartMs)) written++;
      }
      if (traded.length < NOTE_ACCOUNTS_PER_QUERY && charged.length < NOTE_ACCOUNTS_PER_QUERY) break;
    }
    doneDays.add(dayStartMs);
  }
  // Days that left the look-back are forgotten, so the set stays as small as the look-back.
  const oldest = contractNoteDays(nowMs)[0] ?? nowMs;
  for (const day of doneDays) if (day < oldest) doneDays.delete(day);
  return written;
}

/** `statement/contract_notes` (ST16): the account set's notes, newest first, each with its files' urls. */
export async function listContractNotes(
  deps: Pick<TradingDeps, 'db'>,
  userId: number,
  p: { accountType: AccountType; page: number; size: number },
): Promise<Result<{ list: ContractNoteItem[]; total: number }>> {
  const set = p.accountType;
  const { rows, total } = await store.notesOf(deps.db, userId, set, pageWindow(p.page, p.size));
  return ok({
    list: rows.map((r) => ({
      date: r.day,
      url: noteUrl(set, r.day, 'pdf'),
      csvUrl: noteUrl(set, r.day, 'csv'),
      createdAt: r.createdAt.getTime(),
    })),
    total,
  });
}

const FILL_COLUMNS: Column[] = [
  { width: 108 },
  { width: 30 },
  { width: 64 },
  { width: 38 },
  { width: 36, align: 'right' },
  { width: 44, align: 'right' },
  { width: 80, align: 'right' },
  { width: 115, align: 'right' },
];
const CHARGE_COLUMNS: Column[] = [
  { width: 108 },
  { width: 84, align: 'right' },
  { width: 80, align: 'right' },
  { width: 80, align: 'right' },
  { width: 80, align: 'right' },
  { width: 83, align: 'right' },
];
const TOTAL_COLUMNS: Column[] = [{ width: 330 }, { width: 185, align: 'right' }];
/** The fills' tables are set a little smaller than the statement's, to hold eight columns. */
const FILL_SIZE = 7.5;

function notePdf(
  figures: ContractNoteFigures,
  head: { holder: string; maskedId: string; issuedMs: number; sha256: string },
  locale: Locale,
): PDFKit.PDFDocument {
  const w = (key: Parameters<typeof word>[0]) => word(key, locale);
  const pdf = new StatementPdf({
    locale,
    title: 'noteTitle',
    holder: head.holder,
    maskedId: head.maskedId,
    period: `${w('tradingDay')} ${figures.date}`,
    accountType: figures.accountType,
    currency: figures.currency,
    issued: `${formatIndiaTime(head.issuedMs, 'YYYY-MM-DD HH:mm')} IST`,
    sha256: head.sha256,
  });
  pdf.heading('fills');
  pdf.headerRow(
    FILL_COLUMNS,
    ['orderNo', 'time', 'instrument', 'side', 'lots', 'shares', 'price', 'notional'],
    FILL_SIZE,
  );
  pdf.headerRow(CHARGE_COLUMNS, ['description', 'fxRate', 'fees', 'insurance', 'overnight', 'realised'], FILL_SIZE);
  for (const line of figures.lines) {
    const c = contractNoteCells(line, figures.decimals);
    pdf.row(
      FILL_COLUMNS,
      [
        line.orderNo,
        c.time,
        line.code,
        w(line.side),
        String(line.lots),
        String(line.shares),
        line.kind === 'overnight' ? '—' : c.price,
        line.kind === 'overnight' ? '—' : `${c.notional} ${line.notionalCurrency}`,
      ],
      { size: FILL_SIZE },
    );
    pdf.row(
      CHARGE_COLUMNS,
      [
        w(line.kind === 'overnight' ? 'overnightLine' : line.kind),
        line.fxRate ?? '—',
        c.fees,
        c.insurance,
        c.overnight,
        c.realised,
      ],
      {
        size: FILL_SIZE,
        header: true,
      },
    );
  }
  const t = contractNoteTotalCells(figures);
  pdf.heading('totals');
  const totals: Array<[Parameters<typeof word>[0], string]> = [
    ['opened', String(figures.totals.opened)],
    ['closed', String(figures.totals.closed)],
    ['fees', t.fees],
    ['insurance', t.insurance],
    ['overnight', t.overnight],
    ['realised', t.realised],
    ['netOfDay', t.net],
  ];
  const { summary } = statementLabels(locale);
  const labels = { opening: summary.opening_balance, closing: summary.closing_balance };
  pdf.row(TOTAL_COLUMNS, [labels.opening, t.opening]);
  for (const [key, value] of totals) pdf.row(TOTAL_COLUMNS, [w(key), value]);
  pdf.row(TOTAL_COLUMNS, [labels.closing, t.closing]);
  pdf.end();
  return pdf.doc;
}

const noteMissing = {
  en: `${fieldLabel('date', 'en')} has no contract note for this account`,
  hi: `${fieldLabel('date', 'hi')} का इस खाते के लिए कोई अनुबंध नोट नहीं है`,
};

/** One kept note as PDF or CSV (ST14); the caller has settled whose (ST16). */
export async function contractNoteFile(
  deps: Pick<TradingDeps, 'db'>,
  userId: number,
  p: { accountType: AccountType; date: string; format: StatementFormat },
  locale: Locale,
): Promise<Result<FileReply>> {
  const kept = await store.findNote(deps.db, userId, p.accountType, p.date);
  if (kept === null) return fail(Code.ABNORMAL_DATA, noteMissing);
  const figures = contractNoteFromJson(kept.figures);
  const name = `contract-note-${p.accountType}-${p.date}-${locale}`;
  if (p.format === 'csv')
    return ok(new FileReply('text/csv; charset=utf-8', `${name}.csv`, contractNoteCsv(figures, kept.sha256)));
  const user = await findUserById(deps.db, userId);
  // A note exists only for a customer the orders name; a missing row is a bug, not bad input.
  if (!user) throw new Error(`user ${userId} is missing`);
  const holder = user.creditStatus === 'PASS' && user.realName ? user.realName : user.nickname;
  const head = {
    holder,
    maskedId: maskIdentifier(user.username),
    issuedMs: kept.createdAt.getTime(),
    sha256: kept.sha256,
  };
  return ok(new FileReply('application/pdf', `${name}.pdf`, notePdf(figures, head, locale)));
}
