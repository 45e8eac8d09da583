import type { ComponentType } from 'react';
import { MarketsIcon, NewsIcon, OrderIcon, PositionIcon, SettingsIcon } from '../components/icons';
import { PATHS } from '../lib/paths';

/** The specification hides the middle tab (Order) by configuration. */
export const TAB_BAR_MIDDLE_HIDDEN = true;

export type TabKey = 'markets' | 'position' | 'order' | 'news' | 'settings';

export interface TabDef {
  key: TabKey;
  /** The page the tab opens; the tab also counts as active on `alsoActiveOn`. */
  path: string;
  alsoActiveOn?: readonly string[];
  icon: ComponentType;
  /** A tab shows only once its page exists; later releases turn these on. */
  enabled: boolean;
}

/** All five tabs in the specification's order. */
export const TABS: readonly TabDef[] = [
  { key: 'markets', path: PATHS.root, alsoActiveOn: [PATHS.home], icon: MarketsIcon, enabled: true },
  { key: 'position', path: PATHS.position, icon: PositionIcon, enabled: true },
  { key: 'order', path: PATHS.order, icon: OrderIcon, enabled: true },
  { key: 'news', path: PATHS.news, alsoActiveOn: [PATHS.newsDetail], icon: NewsIcon, enabled: true },
  { key: 'settings', path: PATHS.mine, icon: SettingsIcon, enabled: true },
];

/** The tabs to draw: enabled ones, without the middle one when it is hidden. */
export function visibleTabs(tabs: readonly TabDef[] = TABS, middleHidden = TAB_BAR_MIDDLE_HIDDEN): TabDef[] {
  const middle = Math.floor(tabs.length / 2);
  return tabs.filter((tab, i) => tab.enabled && !(middleHidden && i === middle));
}

export function activeTabKey(pathname: string, tabs: readonly TabDef[] = TABS): TabKey | null {
  const hit = tabs.find((tab) => tab.path === pathname || tab.alsoActiveOn?.includes(pathname));
  return hit?.key ?? null;
}
