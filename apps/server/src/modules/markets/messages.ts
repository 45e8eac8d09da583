import { fieldLabel, PRODUCT_CODE_LABEL } from '@demo/contract';
import type { Localized } from '../../lib/result';

/** Sentences of the market, watchlist and console-market calls; each names the field it is about. */
function aboutField(field: string, label: { en: string; hi: string } | null, en: string, hi: string): Localized {
  const name = (locale: 'en' | 'hi') => (label ? label[locale] : fieldLabel(field, locale));
  return { en: `${name('en')} ${en}`, hi: `${name('hi')} ${hi}` };
}

// `code` here is a product's code (the shared label of `code` is the verification code).
const PRODUCT_CODE = PRODUCT_CODE_LABEL;
const INDEX = { en: 'Index', hi: 'सूचकांक' };

export const marketMessages = {
  productUnknown: aboutField('code', PRODUCT_CODE, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  productIdUnknown: aboutField('productId', null, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  productKeyUnknown: aboutField('key', PRODUCT_CODE, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  indexUnknown: aboutField('id', INDEX, 'does not match any index', 'किसी सूचकांक से मेल नहीं खाता'),
  proxyHostRefused: (host: string): Localized => ({
    en: `${fieldLabel('url', 'en')} ${host} is not on the allow-list`,
    hi: `${fieldLabel('url', 'hi')} ${host} अनुमत सूची में नहीं है`,
  }),
  proxyFailed: aboutField('url', null, 'could not be fetched', 'प्राप्त नहीं किया जा सका'),
  listUnknown: aboutField('listId', null, 'does not exist', 'मौजूद नहीं है'),
  listIdUnknown: aboutField('id', { en: 'Watchlist', hi: 'वॉचलिस्ट' }, 'does not exist', 'मौजूद नहीं है'),
  listsFull: aboutField(
    'name',
    { en: 'Watchlist', hi: 'वॉचलिस्ट' },
    'cannot be added: the limit of lists is reached',
    'नहीं जोड़ी जा सकती: सूचियों की सीमा पूरी हो गई है',
  ),
  listFull: aboutField(
    'productId',
    null,
    'cannot be added: this watchlist is full',
    'नहीं जोड़ा जा सकता: यह वॉचलिस्ट भर गई है',
  ),
  defaultListKept: aboutField(
    'id',
    { en: 'Watchlist', hi: 'वॉचलिस्ट' },
    'is the default list and cannot be deleted',
    'डिफ़ॉल्ट सूची है और हटाई नहीं जा सकती',
  ),
  listIdsMismatch: aboutField(
    'ids',
    { en: 'Watchlists', hi: 'वॉचलिस्ट' },
    'must name each of your lists exactly once',
    'में आपकी हर सूची ठीक एक बार होनी चाहिए',
  ),
  productIdsMismatch: aboutField(
    'productIds',
    null,
    'must name each product of the list exactly once',
    'में सूची का हर उत्पाद ठीक एक बार होना चाहिए',
  ),
  consoleProductUnknown: aboutField('id', PRODUCT_CODE, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  productCodeTaken: aboutField('code', PRODUCT_CODE, 'is already in use', 'पहले से उपयोग में है'),
  startPriceDecimals: aboutField(
    'startPrice',
    null,
    'must be positive with exactly the product\u2019s decimal places',
    'धनात्मक और उत्पाद के दशमलव स्थानों के ठीक बराबर होना चाहिए',
  ),
  volatilityRange: aboutField('volatilityAnnual', null, 'must be between 0.01 and 5', '0.01 और 5 के बीच होनी चाहिए'),
  holidayDate: aboutField('date', null, 'is not a real calendar date', 'वास्तविक कैलेंडर तारीख़ नहीं है'),
  holidayExists: aboutField('date', null, 'is already a holiday of this exchange', 'इस एक्सचेंज की छुट्टी पहले से है'),
  holidayUnknown: aboutField('id', { en: 'Holiday', hi: 'छुट्टी' }, 'does not exist', 'मौजूद नहीं है'),
} as const;
