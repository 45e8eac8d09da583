// Proves W1: whatever staff or a feed puts in an article, the sanitised HTML keeps no script, no
// event handler and no script-bearing address, while ordinary article markup survives intact.
import { describe, expect, it } from 'vitest';
import {
  isSafeImageUrl,
  isSafeLinkUrl,
  plainTextOf,
  RICH_TEXT_ALLOW_LIST,
  sanitizeRichText,
} from '../../src/content/sanitize';

/** Known attack strings, from the OWASP filter-evasion cheat sheet and browser bug reports. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example/a.png" onload="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<img src=`javascript:alert(1)`>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<base href="javascript:/">',
  '<a href="java\u0000script:alert(1)">nul</a>',
  '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
];

/** Every start tag of the output with its attributes (name and decoded-enough value), as a browser tokenises them. */
function tagsOf(html: string): Array<{ tag: string; attributes: Array<{ name: string; value: string }> }> {
  return [
    ...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g),
  ].map((m) => ({
    tag: (m[1] ?? '').toLowerCase(),
    attributes: [...(m[2] ?? '').matchAll(/\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
      (a) => ({
        name: (a[1] ?? '').toLowerCase(),
        value: a[2] ?? a[3] ?? a[4] ?? '',
      }),
    ),
  }));
}

describe('W1: the rich-text sanitiser renders hostile content inert', () => {
  it('has at least twenty payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PAYLOADS)('%s', (payload) => {
    const out = sanitizeRichText(payload);
    for (const { tag, attributes } of tagsOf(out)) {
      expect(tag in RICH_TEXT_ALLOW_LIST, tag).toBe(true);
      for (const { name, value } of attributes) {
        // Only listed attributes survive: never a handler, a style, a srcdoc or a form action.
        expect(RICH_TEXT_ALLOW_LIST[tag]).toContain(name);
        expect(name).not.toMatch(/^on/);
        if (name === 'href' || name === 'src')
          expect(value === '' || /^(https?:\/\/|mailto:|\/|#)/i.test(value), `${name}=${value}`).toBe(true);
      }
    }
    expect(out.toLowerCase()).not.toContain('<script');
    // What was removed leaves nothing a reader would see in its place.
    expect(out).not.toMatch(/\[\/?removed\]/);
  });

  it('W1: removes an element with its body cleanly, closed, nested, unclosed or stray', () => {
    expect(sanitizeRichText('<p>Before</p><script>alert(1)</script><p>After</p>')).toBe('<p>Before</p><p>After</p>');
    expect(sanitizeRichText('<p>a<svg><script>alert(1)</script><circle r=1 /></svg>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<script>alert(1)</script><p>first</p>')).toBe('<p>first</p>');
    // Unclosed: runs to the end, as a browser reads it.
    expect(sanitizeRichText('<p>Kept</p><style>p{color:red}')).toBe('<p>Kept</p>');
    expect(sanitizeRichText('<p>Kept</p><math><mtext><style><img src=x onerror=alert(1)>')).toBe('<p>Kept</p>');
    // A stray closing tag goes alone; the text around it stays.
    expect(sanitizeRichText('<p>one</script> two</p>')).toBe('<p>one two</p>');
    // Two separate removed elements, text between them kept.
    expect(sanitizeRichText('x<iframe src=a></iframe>y<object></object>z')).toBe('xyz');
    // Text that itself says [removed] is the author's and stays.
    expect(sanitizeRichText('<p>[removed] by the editor</p>')).toBe('<p>[removed] by the editor</p>');
    // Tags off the list but not dangerous go alone and keep their text.
    expect(sanitizeRichText('<div><section>Plain</section></div>')).toBe('Plain');
  });

  it('keeps the markup of an ordinary article', () => {
    const article =
      '<h2>NIFTY 50 closes higher</h2><p>Banks led the <strong>simulated</strong> index, see <a href="#/pages/product/india/india_detail?code=HDFCBANK" title="HDFC Bank">HDFC Bank</a>.</p>' +
      '<ul><li>Open: 22,150</li><li>Close: 22,310</li></ul><img src="/uploads/abc123.png" alt="chart" width="320"><a href="https://example.com/report">Report</a>';
    expect(sanitizeRichText(article)).toBe(article);
  });

  it('drops an image address that is not https or an upload, and a link to data:', () => {
    expect(sanitizeRichText('<img src="http://insecure.example/a.png" alt="a">')).toBe('<img src alt="a">');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a href>x</a>');
  });

  it('allows only safe link and image addresses', () => {
    expect(isSafeLinkUrl('https://a.example')).toBe(true);
    expect(isSafeLinkUrl('#/pages/common/notice')).toBe(true);
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false);
    expect(isSafeImageUrl('/uploads/a1.png')).toBe(true);
    expect(isSafeImageUrl('/uploads/../secret')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('turns feed HTML into plain text for summaries', () => {
    expect(plainTextOf('<p>Gold &amp; silver <b>rise</b></p><script>alert(1)</script>')).toBe('Gold & silver rise');
    expect(plainTextOf('&lt;script&gt;x')).toBe('scriptx');
    expect(plainTextOf('a'.repeat(600), 10)).toHaveLength(10);
    expect(plainTextOf('<p>Markets open</p><script>alert(1)')).toBe('Markets open');
  });
});
