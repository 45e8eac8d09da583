import { join } from 'node:path';
import type { Locale } from '@demo/contract';
import PDFDocument from 'pdfkit';
import { findRepoRoot } from '../../config/paths';
import { PLATFORM_NAME, type StatementWord, word } from './labels';

/**
 * The statement as an A4 PDF (ST3), drawn with pdfkit, whose fontkit shapes Devanagari. The fonts are
 * vendored (assets/fonts, OFL): Noto Sans Devanagari for Hindi, Noto Sans for any other letter that
 * PDF's built-in Helvetica cannot write; plain Latin, digits and punctuation are Helvetica, which needs
 * no shaping. A line is cut into runs of one font each, since no font has every letter. Every page
 * carries the platform, the customer, the period, the demo mark for a demo account, its number and
 * the SHA-256 of the figures; pages are written out as they fill, so a long ledger streams.
 */

const FONT_DIR = join(findRepoRoot(), 'apps/server/assets/fonts');
const LATIN = 'latin';
/** PDF's own Helvetica: no shaping to run, so the ledger's dates, numbers and codes cost little (ST8). */
const STANDARD = 'Helvetica';
const DEVANAGARI = 'devanagari';
const MARGIN = 40;
const PAGE_HEIGHT = 841.89;
const PAGE_WIDTH = 595.28;
const BODY_TOP = 118;
const BODY_BOTTOM = PAGE_HEIGHT - 56;
const ROW = 13;
const SIZE = 8;

/** Devanagari letters and signs, and the joiners that shape with them. */
const DEVANAGARI_CHAR = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/;
/** Characters either font has (spaces, digits, punctuation): they stay with the run they are in. */
const NEUTRAL_CHAR = /[\s0-9.,:;()\-–/%+]/;

/** What Helvetica's WinAnsi encoding can write: ASCII, Latin-1 and a few marks. */
const STANDARD_CHAR = /[\u0020-\u007E\u00A0-\u00FF–—…•‘’“”]/;

function fontOf(ch: string): string {
  if (DEVANAGARI_CHAR.test(ch)) return DEVANAGARI;
  return STANDARD_CHAR.test(ch) ? STANDARD : LATIN;
}

/** Splits a line into runs of one font each. */
export function scriptRuns(text: string): Array<{ font: string; text: string }> {
  const runs: Array<{ font: string; text: string }> = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const font = NEUTRAL_CHAR.test(ch) && last ? last.font : fontOf(ch);
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** WinAnsi codes of the marks beyond Latin-1 that STANDARD_CHAR lets through. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
  '•': 0x95,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};

/** The parts of pdfkit's document its types leave out and standardText needs. */
interface PdfInternals {
  _font: { id: string; ref(): unknown };
  page: { height: number; fonts: Record<string, unknown> };
}

