import type { MessagesOf } from './en';
import type { fxEn } from './en-fx';

/** Hindi texts of money moved in another currency (merged into hi.ts). */
export const fxHi: MessagesOf<typeof fxEn> = {
  fx: {
    amountIn: '{{currency}} में राशि',
    rate: 'विनिमय दर',
    rateValue: '{{from}} बराबर {{rate}}',
    rateValidFor: 'दर {{seconds}} सेकंड तक तय, फिर नई दर',
    youReceive: 'आपके खाते में जमा होगा',
    youPay: 'आपकी शेष राशि से रोका जाएगा',
    converted: '{{amount}}, दर {{rate}}',
    rateChanged: 'दर बदल गई है: नई राशि देखें और फिर से जमा करें',
    conversion: '{{paid}} → {{credited}}, {{rate}} की दर से',
  },
};
