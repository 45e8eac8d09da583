import type { Settings } from '@demo/contract';

/** Customer-service channels shown by `customer/info`; the `customer` setting holds them as a JSON string. */
export const DEFAULT_CUSTOMER_CHANNELS = [
  { type: 'email', label: 'E-mail', value: 'support@demo.example' },
  { type: 'whatsapp', label: 'WhatsApp', value: '+919800000000' },
  { type: 'telegram', label: 'Telegram', value: '@demo_support' },
] as const;

/** Settings a fresh database starts with (PRODUCT.md); staff change them later in the console. */
export const SETTING_DEFAULTS: Settings = {
  customer: JSON.stringify(DEFAULT_CUSTOMER_CHANNELS),
  feedbackEmail: 'feedback@demo.example',
  minChargeAmount: '100.00',
  minWithdrawAmount: '100.00',
  defaultCurrency: 'INR',
  tradeHandCount: 1,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.02',
  invitationRequired: false,
  simulated: true,
  virtualStartingBalance: '100000.00',
  riskLargeTradeNotional: '1000000.00',
};
