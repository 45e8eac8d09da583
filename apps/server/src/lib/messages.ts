import { fieldLabel, type Locale } from '@demo/contract';
import type { Localized } from './result';

/**
 * Server sentences that are more precise than the code table's default, in English and Hindi.
 * Field-specific ones start with the contract's field label so the message names the field.
 */
function aboutField(field: string, en: string, hi: string): Localized {
  return { en: `${fieldLabel(field, 'en')} ${en}`, hi: `${fieldLabel(field, 'hi')} ${hi}` };
}

export const messages = {
  loginFailed: { en: 'Account or password incorrect', hi: 'खाता या पासवर्ड गलत है' },
  passwordLocked: (minutes: number): Localized => ({
    en: `Too many wrong passwords. For your safety this password is locked; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    hi: `बहुत बार गलत पासवर्ड दर्ज किया गया। आपकी सुरक्षा के लिए यह पासवर्ड लॉक कर दिया गया है; ${minutes} मिनट बाद फिर से प्रयास करें`,
  }),
  smsSent: { en: 'Code sent', hi: 'कोड भेज दिया गया है' },
  smsWait: (seconds: number): Localized => ({
    en: `Please wait ${seconds} seconds before requesting another code`,
    hi: `नया कोड माँगने से पहले कृपया ${seconds} सेकंड प्रतीक्षा करें`,
  }),
  codeIncorrect: aboutField('code', 'is incorrect', 'गलत है'),
  codeExpired: aboutField(
    'code',
    'has expired, please request a new one',
    'की समय-सीमा समाप्त हो गई है, कृपया नया कोड माँगें',
  ),
  codeTriesExceeded: aboutField(
    'code',
    'was entered wrongly too many times, please request a new one',
    'बहुत बार गलत दर्ज किया गया, कृपया नया कोड माँगें',
  ),
  invitationUnknown: aboutField('invitation', 'does not exist', 'मौजूद नहीं है'),
  invitationRequired: aboutField('invitation', 'is required', 'आवश्यक है'),
  oldPasswordIncorrect: aboutField('oldPassword', 'is incorrect', 'गलत है'),
  avatarNotOurs: aboutField(
    'avatar',
    'must be an image you uploaded, not an identity document or transfer evidence',
    'आपके द्वारा अपलोड किया गया चित्र होना चाहिए, पहचान दस्तावेज़ या भुगतान का प्रमाण नहीं',
  ),
  fileRequired: aboutField('file', 'is required', 'आवश्यक है'),
  fileTooLarge: aboutField('file', 'must be at most 5 MB', 'अधिकतम 5 MB की होनी चाहिए'),
  uploadQuotaReached: (countMax: number, sizeMaxBytes: number): Localized => {
    const size =
      sizeMaxBytes >= 1024 * 1024
        ? `${Math.floor(sizeMaxBytes / (1024 * 1024))} MB`
        : `${Math.ceil(sizeMaxBytes / 1024)} KB`;
    return aboutField(
      'file',
      `cannot be stored: your uploads have reached their limit of ${countMax} files or ${size} in all`,
      `संग्रहीत नहीं की जा सकती: आपके अपलोड अपनी सीमा (कुल ${countMax} फ़ाइलें या ${size}) तक पहुँच गए हैं`,
    );
  },
  fileNotImage: aboutField('file', 'must be a JPEG, PNG or WebP image', 'JPEG, PNG या WebP चित्र होनी चाहिए'),
  passwordChangeRequired: {
    en: 'Change the password printed at first start or set by an administrator before doing anything else in the console',
    hi: 'कंसोल में कुछ भी करने से पहले पहली बार शुरू होने पर छपा या किसी एडमिन द्वारा तय किया गया पासवर्ड बदलें',
  },
  newPasswordSameAsOld: aboutField(
    'newPassword',
    'must differ from the current password',
    'मौजूदा पासवर्ड से अलग होना चाहिए',
  ),
  totpEnrollmentRequired: {
    en: 'Enroll your authenticator app (two-factor sign-in) before doing anything else in the console',
    hi: 'कंसोल में कुछ भी करने से पहले अपना ऑथेंटिकेटर ऐप (दो-चरणीय साइन-इन) दर्ज करें',
  },
  forbidden: { en: 'Your role does not allow this action', hi: 'आपकी भूमिका इस कार्य की अनुमति नहीं देती' },
  staffSelf: { en: 'You cannot disable your own account', hi: 'आप अपना स्वयं का खाता निष्क्रिय नहीं कर सकते' },
  staffNotFound: aboutField('id', 'does not match any staff member', 'किसी स्टाफ़ सदस्य से मेल नहीं खाती'),
  userNotFound: aboutField('id', 'does not match any customer', 'किसी ग्राहक से मेल नहीं खाती'),
  unknownPath: { en: 'Unknown path', hi: 'अज्ञात पथ' },
  bodyMalformed: { en: 'Request body is malformed', hi: 'अनुरोध का डेटा गलत प्रारूप में है' },
  bodyTooLarge: { en: 'Request body is too large', hi: 'अनुरोध का डेटा बहुत बड़ा है' },
  contentTypeUnsupported: { en: 'Content type is not supported', hi: 'यह सामग्री प्रकार समर्थित नहीं है' },
  internalError: { en: 'Internal error, please try again', hi: 'आंतरिक त्रुटि, कृपया पुनः प्रयास करें' },
} as const satisfies Record<string, Localized | ((...args: never[]) => Localized)>;

export function parseLocale(header: unknown): Locale {
  return header === 'hi' ? 'hi' : 'en';
}
