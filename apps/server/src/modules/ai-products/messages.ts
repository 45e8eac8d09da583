import { fieldLabel } from '@demo/contract';
import type { Localized } from '../../lib/result';

/** Sentences of the AI product calls, in both locales; field-specific ones start with the field's label. */

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

export const aiMessages = {
  productUnknown: aboutField(
    'productId',
    'does not match any AI product on offer',
    'किसी उपलब्ध AI उत्पाद से मेल नहीं खाता',
  ),
  purchaseUnknown: aboutField('id', 'does not match any of your AI products', 'आपके किसी AI उत्पाद से मेल नहीं खाता'),
  belowMin: (min: string) => aboutField('amount', `must be at least ${min}`, `कम से कम ${min} होनी चाहिए`),
  aboveMax: (max: string) => aboutField('amount', `must be at most ${max}`, `अधिकतम ${max} होनी चाहिए`),
  notMultiple: (unit: string) => aboutField('amount', `must be a multiple of ${unit}`, `${unit} के गुणज में होनी चाहिए`),
  transition: (from: string, to: string) =>
    aboutField('status', `cannot change from ${from} to ${to}`, `${from} से ${to} में नहीं बदल सकती`),
  noPrice: {
    en: 'The market has no price for this product right now; try again in a moment',
    hi: 'इस उत्पाद का अभी कोई बाज़ार भाव नहीं है; कुछ देर बाद फिर प्रयास करें',
  } satisfies Localized,
  instrumentUnknown: aboutField('code', 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  strategy: (parameter: string) =>
    aboutField('params', `has a wrong value for ${parameter}`, `में ${parameter} का मान गलत है`),
  limits: aboutField(
    'unit',
    'must be positive and at most the minimum amount, and the minimum at most the maximum',
    'धनात्मक और न्यूनतम राशि से अधिक नहीं होनी चाहिए, और न्यूनतम राशि अधिकतम से अधिक नहीं',
  ),
};
