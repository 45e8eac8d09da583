/** English texts of money moved in another currency (USDT recharges and payouts, docs/SPEC.md X6). */
export const fxEn = {
  fx: {
    amountIn: 'Amount in {{currency}}',
    rate: 'Exchange rate',
    rateValue: '{{from}} = {{rate}}',
    rateValidFor: 'Rate held for {{seconds}} s, then refreshed',
    youReceive: 'Credited to your account',
    youPay: 'Held from your balance',
    converted: '{{amount}} at {{rate}}',
    rateChanged: 'The rate was refreshed: check the new amount and submit again',
    conversion: '{{paid}} → {{credited}} at {{rate}}',
  },
};
