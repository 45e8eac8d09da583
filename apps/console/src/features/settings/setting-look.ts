import type { consoleSettingsApi } from '@demo/contract';

/** What each setting is called on the settings page. */
export const SETTING_LABELS: Readonly<Record<string, string>> = {
  tradeBuyFee: 'Opening fee',
  tradeSaleFee: 'Closing fee',
  tradeDefaultRate: 'Margin rate',
  tradeDelayRate: 'Overnight fee',
  tradeForceCoverRate: 'Forced-cover level',
  tradeForceCoverWarning: 'Margin warning level',
  tradeInsuranceRate: 'Insurance premium',
  tradeHandCount: 'Units per lot',
  minChargeAmount: 'Minimum recharge',
  minWithdrawAmount: 'Minimum withdrawal',
  riskLargeTradeNotional: 'Large-trade notice from (INR notional; 0 = off)',
  virtualStartingBalance: 'Demo starting balance',
  invitationRequired: 'Invitation code required',
  feedbackEmail: 'Feedback e-mail',
  customer: 'Customer-service channels',
};

/** A rate as a percentage with the exact decimal kept: "0.0005" → "0.05 %". */
export function asPercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''} %`;
}

/** A value as staff read it: rates with their percentage, flags as yes or no, channels counted. */
export function describeValue(setting: Pick<consoleSettingsApi.PlatformSetting, 'kind'>, value: string): string {
  switch (setting.kind) {
    case 'rate':
      return `${value} (${asPercent(value)})`;
    case 'flag':
      return value === 'true' ? 'Yes' : 'No';
    case 'channels': {
      try {
        const parsed: unknown = JSON.parse(value);
        const n = Array.isArray(parsed) ? parsed.length : 0;
        return n === 1 ? '1 channel' : `${n} channels`;
      } catch {
        return value;
      }
    }
    default:
      return value;
  }
}
