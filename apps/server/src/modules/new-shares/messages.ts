import { fieldLabel } from '@demo/contract';
import type { Localized } from '../../lib/result';

/** Sentences of the new-share calls, in both locales; field-specific ones start with the field's label. */

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

export const newShareMessages = {
  offeringUnknown: aboutField('productNewId', 'does not match any offering', 'किसी निर्गम से मेल नहीं खाता'),
  // The shared label of `code` is the SMS verification code's; here the field is an offering's code.
  codeUnknown: {
    en: 'Offering code does not match any offering',
    hi: 'निर्गम कोड किसी निर्गम से मेल नहीं खाता',
  } satisfies Localized,
  notOpen: {
    en: 'Subscription to this offering is not open now',
    hi: 'इस निर्गम के लिए सब्सक्रिप्शन अभी खुला नहीं है',
  },
  institutionalOnly: aboutField(
    'productNewId',
    'is a placement or a block trade, open only to approved institutional accounts',
    'एक प्लेसमेंट या ब्लॉक ट्रेड है, जो केवल स्वीकृत संस्थागत खातों के लिए खुला है',
  ),
  passwordRequired: aboutField(
    'password',
    'of this block trade is required: check it first',
    'इस ब्लॉक ट्रेड के लिए आवश्यक है: पहले इसकी जाँच करें',
  ),
  passwordWrong: aboutField('password', 'is incorrect', 'गलत है'),
  notWholeLots: (lotSize: number): Localized =>
    aboutField(
      'quantity',
      `must be a whole number of lots of ${lotSize} shares`,
      `${lotSize} शेयरों के पूरे लॉट में होनी चाहिए`,
    ),
  belowMin: (shares: number): Localized =>
    aboutField('quantity', `must be at least ${shares} shares`, `कम से कम ${shares} शेयर होनी चाहिए`),
  aboveMax: (shares: number): Localized =>
    aboutField('quantity', `must be at most ${shares} shares`, `अधिकतम ${shares} शेयर हो सकती है`),
  soldOut: (shares: number): Localized =>
    aboutField('quantity', `is more than the ${shares} shares that remain`, `शेष ${shares} शेयरों से अधिक है`),
  noRate: (from: string, to: string): Localized => ({
    en: `No exchange rate from ${from} to ${to} is quoted right now; try again in a moment`,
    hi: `अभी ${from} से ${to} की कोई विनिमय दर उपलब्ध नहीं है; कुछ देर बाद फिर प्रयास करें`,
  }),
  underlyingUnknown: aboutField(
    'underlyingCode',
    'must be a listed Korean or Indian (NSE) product',
    'एक सूचीबद्ध कोरियाई या भारतीय (एनएसई) उत्पाद होना चाहिए',
  ),
  priceOffTick: aboutField('price', 'has more decimals than the product allows', 'में उत्पाद से अधिक दशमलव हैं'),
  feeBad: aboutField('fee', 'must be an amount of the offering currency', 'निर्गम की मुद्रा की राशि होनी चाहिए'),
  lotsOrder: aboutField('maxLots', 'must not be below the minimum lots', 'न्यूनतम लॉट से कम नहीं हो सकता'),
  scheduleBad: (field: string): Localized =>
    aboutField(field, 'is out of order: start < end ≤ allotment ≤ listing', 'क्रम में नहीं है: शुरू < समाप्त ≤ आवंटन ≤ लिस्टिंग'),
  passwordForDazong: aboutField('password', 'is required for a block trade', 'ब्लॉक ट्रेड के लिए आवश्यक है'),
  totalNotLots: aboutField('totalShare', 'must be a whole number of lots', 'पूरे लॉट में होने चाहिए'),
  frozenTerms: (field: string): Localized =>
    aboutField(field, 'cannot change once the subscription has opened', 'सब्सक्रिप्शन खुलने के बाद नहीं बदला जा सकता'),
  frozenInstant: (field: string): Localized =>
    aboutField(field, 'has passed and can no longer change', 'बीत चुका है और अब बदला नहीं जा सकता'),
  listedAlready: aboutField('id', 'is listed and can no longer change', 'सूचीबद्ध हो चुका है और अब बदला नहीं जा सकता'),
  passwordAfterAllotment: aboutField('password', 'cannot change after the allotment', 'आवंटन के बाद नहीं बदला जा सकता'),
};
