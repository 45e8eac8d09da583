import { type CodeValue, codeMessages, fieldLabel, PRODUCT_CODE_LABEL, translateReason } from '@demo/contract';
import type { Localized } from '../../../lib/result';

/** Sentences of the order calls, in both locales; field-specific ones start with the field's label. */

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

export const orderMessages = {
  // The contract labels `code` as a verification code (sign-up); here it is a product's code.
  productUnknown: {
    en: `${PRODUCT_CODE_LABEL.en} does not match any product`,
    hi: `${PRODUCT_CODE_LABEL.hi} किसी उत्पाद से मेल नहीं खाता`,
  },
  insuranceNeedsStop: aboutField('stopLoss', 'is required when the order is insured', 'बीमित ऑर्डर के लिए आवश्यक है'),
  orderUnknown: aboutField('orderId', 'does not match any of your orders', 'आपके किसी ऑर्डर से मेल नहीं खाता'),
  notPending: aboutField('orderId', 'is not a pending order', 'लंबित ऑर्डर नहीं है'),
  notHeld: aboutField('orderId', 'is not an open position', 'खुली पोज़ीशन नहीं है'),
  notOpen: aboutField(
    'orderId',
    'is closed or cancelled and can no longer be edited',
    'बंद या रद्द हो चुका है और अब बदला नहीं जा सकता',
  ),
  priceNotPending: aboutField(
    'price',
    'can be changed only on a pending limit order',
    'केवल लंबित लिमिट ऑर्डर पर बदला जा सकता है',
  ),
  /** AMO1: a market order has no price to wait for the open at; a limit order does. */
  marketOrderClosed: {
    en: 'The market is closed: a market order cannot wait for the open. Place a limit order to queue it as an after-market order',
    hi: 'बाज़ार बंद है: मार्केट ऑर्डर खुलने तक रुक नहीं सकता। आफ़्टर-मार्केट ऑर्डर के रूप में कतार में लगाने के लिए लिमिट ऑर्डर दें',
  } satisfies Localized,
  /** HL1: a halted instrument's new orders are refused with the reason staff gave. */
  halted: (reason: string, reasonHi: string): Localized => ({
    en: `Trading in this product is halted: ${reason}`,
    hi: `इस उत्पाद में ट्रेडिंग रोक दी गई है: ${reasonHi}`,
  }),
  noRate: (from: string, to: string): Localized => ({
    en: `No exchange rate from ${from} to ${to} is quoted right now; try again in a moment`,
    hi: `अभी ${from} से ${to} की कोई विनिमय दर उपलब्ध नहीं है; कुछ देर बाद फिर प्रयास करें`,
  }),
  /** LV3: names the stop loss and the forced-cover level it must not pass. */
  stopBeyondForceCover: (direction: 'buy' | 'sell', level: string): Localized => {
    const base = codeMessages[601];
    const en =
      direction === 'buy'
        ? `must be at or above the forced-cover price ${level}: below it the position is force-covered before the stop is reached`
        : `must be at or below the forced-cover price ${level}: above it the position is force-covered before the stop is reached`;
    const hi =
      direction === 'buy'
        ? `ऑटो स्क्वेयर-ऑफ़ भाव ${level} या उससे ऊपर होना चाहिए: उससे नीचे स्टॉप तक पहुँचने से पहले ही पोज़ीशन ऑटो स्क्वेयर-ऑफ़ हो जाएगी`
        : `ऑटो स्क्वेयर-ऑफ़ भाव ${level} या उससे नीचे होना चाहिए: उससे ऊपर स्टॉप तक पहुँचने से पहले ही पोज़ीशन ऑटो स्क्वेयर-ऑफ़ हो जाएगी`;
    return {
      en: `${base.en}: ${fieldLabel('stopLoss', 'en')} ${en}`,
      hi: `${base.hi}: ${fieldLabel('stopLoss', 'hi')} ${hi}`,
    };
  },
  /** RL1: names the limit the order would cross, and says what still passes. */
  riskLimit: (v: Readonly<Record<string, string>>): Localized => {
    const base = codeMessages[600];
    const limit = `${v.limit ?? ''} ${v.currency ?? ''}`;
    const [en, hi] =
      v.kind === 'maxLots'
        ? [
            `your limit of ${v.limit} ${v.limit === '1' ? 'lot' : 'lots'} in ${v.code} would be exceeded`,
            `${v.code} में आपकी ${v.limit} लॉट की सीमा पार हो जाएगी`,
          ]
        : v.kind === 'customerNotional'
          ? [
              `your total exposure limit of ${limit} would be exceeded`,
              `आपके कुल एक्सपोज़र की सीमा (${limit}) पार हो जाएगी`,
            ]
          : [
              `the platform's net exposure limit in ${v.code} (${limit}) would be exceeded`,
              `${v.code} में प्लेटफ़ॉर्म के शुद्ध एक्सपोज़र की सीमा (${limit}) पार हो जाएगी`,
            ];
    const tailEn = '; an order that reduces the position, or a cover, is still accepted';
    const tailHi = '; पोज़ीशन घटाने वाला ऑर्डर या कवर अब भी स्वीकार है';
    return { en: `${base.en}: ${en}${tailEn}`, hi: `${base.hi}: ${hi}${tailHi}` };
  },
  offTick: (field: string) => aboutField(field, 'has more decimals than the product allows', 'में उत्पाद से अधिक दशमलव हैं'),
};

/** Core rule details that are whole sentences rather than "<field> <reason>", in Hindi. */
const RULE_SENTENCES_HI: Readonly<Record<string, string>> = {
  'no tradable quote': 'अभी कोई ट्रेड योग्य भाव उपलब्ध नहीं है',
  'the market is closed': 'बाज़ार अभी बंद है',
  'validity day has no market session to end with': 'दिन भर की वैधता के लिए आज बाज़ार का कोई सत्र बाकी नहीं है',
};

/**
 * The Hindi of a core rule's detail (core writes them in English): a known sentence, or "<field>
 * <reason>" with the field's Hindi label and the reason's Hindi; an unknown detail is kept as written.
 */
export function ruleDetailHi(detail: string): string {
  const sentence = RULE_SENTENCES_HI[detail];
  if (sentence) return sentence;
  const needs = /^needs (.+), (.+) available$/.exec(detail);
  if (needs) return `${needs[1]} चाहिए, ${needs[2]} उपलब्ध है`;
  const space = detail.indexOf(' ');
  const field = detail.slice(0, space);
  const reason = space > 0 ? translateReason(detail.slice(space + 1)) : undefined;
  const label = fieldLabel(field, 'hi');
  return reason !== undefined && label !== field ? `${label} ${reason}` : detail;
}

/** A core rule's rejection as a reply message: the code's sentence, then the rule's precise detail. */
export function ruleMessage(code: CodeValue, detail: string): Localized {
  const base = codeMessages[code];
  return { en: `${base.en}: ${detail}`, hi: `${base.hi}: ${ruleDetailHi(detail)}` };
}