export interface PageHead {
  locale: Locale;
  /** The document's name at the top right of every page. */
  title: StatementWord;
  holder: string;
  maskedId: string;
  period: string;
  accountType: 'real' | 'virtual';
  currency: string;
  issued: string;
  sha256: string;
}

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export class StatementPdf {
  readonly doc: PDFKit.PDFDocument;
  private y = BODY_TOP;
  private pageNumber = 0;
  private color = '';
  private colorPage = 0;

  constructor(private readonly head: PageHead) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: `${PLATFORM_NAME} ${word(head.title, head.locale)}`, Author: PLATFORM_NAME },
    });
    this.doc.registerFont(LATIN, join(FONT_DIR, 'NotoSans-Regular.ttf'));
    this.doc.registerFont(DEVANAGARI, join(FONT_DIR, 'NotoSansDevanagari-Regular.ttf'));
    this.newPage();
  }

  private w(key: StatementWord): string {
    return word(key, this.head.locale);
  }

  /** Helvetica's advance of each character at size 1, measured once (a ledger measures every cell). */
  private readonly standardWidths = new Map<string, number>();

  /** The width of a line at `size`, over its runs; Helvetica's without kerning, which its digits lack. */
  widthOf(text: string, size = SIZE): number {
    let width = 0;
    for (const run of scriptRuns(text)) {
      if (run.font !== STANDARD) {
        width += this.doc.font(run.font).fontSize(size).widthOfString(run.text);
        continue;
      }
      for (const ch of run.text) {
        let advance = this.standardWidths.get(ch);
        if (advance === undefined) {
          advance = this.doc.font(STANDARD).fontSize(1000).widthOfString(ch) / 1000;
          this.standardWidths.set(ch, advance);
        }
        width += advance * size;
      }
    }
    return width;
  }

  /** Draws one line at (x, y), never wrapping; cut to `maxWidth` when given. */
  say(text: string, x: number, y: number, options: { size?: number; color?: string; maxWidth?: number } = {}) {
    const size = options.size ?? SIZE;
    let shown = text;
    if (options.maxWidth !== undefined)
      while (shown.length > 1 && this.widthOf(shown, size) > options.maxWidth) shown = `${shown.slice(0, -2)}…`;
    let cx = x;
    const color = options.color ?? '#111111';
    // pdfkit writes the colour operator at every call; a ledger row's cells share one.
    if (color !== this.color || this.colorPage !== this.pageNumber) {
      this.doc.fillColor(color);
      this.color = color;
      this.colorPage = this.pageNumber;
    }
    // The fonts' ascenders differ: runs share the alphabetic baseline, one size below `y`.
    const runs = scriptRuns(shown);
    runs.forEach((run, i) => {
      if (run.font === STANDARD) this.standardText(run.text, cx, y + size, size);
      else
        this.doc
          .font(run.font)
          .fontSize(size)
          .text(run.text, cx, y + size, { lineBreak: false, baseline: 'alphabetic' });
      if (i < runs.length - 1) cx += this.widthOf(run.text, size);
    });
  }

  /**
   * A Helvetica run written as PDF operators, baseline at `baselineY`: what pdfkit's text() writes for
   * it, without its per-call layout, which a 50,000-row ledger cannot afford (ST8).
   */
  private standardText(text: string, x: number, baselineY: number, size: number) {
    const doc = this.doc.font(STANDARD) as unknown as PdfInternals;
    const font = doc._font;
    doc.page.fonts[font.id] ??= font.ref();
    let hex = '';
    for (const ch of text) hex += (WIN_ANSI_EXTRA[ch] ?? ch.charCodeAt(0)).toString(16).padStart(2, '0');
    const y = doc.page.height - baselineY;
    // pdfkit's pages draw with y downwards; text is written in PDF's own space, flipped back as text() does.
    const flip = `1 0 0 -1 0 ${doc.page.height.toFixed(2)} cm`;
    this.doc.addContent(
      `q ${flip} BT 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm /${font.id} ${size} Tf <${hex}> Tj ET Q`,
    );
  }

  private newPage() {
    this.doc.addPage();
    this.pageNumber++;
    const { doc, head } = this;
    // Head and foot are drawn outside the body's margins: lift the bottom margin so pdfkit adds no page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    this.say(PLATFORM_NAME, MARGIN, 28, { size: 14 });
    const title = this.w(head.title);
    this.say(title, PAGE_WIDTH - MARGIN - this.widthOf(title, 12), 30, { size: 12 });
    const set = head.accountType === 'real' ? this.w('real') : this.w('virtual');
    this.say(`${this.w('customer')}: ${head.holder} · ${this.w('account')}: ${head.maskedId}`, MARGIN, 54, {
      size: 9,
    });
    this.say(`${this.w('period')}: ${head.period} · ${set} · ${this.w('currency')}: ${head.currency}`, MARGIN, 67, {
      size: 9,
    });
    this.say(`${this.w('issued')}: ${head.issued}`, MARGIN, 80, { size: 8, color: '#555555' });
    if (head.accountType === 'virtual') {
      doc.rect(MARGIN, 93, PAGE_WIDTH - 2 * MARGIN, 16).fill('#fde8e8');
      this.say(this.w('demoMark'), MARGIN + 6, 96, { size: 9, color: '#b42318' });
    }
    doc
      .moveTo(MARGIN, 112)
      .lineTo(PAGE_WIDTH - MARGIN, 112)
      .lineWidth(0.5)
      .stroke('#999999');
    doc
      .moveTo(MARGIN, PAGE_HEIGHT - 44)
      .lineTo(PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 44)
      .stroke('#999999');
    this.say(`${this.w('hashNote')}:`, MARGIN, PAGE_HEIGHT - 40, { size: 7, color: '#555555' });
    this.say(head.sha256, MARGIN, PAGE_HEIGHT - 30, { size: 7, color: '#333333' });
    const page = `${this.w('page')} ${this.pageNumber}`;
    this.say(page, PAGE_WIDTH - MARGIN - this.widthOf(page, 8), PAGE_HEIGHT - 34, { size: 8 });
    doc.page.margins.bottom = bottom;
    this.y = BODY_TOP;
  }

  /** Room for `rows` more rows, or a new page. */
  private room(rows: number) {
    if (this.y + rows * ROW > BODY_BOTTOM) this.newPage();
  }

  heading(key: StatementWord) {
    this.room(3);
    this.y += 6;
    this.say(this.w(key), MARGIN, this.y, { size: 11 });
    this.y += 18;
  }

  note(text: string) {
    this.room(1);
    this.say(text, MARGIN, this.y, { size: 9, color: '#555555' });
    this.y += ROW + 2;
  }

  /** One table row; cells in column order, right-aligned ones measured so their ends line up. */
  row(columns: readonly Column[], cells: readonly string[], options: { header?: boolean; size?: number } = {}) {
    this.room(1);
    let x = MARGIN;
    const color = options.header ? '#555555' : '#111111';
    const size = options.size ?? SIZE;
    // A narrow table (the contract note's) keeps 4 pt between columns, a wide one 10.
    const gap = size < SIZE ? 4 : 10;
    columns.forEach((column, i) => {
      const text = cells[i] ?? '';
      const max = column.width - gap;
      // Right-aligned cells end short of the next column, so a number never touches its text.
      if (column.align === 'right')
        this.say(text, x + column.width - gap - Math.min(this.widthOf(text, size), max), this.y, {
          color,
          maxWidth: max,
          size,
        });
      else this.say(text, x, this.y, { color, maxWidth: max, size });
      x += column.width;
    });
    this.y += ROW;
  }

  headerRow(columns: readonly Column[], keys: readonly StatementWord[], size?: number) {
    this.row(
      columns,
      keys.map((k) => this.w(k)),
      size === undefined ? { header: true } : { header: true, size },
    );
  }

  /** Ends the document; the stream ends once the last page is written. */
  end() {
    this.doc.end();
  }
}
