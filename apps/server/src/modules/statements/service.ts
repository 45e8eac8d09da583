import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type AccountType, fieldLabel, type Locale, type StatementFormat } from '@demo/contract';
import {
  currencyDecimals,
  formatIndiaTime,
  formatMoney,
  isEmptyStatement,
  type LedgerLine,
  maskIdentifier,
  minor,
  pnlByInstrument,
  pnlCsvFoot,
  pnlCsvHead,
  pnlCsvRecord,
  type RuleFailure,
  RunningBalance,
  type StatementFigures,
  statementFiguresText,
  statementWindow,
  summaryLines,
  userAccounts,
} from '@demo/core';
import { FileReply } from '../../http/implement';
import { balanceBefore } from '../../ledger/store';
import { type Failure, ok, type Result, refused } from '../../lib/result';
import { findUserById } from '../accounts';
import { windowAnalytics } from '../analytics';
import type { TradingDeps } from '../trading';
import { statementLabels, typeName, word } from './labels';
import { type Column, StatementPdf } from './pdf';
import * as store from './store';

/**
 * `statement/pnl` and `statement/verify` (docs/SPEC.md ST1–ST8). The figures are gathered first —
 * the P&L by `windowAnalytics`, the very computation of `user/analytics` (ST2), and the ledger's
 * totals by type — and hashed; then the file is written, the ledger section streamed in batches so a
 * statement of any length holds one batch in memory (ST8).
 */

/** Ledger rows read per query while a statement streams. */
const BATCH_ROWS = 2_000;
/** Bytes a PDF may have waiting for the client before drawing pauses (memory stays flat, ST8). */
const PDF_BUFFER_MAX_BYTES = 1 << 20;

export interface StatementRequest {
  accountType: AccountType;
  financialYear?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  format: StatementFormat;
}

interface Gathered {
  figures: StatementFigures;
  sha256: string;
  accountId: number | null;
  holder: string;
  maskedId: string;
}

async function gather(
  deps: TradingDeps,
  userId: number,
  set: AccountType,
  window: { fromMs: number; toMs: number },
): Promise<Gathered> {
  const user = await findUserById(deps.db, userId);
  // The session (or the staff page) named this user; a missing row is a bug, not bad input.
  if (!user) throw new Error(`user ${userId} is missing`);
  const { currency, figures: analytics, trades } = await windowAnalytics(deps, userId, set, window, 0n);
  const accountId = await store.availableAccountId(
    deps.db,
    userId,
    userAccounts(userId, set, currency).available.kind,
    currency,
  );
  // An account the ledger has not created yet has no records and a balance of 0.
  const openingMinor = accountId === null ? 0n : await balanceBefore(deps.db, accountId, window.fromMs);
  const closingMinor = accountId === null ? 0n : await balanceBefore(deps.db, accountId, window.toMs + 1);
  const byType = accountId === null ? [] : await store.totalsByType(deps.db, accountId, window);
  const figures: StatementFigures = {
    userId,
    accountType: set,
    currency,
    decimals: currencyDecimals(currency),
    fromMs: window.fromMs,
    toMs: window.toMs,
    openingMinor,
    closingMinor,
    analytics,
    byInstrument: pnlByInstrument(trades),
    byType,
    records: byType.reduce((n, t) => n + t.count, 0),
  };
  const sha256 = createHash('sha256').update(statementFiguresText(figures)).digest('hex');
  // The name on a statement is the verified one; before verification the nickname stands in.
  const holder = user.creditStatus === 'PASS' && user.realName ? user.realName : user.nickname;
  return { figures, sha256, accountId, holder, maskedId: maskIdentifier(user.username) };
}

