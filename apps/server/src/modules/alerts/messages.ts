import { fieldLabel, PRODUCT_CODE_LABEL } from '@demo/contract';
import type { Localized } from '../../lib/result';

/** Sentences of the alert calls; each names the field it is about, in English and Hindi. */
function aboutField(field: string, label: { en: string; hi: string } | null, en: string, hi: string): Localized {
  const name = (locale: 'en' | 'hi') => (label ? label[locale] : fieldLabel(field, locale));
  return { en: `${name('en')} ${en}`, hi: `${name('hi')} ${hi}` };
}

// `code` here is a product's code (the shared label of `code` is the verification code).
const PRODUCT_CODE = PRODUCT_CODE_LABEL;
const VALUE = { en: 'Alert level', hi: 'अलर्ट स्तर' };
const ALERT = { en: 'Alert', hi: 'अलर्ट' };

export const alertMessages = {
  productUnknown: aboutField('code', PRODUCT_CODE, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  valueFormat: aboutField('value', VALUE, 'must be a number', 'एक संख्या होनी चाहिए'),
  valueDecimals: (decimals: number): Localized =>
    aboutField('value', VALUE, `must have at most ${decimals} decimals`, `में अधिकतम ${decimals} दशमलव अंक होने चाहिए`),
  valuePositive: aboutField('value', VALUE, 'must be greater than 0', '0 से अधिक होना चाहिए'),
  valueRange: aboutField(
    'value',
    VALUE,
    'must be between -1000.00 and 1000.00 percent',
    '-1000.00 और 1000.00 प्रतिशत के बीच होना चाहिए',
  ),
  valueAlreadyMet: (rises: boolean, current: string): Localized =>
    rises
      ? aboutField(
          'value',
          VALUE,
          `must be above the current value ${current}`,
          `वर्तमान मान ${current} से ऊपर होना चाहिए`,
        )
      : aboutField(
          'value',
          VALUE,
          `must be below the current value ${current}`,
          `वर्तमान मान ${current} से नीचे होना चाहिए`,
        ),
  tooMany: (max: number): Localized =>
    aboutField(
      'code',
      ALERT,
      `cannot be added: you already have ${max} active alerts`,
      `नहीं जोड़ा जा सकता: आपके पास पहले से ${max} सक्रिय अलर्ट हैं`,
    ),
  unknown: aboutField('id', ALERT, 'does not exist', 'मौजूद नहीं है'),
};
