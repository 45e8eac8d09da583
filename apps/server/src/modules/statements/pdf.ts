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

/** Each UTF-16 unit's class, decided from the patterns above the first time it is met (ST8: a ledger classifies every character). */
const NEUTRAL = 1;
const IN_STANDARD = 2;
const IN_DEVANAGARI = 4;
const UNKNOWN = 8;
const CHAR_CLASS = new Uint8Array(0x10000).fill(UNKNOWN);

function classOf(code: number): number {
  let cls = CHAR_CLASS[code] ?? 0;
  if (cls === UNKNOWN) {
    const ch = String.fromCharCode(code);
    // Digits are Helvetica's, never part of a shaped run: a number in Hindi text (the page number on
    // each of 1,000 pages) would otherwise make every run new, to shape again (ST8).
    const digit = code >= 0x30 && code <= 0x39;
    cls =
      (NEUTRAL_CHAR.test(ch) && !digit ? NEUTRAL : 0) |
      (STANDARD_CHAR.test(ch) ? IN_STANDARD : 0) |
      (DEVANAGARI_CHAR.test(ch) ? IN_DEVANAGARI : 0);
    CHAR_CLASS[code] = cls;
  }
  return cls;
}

function fontOfCode(code: number): string {
  const cls = classOf(code);
  if (cls & IN_DEVANAGARI) return DEVANAGARI;
  return cls & IN_STANDARD ? STANDARD : LATIN;
}

/**
 * Splits a line into runs of one font each, cut by index (no string grows a character at a time); a
 * surrogate pair, outside the table's plane, is written by Noto Sans.
 */
function scriptRuns(text: string): Array<{ font: string; text: string }> {
  const runs: Array<{ font: string; text: string }> = [];
  let font = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = classOf(code) & NEUTRAL && font !== '' ? font : fontOfCode(code);
    if (next === font) continue;
    if (font !== '') runs.push({ font, text: text.slice(start, i) });
    font = next;
    start = i;
  }
  if (font !== '') runs.push({ font, text: text.slice(start) });
  return runs;
}

/**
 * Helvetica's advance of each UTF-16 code at size 1, NaN until measured: the same in every document
 * (PDF's standard font), read per character with no Map and no string (ST8).
 */
const STANDARD_ADVANCES = new Float64Array(0x10000).fill(Number.NaN);

/** Two hex digits of each byte, made once (a ledger writes every character of every cell). */
const HEX = Array.from({ length: 256 }, (_, code) => code.toString(16).padStart(2, '0'));

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
  _font: PdfFont;
  page: { height: number; fonts: Record<string, unknown> };
}

/** A glyph's place from fontkit's shaping, in thousandths of the font size. */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

interface PdfFont {
  id: string;
  ref(): unknown;
  /** Shapes a run: the glyphs' hex codes in the font's subset and their positions (pdfkit's own step). */
  encode(text: string, features?: unknown): [string[], GlyphPosition[]];
}

/** Shaped runs a document keeps; a ledger repeats few labels, this bounds a pathological one. */
const SHAPED_RUNS_MAX = 5_000;

/**
 * A page coordinate or glyph adjustment in PDF points (never money: amounts reach the page as text
 * core's formatMoney wrote), as content writes it: whole numbers bare, else to 1/100 point.
 */
