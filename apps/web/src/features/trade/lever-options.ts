/** The levers offered in the trade panel: common steps up to the product's own lever, which is the highest allowed. */
const LEVER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;
/** How many chips fit beside 1× on a 375 px row. */
const HIGHER_CHIPS_MAX = 4;

/**
 * 1× always comes first, the safe default every ticket opens at (SPEC LV1), then up to four higher
 * steps ending at the product's own lever.
 */
export function leverOptions(productLever: number): number[] {
  const higher = LEVER_STEPS.filter((l) => l > 1 && l < productLever);
  return productLever > 1 ? [1, ...[...higher, productLever].slice(-HIGHER_CHIPS_MAX)] : [1];
}
