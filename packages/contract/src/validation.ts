import type { z } from 'zod';
import type { Locale } from './codes';

/**
 * Turns schema issues into one human sentence naming the field, in the request's locale
 * (CONTRACT.md: "for bad input names the field"). The field label comes from `fieldLabels`;
 * an unknown field falls back to its own name so the message always names it.
 */
export const fieldLabels: Record<string, Record<Locale, string>> = {
  username: { en: 'Account', hi: 'खाता' },
  password: { en: 'Password', hi: 'पासवर्ड' },
  invitation: { en: 'Invitation code', hi: 'आमंत्रण कोड' },
  code: { en: 'Verification code', hi: 'सत्यापन कोड' },
  phone: { en: 'Phone number', hi: 'फ़ोन नंबर' },
  smsType: { en: 'SMS type', hi: 'एसएमएस प्रकार' },
  oldPassword: { en: 'Old password', hi: 'पुराना पासवर्ड' },
  newPassword: { en: 'New password', hi: 'नया पासवर्ड' },
  nickname: { en: 'Nickname', hi: 'उपनाम' },
  avatar: { en: 'Avatar', hi: 'अवतार' },
  realName: { en: 'Real name', hi: 'वास्तविक नाम' },
  creditNumber: { en: 'Aadhaar number', hi: 'आधार संख्या' },
  creditFront: { en: 'Aadhaar front image', hi: 'आधार का सामने का चित्र' },
  creditBack: { en: 'Aadhaar back image', hi: 'आधार का पीछे का चित्र' },
  bankName: { en: 'Bank name', hi: 'बैंक का नाम' },
  address: { en: 'Address', hi: 'पता' },
  ifsc: { en: 'IFSC code', hi: 'IFSC कोड' },
  payee: { en: 'Account holder name', hi: 'खाताधारक का नाम' },
  accountNumber: { en: 'Account number', hi: 'खाता संख्या' },
  amount: { en: 'Amount', hi: 'राशि' },
  remark: { en: 'Remark', hi: 'टिप्पणी' },
  evidence: { en: 'Transfer evidence', hi: 'भुगतान का प्रमाण' },
  price: { en: 'Price', hi: 'मूल्य' },
  hands: { en: 'Lot size', hi: 'लॉट आकार' },
  quantity: { en: 'Quantity', hi: 'मात्रा' },
  institutionalCode: { en: 'Institutional code', hi: 'संस्थागत कोड' },
  institutionName: { en: 'Institution name', hi: 'संस्था का नाम' },
  registrationNumber: { en: 'Registration number', hi: 'पंजीकरण संख्या' },
  contactName: { en: 'Contact name', hi: 'संपर्क व्यक्ति का नाम' },
  contactPhone: { en: 'Contact phone', hi: 'संपर्क फ़ोन' },
  documents: { en: 'Documents', hi: 'दस्तावेज़' },
  page: { en: 'Page', hi: 'पृष्ठ' },
  size: { en: 'Page size', hi: 'पृष्ठ आकार' },
  key: { en: 'Key', hi: 'कुंजी' },
  file: { en: 'File', hi: 'फ़ाइल' },
  content: { en: 'Content', hi: 'विषय-वस्तु' },
  contact: { en: 'Contact', hi: 'संपर्क' },
  reason: { en: 'Reason', hi: 'कारण' },
  role: { en: 'Role', hi: 'भूमिका' },
  displayName: { en: 'Display name', hi: 'प्रदर्शित नाम' },
  accountType: { en: 'Account type', hi: 'खाते का प्रकार' },
  status: { en: 'Status', hi: 'स्थिति' },
  type: { en: 'Type', hi: 'प्रकार' },
  id: { en: 'ID', hi: 'आईडी' },
};

const requiredText: Record<Locale, string> = { en: 'is required', hi: 'आवश्यक है' };
const invalidText: Record<Locale, string> = { en: 'is not valid', hi: 'मान्य नहीं है' };

/** Issue messages written in English in the schemas, with their Hindi. */
export const reasonTranslations: Record<string, string> = {
  'is required': 'आवश्यक है',
  'must be a whole number': 'पूर्ण संख्या होनी चाहिए',
  'must be a decimal number': 'दशमलव संख्या होनी चाहिए',
  'must be a JSON list': 'JSON सूची होनी चाहिए',
  'must be an Indian mobile number or an e-mail address': 'भारतीय मोबाइल नंबर या ई-मेल पता होना चाहिए',
  'must be an Indian mobile number': 'भारतीय मोबाइल नंबर होना चाहिए',
  'must be 6-20 characters': '6-20 अक्षरों का होना चाहिए',
  'must be 6 digits': '6 अंकों का होना चाहिए',
  'must be the 6-digit code': '6 अंकों का कोड होना चाहिए',
  'must be a 12-digit Aadhaar number': '12 अंकों की आधार संख्या होनी चाहिए',
  'must be at most 32 characters': 'अधिकतम 32 अक्षरों का होना चाहिए',
  'must be at least 10 characters': 'कम से कम 10 अक्षरों का होना चाहिए',
  'needs at least one document': 'कम से कम एक दस्तावेज़ आवश्यक है',
  'must not be 0': '0 नहीं होना चाहिए',
};

export function fieldLabel(field: string, locale: Locale): string {
  return fieldLabels[field]?.[locale] ?? field;
}

function reasonOf(issue: z.core.$ZodIssue, locale: Locale): string {
  const missing =
    (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
  if (missing) return requiredText[locale];
  const custom = issue.message;
  if (custom && !custom.startsWith('Invalid') && !custom.startsWith('Too ') && !custom.startsWith('Expected')) {
    return locale === 'en' ? custom : (reasonTranslations[custom] ?? invalidText.hi);
  }
  return invalidText[locale];
}

/** The first issue as "<Field label> <reason>", e.g. "Password must be 6-20 characters". */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): { field: string; message: string } {
  const first = issues[0];
  if (!first) return { field: '', message: invalidText[locale] };
  const field = String(first.path[0] ?? '');
  const label = field ? fieldLabel(field, locale) : '';
  return { field, message: `${label} ${reasonOf(first, locale)}`.trim() };
}
