/**
 * The text colour of a signed figure: the theme's rise or fall colour (CSS variables that follow the
 * red-up / green-up choice through `data-market-color`, and use shades that keep 4.5:1 contrast on the
 * theme's backgrounds, SPEC V4), or none for zero. Charts draw with the exact specification colours.
 */
export function signTextColor(sign: number): string | undefined {
  if (sign === 0) return undefined;
  return sign > 0 ? 'var(--color-rise)' : 'var(--color-fall)';
}
