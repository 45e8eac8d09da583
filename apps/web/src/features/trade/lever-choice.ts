import type { LeverMemory } from '../../lib/lever-memory';
import { leverOptions } from './lever-options';

/**
 * The lever the trade ticket opens at for a product (SPEC LV1). Safe by default: 1× on every product,
 * whatever its maximum; a higher lever is the customer's explicit choice, remembered per product and
 * offered again while the product still offers it.
 */
export function initialLever(memory: LeverMemory, code: string, productLever: number): number {
  const remembered = memory.find(([c]) => c === code)?.[1];
  return remembered !== undefined && leverOptions(productLever).includes(remembered) ? remembered : 1;
}

/**
 * The price move, in percent, that takes the whole margin at a lever: 100 ÷ lever, to two decimals
 * (20 at 5×, 5 at 20×, 1 at 100×). A display figure, never money.
 */
export function wipeOutMovePercent(lever: number): string {
  const hundredths = Math.round(10_000 / lever);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
