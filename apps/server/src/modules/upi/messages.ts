import { fieldLabel } from '@demo/contract';
import type { Localized } from '../../lib/result';

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

/** Sentences of the UPI calls, each naming its field. */
export const upiMessages = {
  rupeesOnly: aboutField('amount', 'can be paid by UPI only in rupees', 'UPI से केवल रुपये में भुगतान की जा सकती है'),
  belowMin: (min: string): Localized => aboutField('amount', `must be at least ${min}`, `कम से कम ${min} होनी चाहिए`),
  aboveMax: (max: string): Localized =>
    aboutField('amount', `must be at most ${max} for one UPI payment`, `एक UPI भुगतान के लिए अधिकतम ${max} हो सकती है`),
  notFound: aboutField('id', 'does not match any of your UPI payments', 'आपके किसी UPI भुगतान से मेल नहीं खाती'),
  unknownGateway: aboutField('gateway', 'is not a configured payment gateway', 'कोई कॉन्फ़िगर किया गया पेमेंट गेटवे नहीं है'),
  noSettlementRun: aboutField(
    'day',
    'has no settlement check of this gateway yet',
    'के लिए इस गेटवे की सेटलमेंट जाँच अभी नहीं हुई है',
  ),
  settlementUnreadable: {
    en: "The gateway's settlement file could not be read; try again later",
    hi: 'गेटवे की सेटलमेंट फ़ाइल पढ़ी नहीं जा सकी; बाद में फिर कोशिश करें',
  } satisfies Localized,
};

/** Why an unpaid order ended, as stored (a decline keeps the gateway's own reason). */
export const EXPIRED_REASON = 'The payment was not completed within 15 minutes';
