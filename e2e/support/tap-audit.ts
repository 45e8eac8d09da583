import type { Page } from 'playwright-core';

/** WCAG 2.5.5's and the house rule's smallest tap target, in CSS pixels. */
export const MIN_TAP_PX = 44;
/**
 * A run of letters this long or longer is an address, a hash or a reference number: it may wrap
 * anywhere because no phone line holds it. Names, card-number groups and words are shorter.
 */
export const UNBREAKABLE_TOKEN_CHARS = 24;

export interface ScreenFinding {
  /** A selector a person can paste into the devtools: the nearest test id, then the element. */
  selector: string;
  /** What is wrong: "31×20" for a small target, the word for a broken one. */
  detail: string;
}

/**
 * Every visible element a finger can tap whose own box is under `minPx` in width or height: links,
 * buttons, tabs, switches, checkbox and radio labels, and whatever else shows a pointer cursor (the
 * outermost element of a pointer region: the cursor is inherited). What is measured is where taps
 * land: an element drawn smaller passes when the browser sends taps across a 44 px square centred on
 * it to that element (its own hit area grown by padding or a `::after` halo). A link inside a sentence
 * of running text is WCAG 2.5.5's inline exception and is left out.
 */
export function smallTapTargets(page: Page, minPx = MIN_TAP_PX): Promise<ScreenFinding[]> {
  return page.evaluate((min) => {
    const describe = (el: Element): string => {
      const own = el.getAttribute('data-testid');
      if (own) return `[data-testid="${own}"]`;
      const classes = Array.from(el.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const label = (el.getAttribute('aria-label') ?? (el.textContent ?? '').trim()).slice(0, 24);
      const scope = el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
      return `${scope ? `[data-testid="${scope}"] ` : ''}${el.tagName.toLowerCase()}${classes}${label ? ` "${label}"` : ''}`;
    };
    const explicit =
      'a[href], button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], select, ' +
      'label:has(input[type="checkbox"], input[type="radio"]), input[type="checkbox"], input[type="radio"]';
    const targets = new Set<Element>(Array.from(document.querySelectorAll(explicit)));
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (getComputedStyle(el).cursor !== 'pointer') continue;
      const parent = el.parentElement;
      if (parent && getComputedStyle(parent).cursor === 'pointer') continue;
      if (el.parentElement?.closest(explicit)) continue;
      targets.add(el);
    }
    const inRunningText = (el: Element): boolean => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      return Array.from(parent.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    };
    /**
     * Whether taps at the edges of a `min`-px square centred on the element reach it: a box drawn
     * smaller may take taps over a larger area (padding under a negative margin, a `::after` halo),
     * and a neighbour or a clipping ancestor over that area takes them instead.
     */
    const hitAreaReaches = (el: Element): boolean => {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const reach = min / 2 - 1;
      const probes: [number, number][] = [[cx, cy]];
      if (box.width < min) probes.push([cx - reach, cy], [cx + reach, cy]);
      if (box.height < min) probes.push([cx, cy - reach], [cx, cy + reach]);
      return probes.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit);
      });
    };
    /** Under an open sheet's mask (or another layer) an element takes no taps at all just now. */
    const covered = (el: Element): boolean => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && !el.contains(hit) && hit.closest('.adm-mask, .adm-popup, .adm-center-popup-wrap') !== null;
    };
    const found: { selector: string; detail: string }[] = [];
    for (const el of targets) {
      // A checkbox's own input is hidden behind its label: the label is what is tapped.
      if (el instanceof HTMLInputElement && el.closest('label')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      if (inRunningText(el)) continue;
      if (hitAreaReaches(el) || covered(el)) continue;
      found.push({ selector: describe(el), detail: `${Math.round(box.width)}×${Math.round(box.height)}` });
    }
    window.scrollTo(0, 0);
    return found;
  }, minPx);
}

/**
 * Words the layout broke in the middle: a run of letters (split at spaces and after a hyphen, slash
 * or dash, where a line may break) drawn on more than one line, and any element styled
 * `word-break: break-all`, which breaks names at any letter ("DRRE DDY"). Runs of
 * `maxTokenChars` or more between spaces (addresses, hashes, links) may wrap anywhere.
 */
export function brokenWords(page: Page, maxTokenChars = UNBREAKABLE_TOKEN_CHARS): Promise<ScreenFinding[]> {
  return page.evaluate((maxChars) => {
    const describe = (el: Element): string => {
      const own = el.getAttribute('data-testid');
      if (own) return `[data-testid="${own}"]`;
      const classes = Array.from(el.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const scope = el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
      return `${scope ? `[data-testid="${scope}"] ` : ''}${el.tagName.toLowerCase()}${classes}`;
    };
    const found: { selector: string; detail: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const breakAll = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent ?? '';
      if (!owner || text.trim() === '') continue;
      if (!owner.checkVisibility({ visibilityProperty: true })) continue;
      if (getComputedStyle(owner).wordBreak === 'break-all') breakAll.add(owner);
      for (const match of text.matchAll(/[^\s\-/–—]+[-/–—]?/g)) {
        const word = match[0];
        const whole =
          (text.slice(0, match.index).split(/\s/).pop() ?? '') + (text.slice(match.index).split(/\s/)[0] ?? '');
        if (word.length < 2 || whole.length >= maxChars) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top));
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
          found.push({ selector: describe(owner), detail: `"${word}" wraps mid-word` });
        }
      }
    }
    for (const el of breakAll) found.push({ selector: describe(el), detail: 'word-break: break-all' });
    return found;
  }, maxTokenChars);
}
