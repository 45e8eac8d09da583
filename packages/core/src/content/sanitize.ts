import { FilterXSS, type IFilterXSSOptions, type IWhiteList } from 'xss';

/**
 * The allow-list sanitiser for rich text that staff or a feed wrote (news articles; docs/SPEC.md
 * W1). Only the tags and attributes below survive; every other tag is removed, and the bodies of
 * `script`, `style` and the other active or embedding elements are removed with it. Links and images
 * keep their address only when it starts with an allowed scheme or is a relative path, so
 * `javascript:`, `vbscript:` and `data:` addresses (however they are spelt) never reach a page.
 * Event handlers (`on…`), `style` and `srcdoc` are never on the list. Pure: the same input always
 * gives the same output, on the server, in the app and in the console preview.
 */

/** Tags an article may use, with the attributes each may keep. */
export const RICH_TEXT_ALLOW_LIST: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  blockquote: [],
  code: [],
  pre: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  figure: [],
  figcaption: [],
  span: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** Elements removed together with everything inside them. */
const STRIPPED_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** Whether a link target is safe to keep: http(s), mail, or a path or fragment of this site. */
export function isSafeLinkUrl(value: string): boolean {
  const url = value.trim();
  return /^(https?:\/\/|mailto:)/i.test(url) || /^(\/|#)/.test(url);
}

/** Whether an image source is safe to keep: an https address or an upload of this site. */
export function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  return /^https:\/\//i.test(url) || /^\/(uploads|news-covers)\/[A-Za-z0-9._-]+$/.test(url);
}

function escapeAttribute(value: string): string {
  return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const whiteList: IWhiteList = Object.fromEntries(
  Object.entries(RICH_TEXT_ALLOW_LIST).map(([tag, attributes]) => [tag, [...attributes]]),
);

/**
 * Removes the elements of STRIPPED_WITH_BODY with everything inside them, leaving nothing in their
 * place. (The `xss` package's own `stripIgnoreTagBody` writes the literal text "[removed]" where an
 * unclosed one was, which a reader would see; W1.) One instance serves one `process` call: its
 * `onIgnoreTag` notes where each removed element starts and ends in the output, `remove` cuts those
 * ranges out. Nested removed elements count as one; an element never closed runs to the end, as a
 * browser reads an unclosed `<script>`; a stray closing tag is dropped alone. Every other tag off the
 * allow-list is dropped alone and its text kept.
 */
function bodyStripper() {
  const ranges: Array<[number, number]> = [];
  let depth = 0;
  let start = 0;
  return {
    onIgnoreTag(tag: string, _html: string, options: { position?: number; isClosing?: boolean }): string {
      if (!STRIPPED_WITH_BODY.includes(tag.toLowerCase())) return '';
      const position = options.position ?? 0;
      if (!options.isClosing) {
        if (depth === 0) start = position;
        depth += 1;
      } else if (depth > 0) {
        depth -= 1;
        if (depth === 0) ranges.push([start, position]);
      }
      return '';
    },
    remove(html: string): string {
      if (depth > 0) ranges.push([start, html.length]);
      let out = '';
      let last = 0;
      for (const [from, to] of ranges) {
        out += html.slice(last, from);
        last = to;
      }
      return out + html.slice(last);
    },
  };
}

const richTextOptions = {
  whiteList,
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag: string, name: string, value: string) {
    const trimmed = value.trim();
    if (name === 'href') return isSafeLinkUrl(trimmed) ? escapeAttribute(trimmed) : '';
    if (name === 'src') return tag === 'img' && isSafeImageUrl(trimmed) ? escapeAttribute(trimmed) : '';
    if (name === 'width' || name === 'height') return /^\d{1,4}$/.test(trimmed) ? trimmed : '';
    return escapeAttribute(value);
  },
} as const;

/** Runs one filter with a fresh body stripper (its ranges belong to this input only). */
function processWith(
  options: Omit<IFilterXSSOptions, 'onIgnoreTag' | 'stripIgnoreTag' | 'stripIgnoreTagBody'>,
  html: string,
) {
  const stripper = bodyStripper();
  return stripper.remove(new FilterXSS({ ...options, onIgnoreTag: stripper.onIgnoreTag }).process(html));
}

/**
 * Rich text with only allowed tags and safe attributes (W1). The result is safe to set as the inner
 * HTML of an element: no script runs, no handler fires, no address runs code.
 */
export function sanitizeRichText(html: string): string {
  return processWith(richTextOptions, html);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of some HTML, without any tag, entities decoded and whitespace collapsed: for summaries
 * made from a feed's HTML. Its result is text, to be shown as text (React escapes it), never as HTML.
 */
export function plainTextOf(html: string, lengthMax = 500): string {
  const text = processWith({ whiteList: {}, allowCommentTag: false, css: false }, html)
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > lengthMax ? `${text.slice(0, lengthMax - 1).trimEnd()}…` : text;
}
