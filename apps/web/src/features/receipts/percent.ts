/**
 * A rate written as a fraction ("0.0005") as a percentage ("0.05"), by moving the decimal point two
 * places in the string: no float ever touches a published rate.
 */
export function percentOf(rate: string): string {
  const negative = rate.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? rate.slice(1) : rate).split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return `${negative ? '-' : ''}${intPart}${rest ? `.${rest}` : ''}`;
}
