import type { Localized } from '../../lib/result';

/** Sentences of staff sign-in security (S9–S11) besides the ones shared with customers' two-factor. */
export const staffSecurityMessages = {
  resetSelf: {
    en: 'You cannot reset your own authenticator; ask another admin',
    hi: 'आप अपना स्वयं का ऑथेंटिकेटर रीसेट नहीं कर सकते; किसी अन्य एडमिन से कहें',
  },
  passwordResetSelf: {
    en: 'You cannot reset your own password; change it from your name in the console',
    hi: 'आप अपना स्वयं का पासवर्ड रीसेट नहीं कर सकते; कंसोल में अपने नाम से इसे बदलें',
  },
  codeLocked: (minutes: number): Localized => ({
    en: `Too many wrong one-time codes (otp). For your safety sign-in is locked; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    hi: `बहुत अधिक गलत एक बार के कोड (otp)। आपकी सुरक्षा के लिए साइन-इन लॉक है; ${minutes} मिनट बाद फिर से प्रयास करें`,
  }),
} as const;
