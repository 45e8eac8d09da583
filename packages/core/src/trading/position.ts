import type { Minor } from '../money';
import type { PositionSize } from './costs';
import type { ExitLevels } from './prices';

/**
 * A held (BUILD) position: its side, entry price and size, its exits, and the money it took at opening
 * in minor units. A partial cover divides the money fields exactly (`splitForCover`, O3).
 */
export interface Position extends PositionSize, ExitLevels {
  readonly id: number;
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceCostMinor: Minor;
}
