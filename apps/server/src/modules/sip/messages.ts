import { fieldLabel, PRODUCT_CODE_LABEL } from '@demo/contract';
import type { SipSkipReason } from '@demo/core';
import type { Localized } from '../../lib/result';

/** Why an instalment was skipped, in both locales (docs/SPEC.md SP7). */
const SKIP_WORDS: Readonly<Record<SipSkipReason, { en: string; hi: string }>> = {
  insufficient_funds: {
    en: 'Not enough balance in the account to pay this instalment',
    hi: 'इस किस्त के भुगतान के लिए खाते में पर्याप्त शेष राशि नहीं थी',
  },
  market_closed: { en: 'Trading was not possible at that time', hi: 'उस समय ट्रेडिंग संभव नहीं थी' },
  halted: { en: 'Trading in the product was halted', hi: 'उत्पाद में ट्रेडिंग रोकी गई थी' },
  brake: { en: 'One of your brakes stopped the order', hi: 'आपके किसी ब्रेक ने ऑर्डर रोक दिया' },
  no_price: { en: 'There was no price to buy at', hi: 'ख़रीदने के लिए कोई मूल्य उपलब्ध नहीं था' },
  below_one_lot: {
    en: 'The amount did not reach the price of one lot',
    hi: 'राशि एक लॉट के मूल्य तक नहीं पहुँची',
  },
  refused: { en: 'The order was refused', hi: 'ऑर्डर अस्वीकार कर दिया गया' },
  missed: {
    en: 'The market closed before the instalment could run',
    hi: 'किस्त चलने से पहले बाज़ार बंद हो गया',
  },
};

/** The reason's sentence, followed by the order path's own words when it gave some. */
export function skipWords(
  reason: SipSkipReason,
  detail: { en: string; hi: string } | null,
): { en: string; hi: string } {
  const words = SKIP_WORDS[reason];
  return detail === null ? words : { en: `${words.en}: ${detail.en}`, hi: `${words.hi}: ${detail.hi}` };
}

/** Refusals of the SIP calls, each naming its field. */
export const sipMessages = {
  productUnknown: {
    en: `${PRODUCT_CODE_LABEL.en} does not match a product on offer`,
    hi: `${PRODUCT_CODE_LABEL.hi} किसी उपलब्ध उत्पाद से मेल नहीं खाता`,
  },
  aiProductUnknown: {
    en: `${fieldLabel('aiProductId', 'en')} does not match an AI product on offer`,
    hi: `${fieldLabel('aiProductId', 'hi')} किसी उपलब्ध एआई उत्पाद से मेल नहीं खाता`,
  },
  startInPast: {
    en: `${fieldLabel('startDate', 'en')} must not be before today`,
    hi: `${fieldLabel('startDate', 'hi')} आज से पहले नहीं होनी चाहिए`,
  },
  startTooFar: {
    en: `${fieldLabel('startDate', 'en')} must be within a year from today`,
    hi: `${fieldLabel('startDate', 'hi')} आज से एक वर्ष के भीतर होनी चाहिए`,
  },
  badDate: (field: 'startDate' | 'endDate'): Localized => ({
    en: `${fieldLabel(field, 'en')} is not a real date`,
    hi: `${fieldLabel(field, 'hi')} वास्तविक तारीख़ नहीं है`,
  }),
  noInstalment: {
    en: `${fieldLabel('endDate', 'en')} leaves no trading day for an instalment`,
    hi: `${fieldLabel('endDate', 'hi')} किसी किस्त के लिए कोई ट्रेडिंग दिन नहीं छोड़ती`,
  },
  amountDecimals: (currency: string, decimals: number): Localized => ({
    en: `${fieldLabel('amount', 'en')} must have at most ${decimals} decimals in ${currency}`,
    hi: `${fieldLabel('amount', 'hi')} में ${currency} के लिए अधिकतम ${decimals} दशमलव होने चाहिए`,
  }),
  planUnknown: {
    en: `${fieldLabel('id', 'en')} does not match any of your SIP plans`,
    hi: `${fieldLabel('id', 'hi')} आपकी किसी SIP योजना से मेल नहीं खाती`,
  },
  notActive: {
    en: 'Only an active plan can be paused',
    hi: 'केवल सक्रिय योजना को रोका जा सकता है',
  },
  notPaused: {
    en: 'Only a paused plan can be resumed',
    hi: 'केवल रुकी हुई योजना को फिर से शुरू किया जा सकता है',
  },
  ended: {
    en: 'The plan has already ended',
    hi: 'योजना पहले ही समाप्त हो चुकी है',
  },
} as const;