/** The ledger section's lines with their running balance, batch by batch (ST4). */
async function* ledgerLines(
  deps: TradingDeps,
  accountId: number | null,
  figures: StatementFigures,
): AsyncGenerator<{ line: LedgerLine; ref: string; runningMinor: bigint }> {
  if (accountId === null) return;
  const running = new RunningBalance(figures.openingMinor);
  let afterId = 0;
  for (;;) {
    const batch = await store.recordBatch(deps.db, accountId, figures, afterId, BATCH_ROWS);
    for (const r of batch) {
      const credited = r.creditAccountId === accountId;
      const after = credited ? r.creditBalanceAfterMinor : r.debitBalanceAfterMinor;
      if (after === null) throw new Error(`record ${r.id} has no balance after on the customer's side`);
      const line = {
        id: r.id,
        atMs: r.createdAt.getTime(),
        type: r.type,
        deltaMinor: credited ? r.amountMinor : -r.amountMinor,
        balanceAfterMinor: after,
      };
      yield { line, ref: r.ref, runningMinor: running.add(line) };
    }
    if (batch.length < BATCH_ROWS) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
  if (running.current !== figures.closingMinor)
    throw new Error(`ST4: the running balance ends at ${running.current}, the ledger at ${figures.closingMinor}`);
}

function recordLabel(type: number, ref: string, locale: Locale): string {
  const name = typeName(type, locale);
  return ref ? `${name} · ${ref}` : name;
}

function csvStream(deps: TradingDeps, gathered: Gathered, locale: Locale): Readable {
  const { figures, accountId, sha256 } = gathered;
  async function* lines() {
    yield pnlCsvHead(figures, statementLabels(locale));
    if (isEmptyStatement(figures)) yield `empty,empty,${word('empty', locale)}\r\n`;
    let chunk = '';
    for await (const { line, ref, runningMinor } of ledgerLines(deps, accountId, figures)) {
      chunk += pnlCsvRecord(line, recordLabel(line.type, ref, locale), runningMinor, figures.decimals);
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk + pnlCsvFoot(sha256);
  }
  return Readable.from(lines(), { objectMode: false });
}

const SUMMARY_COLUMNS: Column[] = [{ width: 300 }, { width: 215, align: 'right' }];
const MARKET_COLUMNS: Column[] = [{ width: 250 }, { width: 100, align: 'right' }, { width: 165, align: 'right' }];
const INSTRUMENT_COLUMNS: Column[] = [
  { width: 105 },
  { width: 60 },
  { width: 40, align: 'right' },
  { width: 80, align: 'right' },
  { width: 70, align: 'right' },
  { width: 70, align: 'right' },
  { width: 90, align: 'right' },
];
const TYPE_COLUMNS: Column[] = [{ width: 300 }, { width: 70, align: 'right' }, { width: 145, align: 'right' }];
const LEDGER_COLUMNS: Column[] = [
  { width: 95 },
  { width: 55, align: 'right' },
  { width: 185 },
  { width: 85, align: 'right' },
  { width: 95, align: 'right' },
];

/** Waits while the client has not taken what was drawn (pdfkit pushes without asking). */
async function drained(doc: PDFKit.PDFDocument): Promise<void> {
  while (doc.readableLength > PDF_BUFFER_MAX_BYTES && !doc.destroyed) await new Promise((r) => setTimeout(r, 5));
}

function pdfStream(deps: TradingDeps, gathered: Gathered, locale: Locale, issuedMs: number): Readable {
  const { figures, accountId, sha256 } = gathered;
  const time = (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm');
  const pdf = new StatementPdf({
    locale,
    title: 'title',
    holder: gathered.holder,
    maskedId: gathered.maskedId,
    period: `${time(figures.fromMs)} – ${time(figures.toMs)} IST`,
    accountType: figures.accountType === 'virtual' ? 'virtual' : 'real',
    currency: figures.currency,
    issued: `${time(issuedMs)} IST`,
    sha256,
  });
  const money = (value: bigint) => formatMoney(minor(value), figures.decimals);
  const labels = statementLabels(locale);
  const draw = async () => {
    pdf.heading('summary');
    for (const line of summaryLines(figures)) pdf.row(SUMMARY_COLUMNS, [labels.summary[line.key], line.value]);
    if (isEmptyStatement(figures)) pdf.note(word('empty', locale));
    if (figures.analytics.byMarket.length > 0) {
      pdf.heading('byMarket');
      pdf.headerRow(MARKET_COLUMNS, ['market', 'trades', 'net']);
      for (const m of figures.analytics.byMarket)
        pdf.row(MARKET_COLUMNS, [m.market, String(m.trades), money(m.pnlMinor)]);
    }
    if (figures.byInstrument.length > 0) {
      pdf.heading('byInstrument');
      pdf.headerRow(INSTRUMENT_COLUMNS, ['instrument', 'market', 'trades', 'gross', 'fees', 'overnight', 'net']);
      for (const i of figures.byInstrument)
        pdf.row(INSTRUMENT_COLUMNS, [
          i.code,
          i.market,
          String(i.trades),
          money(i.grossMinor),
          money(i.feesMinor),
          money(i.overnightFeesMinor),
          money(i.netMinor),
        ]);
    }
    if (figures.byType.length > 0) {
      pdf.heading('byType');
      pdf.headerRow(TYPE_COLUMNS, ['description', 'count', 'amount']);
      for (const t of figures.byType)
        pdf.row(TYPE_COLUMNS, [typeName(t.type, locale), String(t.count), money(t.amountMinor)]);
    }
    if (figures.records > 0) {
      pdf.heading('ledger');
      pdf.headerRow(LEDGER_COLUMNS, ['date', 'number', 'description', 'amount', 'balance']);
      pdf.row(LEDGER_COLUMNS, ['', '', labels.summary.opening_balance, '', money(figures.openingMinor)]);
      let n = 0;
      for await (const { line, ref, runningMinor } of ledgerLines(deps, accountId, figures)) {
        pdf.row(LEDGER_COLUMNS, [
          formatIndiaTime(line.atMs, 'YYYY-MM-DD HH:mm'),
          String(line.id),
          recordLabel(line.type, ref, locale),
          money(line.deltaMinor),
          money(runningMinor),
        ]);
        if (++n % 500 === 0) await drained(pdf.doc);
      }
      pdf.row(LEDGER_COLUMNS, ['', '', labels.summary.closing_balance, '', money(figures.closingMinor)]);
    }
    pdf.end();
  };
  draw().catch((error: unknown) => pdf.doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return pdf.doc;
}

/** The statement file of one customer (ST1–ST8); the caller has settled whose it is. */
/** Core's ST1 refusal of a window in the words of the reply, in both locales (`values.check` says which). */
function windowRefusal(failure: RuleFailure): Failure {
  const reason =
    failure.values?.check === 'tooLong'
      ? { en: 'must be within 400 days of the start time', hi: 'आरंभ समय से 400 दिनों के भीतर होना चाहिए' }
      : { en: 'must not be before the start time', hi: 'आरंभ समय से पहले नहीं होना चाहिए' };
  return refused(failure, {
    en: `${fieldLabel(failure.field, 'en')} ${reason.en}`,
    hi: `${fieldLabel(failure.field, 'hi')} ${reason.hi}`,
  });
}

export async function statementFile(
  deps: TradingDeps,
  userId: number,
  input: StatementRequest,
  locale: Locale,
): Promise<Result<FileReply>> {
  const nowMs = deps.now();
  const window = statementWindow(input, nowMs);
  if (!window.ok) return windowRefusal(window);
  const gathered = await gather(deps, userId, input.accountType, window.value);
  await store.recordIssue(deps.db, {
    userId,
    accountType: input.accountType,
    fromMs: window.value.fromMs,
    toMs: window.value.toMs,
    sha256: gathered.sha256,
  });
  const day = (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD');
  const name = `statement-${input.accountType}-${day(window.value.fromMs)}-${day(window.value.toMs)}-${locale}`;
  if (input.format === 'csv')
    return ok(new FileReply('text/csv; charset=utf-8', `${name}.csv`, csvStream(deps, gathered, locale)));
  return ok(new FileReply('application/pdf', `${name}.pdf`, pdfStream(deps, gathered, locale, nowMs)));
}

export async function verifyStatement(deps: Pick<TradingDeps, 'db'>, sha256: string) {
  const issue = await store.findIssue(deps.db, sha256);
  return ok(
    issue
      ? { valid: true, accountType: issue.accountType, from: issue.fromMs, to: issue.toMs }
      : { valid: false, accountType: null, from: null, to: null },
  );
}
