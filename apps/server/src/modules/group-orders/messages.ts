import { fieldLabel } from '@demo/contract';
import type { Localized } from '../../lib/result';

/** Sentences of the group-order calls, in both locales; each names the field it is about. */

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

export const groupMessages = {
  groupUnknown: aboutField('sourceId', 'does not match any group purchase', 'किसी समूह खरीद से मेल नहीं खाता'),
  groupNotOpen: aboutField('sourceId', 'is not open for joining any more', 'अब शामिल होने के लिए खुली नहीं है'),
  alreadyJoined: aboutField('sourceId', 'already has your order in this account', 'में इस खाते से आपका ऑर्डर पहले से है'),
  amountOutOfLimits: (min: string, max: string): Localized => ({
    en: `${fieldLabel('amount', 'en')} must be between ${min} and ${max}`,
    hi: `${fieldLabel('amount', 'hi')} ${min} और ${max} के बीच होनी चाहिए`,
  }),
  amountDecimals: aboutField('amount', 'has more decimals than the currency allows', 'में मुद्रा से अधिक दशमलव हैं'),
  orderUnknown: aboutField('id', 'does not match any of your group orders', 'आपके किसी समूह ऑर्डर से मेल नहीं खाता'),
  notPaying: aboutField('id', 'is not waiting for payment', 'भुगतान की प्रतीक्षा में नहीं है'),
  deadlinePassed: aboutField(
    'id',
    'can no longer be paid: the deadline has passed',
    'का भुगतान अब नहीं हो सकता: समय सीमा बीत गई',
  ),
  // Console.
  productUnknown: aboutField('code', 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  priceDecimals: aboutField('price', 'has more decimals than the product allows', 'में उत्पाद से अधिक दशमलव हैं'),
  limitsOrder: aboutField('maxAmount', 'must not be below the minimum amount', 'न्यूनतम राशि से कम नहीं होनी चाहिए'),
  timesOrder: aboutField('payDeadline', 'must be after the allocation time', 'आवंटन समय के बाद होनी चाहिए'),
  allocateInPast: aboutField('allocateAt', 'must be in the future', 'भविष्य में होना चाहिए'),
  consoleGroupUnknown: aboutField('id', 'does not match any group purchase', 'किसी समूह खरीद से मेल नहीं खाता'),
  notEditable: aboutField(
    'id',
    'can no longer be edited: its allocation time has come',
    'अब संपादित नहीं की जा सकती: इसका आवंटन समय आ गया है',
  ),
  noRate: (from: string, to: string): Localized => ({
    en: `No exchange rate from ${from} to ${to} is quoted right now; try again in a moment`,
    hi: `अभी ${from} से ${to} की कोई विनिमय दर उपलब्ध नहीं है; कुछ देर बाद फिर प्रयास करें`,
  }),
};