function pdfNumber(points: number): string {
  if (Number.isInteger(points)) return String(points);
  // toFixed(2)'s text without its cost: hundredths rounded half away from zero, as toFixed does here.
  const hundredths = Math.round(Math.abs(points) * 100);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return `${points < 0 && hundredths !== 0 ? '-' : ''}${whole}.${rest < 10 ? '0' : ''}${rest}`;
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

  /** The last baseline written and its PDF coordinate text: a row's cells share one (ST8). */
  private lastBaseline = Number.NaN;
  private lastBaselineText = '';
  /**
   * Helvetica runs drawn since the last flush, as text-showing operators: written out as one text
   * object per row (one `q … BT … ET Q`), not one per cell, so a 50,000-row ledger writes and
   * compresses a third of the bytes (ST8). Flushed before the colour changes, a page ends, or the end.
   */
  private pendingText = '';
  private pendingSize = 0;

  private standardWidth(text: string, size: number): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) width += this.standardAdvance(text.charCodeAt(i));
    return width * size;
  }

  /** Helvetica's advance of one character code at size 1, from the table, measured the first time. */
  private standardAdvance(code: number): number {
    let advance = STANDARD_ADVANCES[code] ?? Number.NaN;
    if (Number.isNaN(advance)) {
      const ch = String.fromCharCode(code);
      advance = this.doc.font(STANDARD).fontSize(1000).widthOfString(ch) / 1000;
      STANDARD_ADVANCES[code] = advance;
    }
    return advance;
  }

  /**
   * The width of a line Helvetica writes whole at size 1, or NaN when a character needs another font:
   * one pass both tests and measures (ST8: dates, numbers and codes are most of a ledger).
   */
  private standardOnlyWidth(text: string): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (!(classOf(code) & IN_STANDARD)) return Number.NaN;
      width += this.standardAdvance(code);
    }
    return width;
  }

  /** The width of a line at `size`, over its runs; Helvetica's without kerning, which its digits lack. */
  widthOf(text: string, size = SIZE): number {
    // Dates, numbers and codes, most of a ledger, are Helvetica alone: no runs to split.
    const standard = this.standardOnlyWidth(text);
    if (!Number.isNaN(standard)) return standard * size;
    return this.measuredRuns(text).width * size;
  }

  /** The last mixed line split and measured (at size 1): a cell is measured, then drawn, from one split. */
  private lastRuns: { text: string; runs: Array<{ font: string; text: string; width: number }>; width: number } = {
    text: '',
    runs: [],
    width: 0,
  };

  /** A line's runs of one font each, with their widths at size 1. */
  private measuredRuns(text: string) {
    if (this.lastRuns.text === text) return this.lastRuns;
    let width = 0;
    const runs = scriptRuns(text).map((run) => {
      const runWidth = run.font === STANDARD ? this.standardWidth(run.text, 1) : this.shapedWidth(run.font, run.text);
      width += runWidth;
      return { ...run, width: runWidth };
    });
    this.lastRuns = { text, runs, width };
    return this.lastRuns;
  }

  /** A shaped run's width at size 1, measured once per distinct text (a ledger repeats its labels). */
  private readonly shapedWidths = new Map<string, number>();

  private shapedWidth(font: string, text: string): number {
    const key = `${font}\u0000${text}`;
    let width = this.shapedWidths.get(key);
    if (width === undefined) {
      if (this.shapedWidths.size >= SHAPED_RUNS_MAX) this.shapedWidths.clear();
      width = this.doc.font(font).fontSize(1000).widthOfString(text) / 1000;
      this.shapedWidths.set(key, width);
    }
    return width;
  }

  /** Draws one line at (x, y), never wrapping; cut to `maxWidth` when given. */
  say(
    text: string,
    x: number,
    y: number,
    options: { size?: number; color?: string; maxWidth?: number; width?: number } = {},
  ) {
    const size = options.size ?? SIZE;
    let shown = text;
    // The caller may pass the width it measured already (a right-aligned cell): a cell that fits is not measured again.
    if (options.maxWidth !== undefined && (options.width ?? this.widthOf(shown, size)) > options.maxWidth)
      while (shown.length > 1 && this.widthOf(shown, size) > options.maxWidth) shown = `${shown.slice(0, -2)}…`;
    const color = options.color ?? '#111111';
    // pdfkit writes the colour operator at every call; a ledger row's cells share one.
    if (color !== this.color || this.colorPage !== this.pageNumber) {
      this.flush();
      this.doc.fillColor(color);
      this.color = color;
      this.colorPage = this.pageNumber;
    }
    // The fonts' ascenders differ: runs share the alphabetic baseline, one size below `y`.
    if (!Number.isNaN(this.standardOnlyWidth(shown))) {
      this.standardText(shown, x, y + size, size);
      return;
    }
    let cx = x;
    for (const run of this.measuredRuns(shown).runs) {
      if (run.font === STANDARD) this.standardText(run.text, cx, y + size, size);
      else this.shapedText(run.font, run.text, cx, y + size, size);
      cx += run.width * size;
    }
  }

  private readonly shaped = new Map<string, [string[], GlyphPosition[]]>();

  /**
   * A run of an embedded font (Devanagari, Noto Sans) into the pending text object: shaped once per
   * distinct text by pdfkit's own `encode` (which also puts the glyphs into the font's subset), then
   * written as pdfkit's `_fragment` writes it — glyph runs in TJ arrays, a glyph with an offset (a
   * vowel sign, a nukta) placed by its own Tm — without text()'s layout on every cell (ST8).
   */
  private shapedText(fontName: string, text: string, x: number, baselineY: number, size: number) {
    const doc = this.doc.font(fontName) as unknown as PdfInternals;
    const font = doc._font;
    doc.page.fonts[font.id] ??= font.ref();
    const key = `${fontName}\u0000${text}`;
    let run = this.shaped.get(key);
    if (run === undefined) {
      if (this.shaped.size >= SHAPED_RUNS_MAX) this.shaped.clear();
      run = font.encode(text);
      this.shaped.set(key, run);
    }
    const [encoded, positions] = run;
    const scale = size / 1000;
    const y = PAGE_HEIGHT - baselineY;
    let out = `/${font.id} ${size} Tf 1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm `;
    const commands: string[] = [];
    let last = 0;
    const segment = (upTo: number) => {
      if (last < upTo) {
        const at = positions[upTo - 1];
        const advance = at ? at.xAdvance - at.advanceWidth : 0;
        commands.push(`<${encoded.slice(last, upTo).join('')}> ${pdfNumber(-advance)}`);
      }
      last = upTo;
    };
    const show = (upTo: number) => {
      segment(upTo);
      if (commands.length > 0) out += `[${commands.join(' ')}] TJ `;
      commands.length = 0;
    };
    let cx = x;
    let offset = false;
    positions.forEach((pos, i) => {
      if (pos.xOffset || pos.yOffset) {
        show(i);
        out += `1 0 0 1 ${pdfNumber(cx + pos.xOffset * scale)} ${pdfNumber(y + pos.yOffset * scale)} Tm `;
        show(i + 1);
        offset = true;
      } else {
        if (offset) {
          out += `1 0 0 1 ${pdfNumber(cx)} ${pdfNumber(y)} Tm `;
          offset = false;
        }
        if (pos.xAdvance - pos.advanceWidth !== 0) segment(i + 1);
      }
      cx += pos.xAdvance * scale;
    });
    show(positions.length);
    this.pendingText += out;
    // The next Helvetica run names its font again.
    this.pendingSize = 0;
  }

  /**
   * A Helvetica run as PDF operators, baseline at `baselineY`: what pdfkit's text() writes for it,
   * without its per-call layout, which a 50,000-row ledger cannot afford (ST8). Kept for `flush`.
   */
  private standardText(text: string, x: number, baselineY: number, size: number) {
    let hex = '';
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      hex += (code < 0x100 ? HEX[code] : HEX[WIN_ANSI_EXTRA[text.charAt(i)] ?? 0x3f]) ?? '3f';
    }
    const sizeOp = size === this.pendingSize ? '' : `/${this.standardFontId()} ${size} Tf `;
    this.pendingSize = size;
    this.pendingText += `${sizeOp}1 0 0 1 ${pdfNumber(x)} ${this.baselineText(baselineY)} Tm <${hex}> Tj `;
  }

  /** A baseline's PDF y as text, kept for the row's next cell. */
  private baselineText(baselineY: number): string {
    if (baselineY !== this.lastBaseline) {
      this.lastBaseline = baselineY;
      this.lastBaselineText = pdfNumber(PAGE_HEIGHT - baselineY);
    }
    return this.lastBaselineText;
  }

  /** Helvetica's resource name, registered on the page being drawn. */
  private standardFontId(): string {
    const doc = this.doc.font(STANDARD) as unknown as PdfInternals;
    const font = doc._font;
    doc.page.fonts[font.id] ??= font.ref();
    return font.id;
  }

  /** Writes the pending Helvetica runs as one text object. */
  flush() {
    if (this.pendingText === '') return;
    // pdfkit's pages draw with y downwards; text is written in PDF's own space, flipped back as text() does.
    this.doc.addContent(`q 1 0 0 -1 0 ${pdfNumber(PAGE_HEIGHT)} cm BT ${this.pendingText}ET Q`);
    this.pendingText = '';
    this.pendingSize = 0;
  }

  private newPage() {
    this.flush();
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
      // The pending text goes first, in its own colour; the band's fill then changes pdfkit's colour.
      this.flush();
      doc.rect(MARGIN, 93, PAGE_WIDTH - 2 * MARGIN, 16).fill('#fde8e8');
      this.color = '';
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
    this.flush();
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
      if (column.align === 'right') {
        const width = this.widthOf(text, size);
        this.say(text, x + column.width - gap - Math.min(width, max), this.y, { color, maxWidth: max, size, width });
      } else this.say(text, x, this.y, { color, maxWidth: max, size });
      x += column.width;
    });
    this.flush();
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
    this.flush();
    this.doc.end();
  }
}
