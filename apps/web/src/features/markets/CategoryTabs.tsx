import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface CategoryTab {
  key: string;
  title: ReactNode;
}

/**
 * The sideways scroll (px) that puts a tab at `tabLeftPx` (from the row's start) of `tabWidthPx` in
 * the middle of a row `rowWidthPx` wide; the browser clamps it to the row's ends.
 */
export function tabScrollLeft(tabLeftPx: number, tabWidthPx: number, rowWidthPx: number): number {
  return Math.max(0, Math.round(tabLeftPx - (rowWidthPx - tabWidthPx) / 2));
}

/**
 * The home screen's category tabs: a scrolling row of ARIA tabs with the active one underlined.
 * antd-mobile's Tabs animated its line with an animation library that cost the first screen 17 KB of
 * gzip; this is the same control in plain buttons and CSS.
 */
export function CategoryTabs({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: readonly CategoryTab[];
  active: string | null;
  onChange: (key: string) => void;
  label: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  // The row scrolls sideways; on a return to home it starts at its left end, where a tab chosen far
  // to the right is out of sight. The chosen tab is scrolled into the middle of the row, sideways
  // only (scrollIntoView would also scroll the page).
  useLayoutEffect(() => {
    const container = row.current;
    if (active === null || !container) return;
    const tab = container.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const leftPx = tab.getBoundingClientRect().left - container.getBoundingClientRect().left + container.scrollLeft;
    container.scrollLeft = tabScrollLeft(leftPx, tab.offsetWidth, container.clientWidth);
  }, [active]);
  return (
    <div ref={row} className="category-tabs" role="tablist" aria-label={label} data-testid="category-tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={tab.key === active ? 'category-tabs__tab is-active' : 'category-tabs__tab'}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
