import { messages as common } from '../../lib/messages';
import type { Localized } from '../../lib/result';

/** Sentences of two-factor sign-in; each names the `otp` field, which is how the web app knows to ask for it. */
export const twoFactorMessages = {
  otpRequired: {
    en: 'One-time code (otp) is required: two-factor sign-in is on for this account',
    hi: 'एक बार का कोड (otp) आवश्यक है: इस खाते के लिए दो-चरणीय साइन-इन चालू है',
  },
  otpIncorrect: {
    en: 'One-time code (otp) is incorrect or was already used',
    hi: 'एक बार का कोड (otp) गलत है या पहले ही इस्तेमाल हो चुका है',
  },
  otpLocked: (minutes: number): Localized => ({
    en: `Too many wrong one-time codes (otp); try again in ${minutes} minutes`,
    hi: `बहुत अधिक गलत एक बार के कोड (otp); ${minutes} मिनट बाद पुनः प्रयास करें`,
  }),
  alreadyOn: { en: 'Two-factor sign-in is already on', hi: 'दो-चरणीय साइन-इन पहले से चालू है' },
  notSetUp: {
    en: 'Set up two-factor sign-in first, then enter the code',
    hi: 'पहले दो-चरणीय साइन-इन सेट करें, फिर कोड दर्ज करें',
  },
  notOn: { en: 'Two-factor sign-in is not on', hi: 'दो-चरणीय साइन-इन चालू नहीं है' },
  codeIncorrect: common.codeIncorrect,
} as const;
