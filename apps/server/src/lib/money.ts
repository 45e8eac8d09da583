/**
 * Formats an amount in minor units as a decimal string with `decimals` places, using only integer
 * arithmetic: `123456n` → `"1234.56"`, `-5n` → `"-0.05"`.
 */
export function formatMinor(amountMinor: bigint, decimals = 2): string {
  const negative = amountMinor < 0n;
  const abs = negative ? -amountMinor : amountMinor;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  const text = decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}
