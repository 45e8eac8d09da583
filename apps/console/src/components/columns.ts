/**
 * A Descriptions' column count by screen width: one column on a phone, up to two on a tablet, all
 * of them from antd's `lg` (992 px), where the console's side menu appears. An item that should end
 * its row takes `span="filled"`, which fills what is left of it whatever the count.
 */
export function descriptionColumns(wide: number) {
  return { xs: 1, sm: 1, md: Math.min(2, wide), lg: wide, xl: wide, xxl: wide } as const;
}
