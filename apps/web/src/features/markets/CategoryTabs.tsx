import type { ReactNode } from 'react';

export interface CategoryTab {
  key: string;
  title: ReactNode;
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
  return (
    <div className="category-tabs" role="tablist" aria-label={label} data-testid="category-tabs">
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
