import { fieldLabel } from '@demo/contract';
import type { Localized } from '../../lib/result';

function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

/** Sentences of the funds and identity calls, each naming its field where it is about one. */
export const fundsMessages = {
  notFound: aboutField('id', 'does not match any record', 'किसी रिकॉर्ड से मेल नहीं खाती'),
  keysNotFound: aboutField('keys', 'do not match your bank accounts', 'आपके बैंक खातों से मेल नहीं खाते'),
  idsNotFound: aboutField('ids', 'do not match your wallets', 'आपके वॉलेट से मेल नहीं खाते'),
  bankDuplicate: aboutField('accountNumber', 'is already added', 'पहले से जोड़ी गई है'),
  bankCountMax: aboutField(
    'accountNumber',
    'cannot be added: too many bank accounts',
    'नहीं जोड़ी जा सकती: बहुत अधिक बैंक खाते',
  ),
  walletCountMax: aboutField('address', 'cannot be added: too many wallets', 'नहीं जोड़ा जा सकता: बहुत अधिक वॉलेट'),
  channelUnknown: aboutField('channelId', 'is not available', 'उपलब्ध नहीं है'),
  currencyUnknown: aboutField('currencyId', 'is not available for this channel', 'इस चैनल के लिए उपलब्ध नहीं है'),
  addressProtocol: (protocol: string): Localized =>
    aboutField('address', `must be a ${protocol} address`, `${protocol} पता होना चाहिए`),
  quoteNeeded: aboutField(
    'quote',
    'has expired or is missing: review the new rate and confirm again',
    'समाप्त हो गई है या नहीं दी गई: नई दर देखें और फिर से पुष्टि करें',
  ),
  noRate: aboutField('quote', 'cannot be quoted now: try again shortly', 'अभी नहीं बताई जा सकती: थोड़ी देर बाद प्रयास करें'),
  typeMismatch: aboutField('type', 'does not match the channel', 'चैनल से मेल नहीं खाता'),
  passwordIncorrect: aboutField('password', 'is incorrect', 'गलत है'),
  passwordNeeded: aboutField('password', 'of this channel must be checked first', 'पहले इस चैनल का जाँचा जाना चाहिए'),
  evidenceNotOurs: aboutField('evidence', 'must be an image you uploaded', 'आपके द्वारा अपलोड किया गया चित्र होना चाहिए'),
  chargeMin: (min: string): Localized => ({
    en: `Recharge amount must be at least ${min}`,
    hi: `रिचार्ज राशि कम से कम ${min} होनी चाहिए`,
  }),
  withdrawMin: (min: string): Localized => ({
    en: `Withdrawal amount must be at least ${min}`,
    hi: `निकासी राशि कम से कम ${min} होनी चाहिए`,
  }),
  payPasswordNotSet: aboutField(
    'password',
    'is not set: set a payment password first',
    'सेट नहीं है: पहले भुगतान पासवर्ड सेट करें',
  ),
  payPasswordIncorrect: aboutField('password', 'is incorrect', 'गलत है'),
  kycRequired: {
    en: 'Identity verification must pass before withdrawing from the real account',
    hi: 'वास्तविक खाते से निकासी से पहले पहचान सत्यापन पास होना चाहिए',
  },
  accountUnknown: aboutField('accountId', 'does not match your accounts', 'आपके खातों से मेल नहीं खाता'),
  aadhaarInvalid: aboutField('creditNumber', 'is not a valid Aadhaar number', 'मान्य आधार संख्या नहीं है'),
  aadhaarTaken: aboutField(
    'creditNumber',
    'is already used by another account',
    'पहले से किसी अन्य खाते द्वारा उपयोग की जा रही है',
  ),
  frontNotOurs: aboutField('creditFront', 'must be an image you uploaded', 'आपके द्वारा अपलोड किया गया चित्र होना चाहिए'),
  backNotOurs: aboutField('creditBack', 'must be an image you uploaded', 'आपके द्वारा अपलोड किया गया चित्र होना चाहिए'),
  documentsNotOurs: aboutField('documents', 'must be images you uploaded', 'आपके द्वारा अपलोड किए गए चित्र होने चाहिए'),
  /** FL3: a part of an identity submission that only a rejected one may leave out. */
  partRequired: (field: 'creditNumber' | 'creditFront' | 'creditBack') => aboutField(field, 'is required', 'आवश्यक है'),
  kycPassed: { en: 'Your identity is already verified', hi: 'आपकी पहचान पहले ही सत्यापित हो चुकी है' },
  kycPending: { en: 'Your identity verification is under review', hi: 'आपका पहचान सत्यापन समीक्षा में है' },
  institutionPending: { en: 'Your application is under review', hi: 'आपका आवेदन समीक्षा में है' },
  institutionDone: { en: 'Your account is already institutional', hi: 'आपका खाता पहले से संस्थागत है' },
  alreadyDecided: aboutField('id', 'was already decided', 'पर पहले ही निर्णय हो चुका है'),
  revealNotBank: aboutField(
    'id',
    'is not a bank withdrawal: a wallet address is shown in full already',
    'बैंक निकासी नहीं है: वॉलेट पता पहले से पूरा दिखता है',
  ),
  revealNotApproved: aboutField(
    'id',
    'must be approved for payout (PASS) before its account number is revealed',
    'खाता संख्या दिखाने से पहले भुगतान के लिए स्वीकृत (PASS) होनी चाहिए',
  ),
  wrongState: aboutField('id', 'is not in a state that allows this', 'ऐसी स्थिति में नहीं है जो इसकी अनुमति दे'),
  ownCorrection: {
    en: 'A correction must be approved by a different staff member than its proposer',
    hi: 'सुधार को प्रस्तावक के अलावा किसी अन्य स्टाफ़ सदस्य द्वारा स्वीकृत किया जाना चाहिए',
  },
  correctionOverdraw: {
    en: 'The debit is larger than the available balance',
    hi: 'डेबिट उपलब्ध शेष राशि से अधिक है',
  },
  userUnknown: aboutField('userId', 'does not match any customer', 'किसी ग्राहक से मेल नहीं खाती'),
  nameTaken: aboutField('name', 'is already used', 'पहले से उपयोग में है'),
  codeTaken: aboutField('code', 'is already used', 'पहले से उपयोग में है'),
  passwordMissing: aboutField('password', 'is required when a password is needed', 'पासवर्ड आवश्यक होने पर आवश्यक है'),
} as const;
