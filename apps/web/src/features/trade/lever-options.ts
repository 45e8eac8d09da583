/** The levers offered in the trade panel: common steps up to the product's own lever, which is the highest allowed. */
const LEVER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

export function leverOptions(productLever: number): number[] {
  const below = LEVER_STEPS.filter((l) => l < productLever);
  return [...below, productLever].slice(-5);
}
