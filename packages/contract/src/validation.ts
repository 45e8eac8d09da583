import { z } from 'zod';
import type { Locale } from './codes';

/** A field's name for people, in both languages. */
export interface FieldLabel {
  readonly en: string;
  readonly hi: string;
}

/**
 * Turns schema issues into one human sentence naming the field, in the request's locale
 * (CONTRACT.md: "for bad input names the field"). The field label comes from the field's schema
 * when it is in `schemaLabels`, else from `fieldLabels` by the field's name; an unknown field falls
 * back to its own name so the message always names it.
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
  confirmPassword: { en: 'Confirm new password', hi: 'नया पासवर्ड दोबारा' },
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
  gateway: { en: 'Gateway', hi: 'गेटवे' },
  reasonHi: { en: 'Reason in Hindi', hi: 'हिंदी में कारण' },
  role: { en: 'Role', hi: 'भूमिका' },
  displayName: { en: 'Display name', hi: 'प्रदर्शित नाम' },
  accountType: { en: 'Account type', hi: 'खाते का प्रकार' },
  month: { en: 'Month', hi: 'महीना' },
  status: { en: 'Status', hi: 'स्थिति' },
  type: { en: 'Type', hi: 'प्रकार' },
  kind: { en: 'Kind of limit', hi: 'सीमा का प्रकार' },
  id: { en: 'ID', hi: 'आईडी' },
  userId: { en: 'User ID', hi: 'उपयोगकर्ता आईडी' },
  locale: { en: 'Language', hi: 'भाषा' },
  images: { en: 'Images', hi: 'चित्र' },
  channelId: { en: 'Channel', hi: 'चैनल' },
  currencyId: { en: 'Currency', hi: 'मुद्रा' },
  ids: { en: 'Selected items', hi: 'चुने गए आइटम' },
  keys: { en: 'Selected items', hi: 'चुने गए आइटम' },
  accountId: { en: 'Withdrawal account', hi: 'निकासी खाता' },
  productId: { en: 'Product', hi: 'उत्पाद' },
  market: { en: 'Market', hi: 'बाज़ार' },
  period: { en: 'Chart period', hi: 'चार्ट अवधि' },
  from: { en: 'Start time', hi: 'आरंभ समय' },
  to: { en: 'End time', hi: 'समाप्ति समय' },
  financialYear: { en: 'Financial year', hi: 'वित्तीय वर्ष' },
  sha256: { en: 'Statement hash', hi: 'विवरण हैश' },
  format: { en: 'File format', hi: 'फ़ाइल प्रारूप' },
  condition: { en: 'Alert condition', hi: 'अलर्ट की शर्त' },
  value: { en: 'Alert level', hi: 'अलर्ट स्तर' },
  newValue: { en: 'New value', hi: 'नया मान' },
  repeat: { en: 'Repeat', hi: 'दोहराव' },
  url: { en: 'Web address', hi: 'वेब पता' },
  name: { en: 'Name', hi: 'नाम' },
  orderId: { en: 'Order', hi: 'ऑर्डर' },
  alertId: { en: 'Alert', hi: 'अलर्ट' },
  afterId: { en: 'Page start', hi: 'पृष्ठ की शुरुआत' },
  direction: { en: 'Direction', hi: 'दिशा' },
  priceType: { en: 'Price type', hi: 'मूल्य प्रकार' },
  lever: { en: 'Leverage', hi: 'लीवरेज' },
  stopLoss: { en: 'Stop loss', hi: 'स्टॉप लॉस' },
  takeProfit: { en: 'Take profit', hi: 'टेक प्रॉफ़िट' },
  trailingDistance: { en: 'Trailing distance', hi: 'ट्रेलिंग दूरी' },
  validity: { en: 'Validity', hi: 'वैधता' },
  validUntil: { en: 'Valid until', hi: 'इस समय तक वैध' },
  insurance: { en: 'Insurance', hi: 'बीमा' },
  requestId: { en: 'Request ID', hi: 'अनुरोध आईडी' },
  source: { en: 'Order source', hi: 'ऑर्डर का स्रोत' },
  sourceId: { en: 'Group purchase', hi: 'समूह खरीद' },
  productNewId: { en: 'New share offering', hi: 'नया शेयर निर्गम' },
  productNewType: { en: 'Offering type', hi: 'निर्गम का प्रकार' },
  underlyingCode: { en: 'Underlying product', hi: 'अंतर्निहित उत्पाद' },
  lotSize: { en: 'Lot size', hi: 'लॉट साइज़' },
  minLots: { en: 'Minimum lots', hi: 'न्यूनतम लॉट' },
  maxLots: { en: 'Maximum lots', hi: 'अधिकतम लॉट' },
  fee: { en: 'Application fee', hi: 'आवेदन शुल्क' },
  totalShare: { en: 'Total shares', hi: 'कुल शेयर' },
  simulatedApplicants: { en: 'Simulated applicants', hi: 'सिम्युलेटेड आवेदक' },
  simulatedMaxLots: { en: 'Simulated maximum lots', hi: 'सिम्युलेटेड अधिकतम लॉट' },
  subscribeStart: { en: 'Subscription start', hi: 'सब्सक्रिप्शन शुरू' },
  subscribeEnd: { en: 'Subscription end', hi: 'सब्सक्रिप्शन समाप्त' },
  allotDate: { en: 'Allotment date', hi: 'आवंटन तिथि' },
  listingDate: { en: 'Listing date', hi: 'लिस्टिंग तिथि' },
  securitiesCompany: { en: 'Securities company', hi: 'प्रतिभूति कंपनी' },
  sectors: { en: 'Sectors', hi: 'सेक्टर' },
  staffId: { en: 'Staff member', hi: 'स्टाफ़ सदस्य' },
  action: { en: 'Action', hi: 'कार्रवाई' },
  active: { en: 'Active', hi: 'सक्रिय' },
  q: { en: 'Search', hi: 'खोज' },
  topic: { en: 'Topic', hi: 'विषय' },
  cmd: { en: 'Command', hi: 'आदेश' },
  token: { en: 'Token', hi: 'टोकन' },
  listId: { en: 'Watchlist', hi: 'वॉचलिस्ट' },
  productIds: { en: 'Products', hi: 'उत्पाद' },
  exchange: { en: 'Exchange', hi: 'एक्सचेंज' },
  date: { en: 'Date', hi: 'तारीख़' },
  year: { en: 'Year', hi: 'वर्ष' },
  currency: { en: 'Currency', hi: 'मुद्रा' },
  startPrice: { en: 'Start price', hi: 'प्रारंभिक मूल्य' },
  nameHi: { en: 'Hindi name', hi: 'हिन्दी नाम' },
  quote: { en: 'Exchange rate', hi: 'विनिमय दर' },
  decimals: { en: 'Decimal places', hi: 'दशमलव स्थान' },
  handCount: { en: 'Units per lot', hi: 'प्रति लॉट इकाइयाँ' },
  spreadTicks: { en: 'Spread (ticks)', hi: 'स्प्रेड (टिक)' },
  volatilityAnnual: { en: 'Annual volatility', hi: 'वार्षिक अस्थिरता' },
  sector: { en: 'Sector', hi: 'क्षेत्र' },
  // AI stock-picking products (issue 13).
  params: { en: 'Strategy parameters', hi: 'रणनीति के पैरामीटर' },
  strategy: { en: 'Strategy', hi: 'रणनीति' },
  unit: { en: 'Amount unit', hi: 'राशि की इकाई' },
  periodDays: { en: 'Period in days', hi: 'अवधि (दिन)' },
  description: { en: 'Description', hi: 'विवरण' },
  descriptionHi: { en: 'Description in Hindi', hi: 'हिंदी में विवरण' },
  enabled: { en: 'On offer', hi: 'उपलब्ध' },
  sortOrder: { en: 'Sort order', hi: 'क्रम' },
  suspended: { en: 'Suspended', hi: 'निलंबित' },
  reference: { en: 'Payout reference', hi: 'भुगतान संदर्भ' },
  target: { en: 'Target', hi: 'लक्ष्य' },
  needPassword: { en: 'Needs a password', hi: 'पासवर्ड आवश्यक' },
  minAmount: { en: 'Minimum amount', hi: 'न्यूनतम राशि' },
  details: { en: 'Transfer details', hi: 'हस्तांतरण विवरण' },
  protocol: { en: 'Protocol', hi: 'प्रोटोकॉल' },
  qrCode: { en: 'QR code', hi: 'क्यूआर कोड' },
  rate: { en: 'Exchange rate', hi: 'विनिमय दर' },
  otp: { en: 'One-time code (otp)', hi: 'एक बार का कोड (otp)' },
  hours: { en: 'Duration (hours)', hi: 'अवधि (घंटे)' },
  version: { en: 'Disclosure version', hi: 'प्रकटीकरण संस्करण' },
  scope: { en: 'Market group', hi: 'बाज़ार समूह' },
  cap: { en: 'Leverage cap', hi: 'लीवरेज सीमा' },
  coverOnReach: { en: 'Cover all on reach', hi: 'सीमा पर सभी पोज़ीशन बंद करें' },
  // Group purchases (issue 13).
  blockQty: { en: 'Block size (lots)', hi: 'ब्लॉक आकार (लॉट)' },
  maxAmount: { en: 'Maximum amount', hi: 'अधिकतम राशि' },
  depositRate: { en: 'Deposit rate', hi: 'जमा दर' },
  allocateAt: { en: 'Allocation time', hi: 'आवंटन समय' },
  payDeadline: { en: 'Payment deadline', hi: 'भुगतान की अंतिम तिथि' },
  before: { en: 'Older than message', hi: 'इससे पुराने संदेश' },
  text: { en: 'Message', hi: 'संदेश' },
  threadId: { en: 'Thread (threadId)', hi: 'थ्रेड (threadId)' },
  titleEn: { en: 'Title in English', hi: 'अंग्रेज़ी में शीर्षक' },
  titleHi: { en: 'Title in Hindi', hi: 'हिंदी में शीर्षक' },
  summaryEn: { en: 'Summary in English', hi: 'अंग्रेज़ी में सारांश' },
  summaryHi: { en: 'Summary in Hindi', hi: 'हिंदी में सारांश' },
  contentEn: { en: 'Content in English', hi: 'अंग्रेज़ी में सामग्री' },
  contentHi: { en: 'Content in Hindi', hi: 'हिंदी में सामग्री' },
  cover: { en: 'Cover (cover)', hi: 'कवर (cover)' },
  related: { en: 'Related products', hi: 'संबंधित उत्पाद' },
  published: { en: 'Published', hi: 'प्रकाशित' },
  assigneeId: { en: 'Assignee', hi: 'ज़िम्मेदार व्यक्ति' },
  answer: { en: 'Answer (answer)', hi: 'उत्तर (answer)' },
  // Recurring investments, SIP (issue 48).
  aiProductId: { en: 'AI product', hi: 'एआई उत्पाद' },
  frequency: { en: 'Frequency', hi: 'आवृत्ति' },
  day: { en: 'Day of the plan', hi: 'योजना का दिन' },
  startDate: { en: 'Start date', hi: 'आरंभ तिथि' },
  endDate: { en: 'End date', hi: 'समाप्ति तिथि' },
  // Chart drawings (issue 49).
  points: { en: 'Drawing points', hi: 'ड्रॉइंग के बिंदु' },
  count: { en: 'Number of instalments', hi: 'किस्तों की संख्या' },
  // Fill receipts (issue 50): a quote's place in the simulated feed.
  seq: { en: 'Sequence number', hi: 'क्रम संख्या' },
};

const requiredText: Record<Locale, string> = { en: 'is required', hi: 'आवश्यक है' };
const invalidText: Record<Locale, string> = { en: 'is not valid', hi: 'मान्य नहीं है' };

/** Issue messages written in English in the schemas, with their Hindi. */
export const reasonTranslations: Record<string, string> = {
  'is required': 'आवश्यक है',
  'must be a whole number': 'पूर्ण संख्या होनी चाहिए',
  'must be a decimal number': 'दशमलव संख्या होनी चाहिए',
  'must be a JSON list': 'JSON सूची होनी चाहिए',
  'must be a JSON object': 'JSON ऑब्जेक्ट होना चाहिए',
  'must be an Indian mobile number or an e-mail address': 'भारतीय मोबाइल नंबर या ई-मेल पता होना चाहिए',
  'must be an Indian mobile number': 'भारतीय मोबाइल नंबर होना चाहिए',
  'must be 6-20 characters': '6-20 अक्षरों का होना चाहिए',
  'must be 6 digits': '6 अंकों का होना चाहिए',
  'must be the 6-digit code': '6 अंकों का कोड होना चाहिए',
  'must match the new password': 'नए पासवर्ड से मेल खाना चाहिए',
  'must be a month like {n}-{n}': '{n}-{n} जैसा महीना होना चाहिए',
  'must be the 6-digit code or a recovery code': '6 अंकों का कोड या रिकवरी कोड होना चाहिए',
  'must be a 12-digit Aadhaar number': '12 अंकों की आधार संख्या होनी चाहिए',
  'must be at most 32 characters': 'अधिकतम 32 अक्षरों का होना चाहिए',
  'must be at least 10 characters': 'कम से कम 10 अक्षरों का होना चाहिए',
  'must look like user:12': 'user:12 जैसा होना चाहिए',
  'needs at least one document': 'कम से कम एक दस्तावेज़ आवश्यक है',
  'must not be 0': '0 नहीं होना चाहिए',
  'must be at most {n} characters': 'अधिकतम {n} अक्षरों का होना चाहिए',
  'must be at least {n} characters': 'कम से कम {n} अक्षरों का होना चाहिए',
  'must be {n}-{n} characters': '{n}-{n} अक्षरों का होना चाहिए',
  'must be {n} digits': '{n} अंकों का होना चाहिए',
  'must be {n}-{n} digits': '{n}-{n} अंकों का होना चाहिए',
  'must be a positive amount with at most {n} decimals': 'दशमलव के बाद अधिकतम {n} अंकों वाली धनात्मक राशि होनी चाहिए',
  'must be a positive number': 'धनात्मक संख्या होनी चाहिए',
  'must be greater than 0': '0 से अधिक होना चाहिए',
  'must be at least {n}': 'कम से कम {n} होना चाहिए',
  'is too large': 'बहुत बड़ा है',
  'is required for a limit order': 'लिमिट ऑर्डर के लिए आवश्यक है',
  'cannot be combined with stopLoss: a trailing stop is the stop loss':
    'स्टॉप लॉस के साथ नहीं दिया जा सकता: ट्रेलिंग स्टॉप ही स्टॉप लॉस है',
  'applies to limit orders only': 'केवल लिमिट ऑर्डर पर लागू होता है',
  'is required with validity until, and only with it': 'वैधता "until" के साथ आवश्यक है, और केवल उसी के साथ',
  'must be an IFSC code like SBIN0001234': 'SBIN0001234 जैसा IFSC कोड होना चाहिए',
  'must be a wallet address': 'वॉलेट पता होना चाहिए',
  'must be a web address': 'वेब पता होना चाहिए',
  'must not be before the start': 'आरंभ समय से पहले नहीं होना चाहिए',
  'needs at least one item': 'कम से कम एक आइटम आवश्यक है',
  'must have at most {n} items': 'अधिकतम {n} आइटम हो सकते हैं',
  'must not repeat an item': 'किसी आइटम को दोहराया नहीं जाना चाहिए',
  'must not be before the start time': 'आरंभ समय से पहले नहीं होना चाहिए',
  'must be within {n} days of the start time': 'आरंभ समय से {n} दिनों के भीतर होना चाहिए',
  'must be a SHA-{n} of {n} hex digits': 'SHA-{n} ({n} हेक्स अंक) होना चाहिए',
  'must be above, below, changeRateAbove or changeRateBelow':
    'above, below, changeRateAbove या changeRateBelow में से एक होना चाहिए',
  'must be {n}-{n} letters, digits, dash or underscore': '{n}-{n} अक्षरों, अंकों, डैश या अंडरस्कोर का होना चाहिए',
  'must be {n}-{n} lowercase letters, digits, dot, dash or underscore':
    '{n}-{n} छोटे अक्षरों, अंकों, बिंदु, डैश या अंडरस्कोर का होना चाहिए',
  'must be a known topic': 'मान्य विषय होना चाहिए',
  'must be a kline topic': 'के-लाइन विषय होना चाहिए',
  'must be hline, trend or range': 'hline, trend या range में से एक होना चाहिए',
  'must name {n} or {n} points': '{n} या {n} बिंदु बताने चाहिए',
  'must name at least one topic': 'कम से कम एक विषय बताना ज़रूरी है',
  'must name at most {n} topics': 'अधिकतम {n} विषय बताए जा सकते हैं',
  'needs either topic or topics, not both': 'topic या topics में से एक चाहिए, दोनों नहीं',
  'needs either code or market, not both': 'code या market में से एक चाहिए, दोनों नहीं',
  'must be 1-32 capital letters, digits, dot, dash or underscore':
    '1-32 बड़े अंग्रेज़ी अक्षर, अंक, बिंदु, डैश या अंडरस्कोर होने चाहिए',
  'must be a currency code like INR': 'INR जैसा मुद्रा कोड होना चाहिए',
  'must be a date like 2026-12-25': '2026-12-25 जैसी तारीख़ होनी चाहिए',
  'needs either code or aiProductId, not both': 'code या aiProductId में से एक चाहिए, दोनों नहीं',
  'needs either amount or hands, not both': 'amount या hands में से एक चाहिए, दोनों नहीं',
  'an AI product is bought by amount': 'एआई उत्पाद राशि से ख़रीदा जाता है',
  'is required for a weekly or monthly plan': 'साप्ताहिक या मासिक योजना के लिए आवश्यक है',
  'must be a weekday from {n} (Monday) to {n} (Sunday)': '{n} (सोमवार) से {n} (रविवार) तक का सप्ताह-दिन होना चाहिए',
  'must be {n} capital letters like SBIN': 'SBIN जैसे {n} बड़े अंग्रेज़ी अक्षर होने चाहिए',
  'must not contain control characters': 'में नियंत्रण वर्ण नहीं होने चाहिए',
  'must be valid text': 'मान्य पाठ होना चाहिए',
  'is not valid': 'मान्य नहीं है',
  'is not a field of this call': 'इस अनुरोध का फ़ील्ड नहीं है',
  'is nested too deeply': 'में बहुत अधिक स्तर हैं',
  'must be at most {n}': 'अधिकतम {n} होना चाहिए',
  'must be at most {n} digits before the decimal point': 'दशमलव से पहले अधिकतम {n} अंक होने चाहिए',
  'must be a product code': 'उत्पाद कोड होना चाहिए',
  'is too far in the future': 'भविष्य में बहुत आगे है',
  'must be a rate above {n} and at most {n} with at most {n} decimals':
    '{n} से अधिक और अधिकतम {n} की दर होनी चाहिए, अधिकतम {n} दशमलव के साथ',
  'must be product codes': 'उत्पाद कोड होने चाहिए',
  'must be an /uploads/ or /news-covers/ image or an https address':
    '/uploads/ या /news-covers/ का चित्र या https पता होना चाहिए',
  'needs both a title and content in English, or neither': 'अंग्रेज़ी में शीर्षक और सामग्री दोनों चाहिए, या कोई नहीं',
  'needs both a title and content in Hindi, or neither': 'हिंदी में शीर्षक और सामग्री दोनों चाहिए, या कोई नहीं',
  'is required in at least one language': 'कम से कम एक भाषा में आवश्यक है',
  'needs a status, an assignee or an answer': 'स्थिति, ज़िम्मेदार व्यक्ति या उत्तर में से कुछ आवश्यक है',
  // The order rules' details (core trading), after their field: apps/server orders `ruleMessage`.
  'must be positive': 'शून्य से अधिक होना चाहिए',
  'must be within {n}% of the current price': 'मौजूदा भाव के {n}% के भीतर होना चाहिए',
  'is not on the tick': 'उत्पाद के टिक आकार के अनुरूप नहीं है',
  'must be below the entry price': 'एंट्री भाव से नीचे होना चाहिए',
  'must be above the entry price': 'एंट्री भाव से ऊपर होना चाहिए',
  'must be below the current price': 'मौजूदा भाव से नीचे होना चाहिए',
  'must be above the current price': 'मौजूदा भाव से ऊपर होना चाहिए',
  'would trigger at once': 'तुरंत ट्रिगर हो जाएगा',
  'must be smaller than the price': 'भाव से कम होनी चाहिए',
  'is required with validity until': 'वैधता "इस समय तक" चुनने पर आवश्यक है',
  'must be in the future': 'भविष्य का समय होना चाहिए',
  'must be at most {n} days ahead': 'अधिकतम {n} दिन आगे तक का होना चाहिए',
  'must be in {n}..{n}': '{n} से {n} के बीच होना चाहिए',
  'must be a whole number in {n}..{n}': '{n} से {n} के बीच की पूर्ण संख्या होनी चाहिए',
  'is required for this kind of limit': 'इस प्रकार की सीमा के लिए आवश्यक है',
  'must be left out for this kind of limit': 'इस प्रकार की सीमा के लिए नहीं दिया जाना चाहिए',
  'must be a whole number of lots': 'लॉट की पूर्ण संख्या होनी चाहिए',
  'must be {n}, {n}, {n} or {n}': '{n}, {n}, {n} या {n} होना चाहिए',
};

/**
 * The Hindi of an English reason. A reason with numbers in it ("must be at most 64 characters") is
 * looked up with each number replaced by `{n}`, and the numbers are put back in the same order, so
 * one entry serves every limit.
 */
export function translateReason(reason: string): string | undefined {
  const exact = reasonTranslations[reason];
  if (exact !== undefined) return exact;
  const numbers = reason.match(/\d+/g) ?? [];
  const template = reasonTranslations[reason.replace(/\d+/g, '{n}')];
  if (template === undefined) return undefined;
  let next = 0;
  return template.replace(/\{n\}/g, () => numbers[next++] ?? '');
}

/**
 * Labels of field schemas whose name means different things in different calls: `code` is an SMS or
 * authenticator code in some, a product's, a bank's or a currency's code in others (SPEC E2). Such a
 * field's schema is `labelled(schema, PRODUCT_CODE_LABEL)`, so the messages of every call using it
 * name what the field holds; a schema derived from it (`.optional()`, a check) keeps the label.
 */
export const schemaLabels = z.registry<FieldLabel>();

export const PRODUCT_CODE_LABEL: FieldLabel = { en: 'Product code', hi: 'उत्पाद कोड' };
export const VERIFICATION_CODE_LABEL: FieldLabel = { en: 'Verification code', hi: 'सत्यापन कोड' };
export const BANK_CODE_LABEL: FieldLabel = { en: 'Bank code', hi: 'बैंक कोड' };
export const CURRENCY_CODE_LABEL: FieldLabel = { en: 'Currency code', hi: 'मुद्रा कोड' };

/** A copy of `schema` whose messages name its field `label`; `schema` itself keeps its own label. */
export function labelled<T extends z.ZodType>(schema: T, label: FieldLabel): T {
  const copy = schema.clone();
  schemaLabels.add(copy as z.ZodType, label);
  return copy;
}

export function fieldLabel(field: string, locale: Locale): string {
  return fieldLabels[field]?.[locale] ?? field;
}

/**
 * The label a payload schema gives its field: the first registered label found unwrapping the
 * field's schema (optional, default, nullable, pipe), or undefined when it registers none.
 */
export function schemaLabel(payload: z.core.$ZodType | undefined, field: string): FieldLabel | undefined {
  const shape = (payload as { shape?: Record<string, z.core.$ZodType> } | undefined)?.shape;
  let schema = shape && Object.hasOwn(shape, field) ? shape[field] : undefined;
  while (schema) {
    const label = schemaLabels.get(schema);
    if (label) return label;
    const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    schema = def.innerType ?? def.in;
  }
  return undefined;
}

/** The field's label in this payload: its schema's own, else the shared one of its name. */
function labelIn(payload: z.core.$ZodType | undefined, field: string, locale: Locale): string {
  return schemaLabel(payload, field)?.[locale] ?? fieldLabel(field, locale);
}

/** "<Field label> <reason>" for a problem found before the schema ran (payload-guard.ts). */
export function describeProblem(
  problem: { field: string; reason: string },
  locale: Locale,
  payload?: z.core.$ZodType,
): string {
  const reason = locale === 'en' ? problem.reason : (translateReason(problem.reason) ?? invalidText.hi);
  return `${labelIn(payload, problem.field, locale)} ${reason}`;
}

/** Whether an issue says the value was absent, including through every branch of a union (`int()`, `id()`). */
function saysMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return /received undefined/.test(issue.message);
  if (issue.code === 'too_small') return issue.origin === 'string' && issue.minimum === 1;
  if (issue.code === 'invalid_union') {
    return issue.errors.length > 0 && issue.errors.every((branch) => branch.length > 0 && branch.every(saysMissing));
  }
  return false;
}

function reasonOf(issue: z.core.$ZodIssue, locale: Locale, absent: boolean): string {
  if ((absent && issue.code !== 'custom') || saysMissing(issue)) return requiredText[locale];
  const custom = issue.message;
  if (custom && !custom.startsWith('Invalid') && !custom.startsWith('Too ') && !custom.startsWith('Expected')) {
    return locale === 'en' ? custom : (translateReason(custom) ?? invalidText.hi);
  }
  return invalidText[locale];
}

/**
 * The first issue as "<Field label> <reason>", e.g. "Password must be 6-20 characters". Pass the
 * parsed `input` too when you have it: a field that was absent or empty then reads "is required"
 * even where the schema alone cannot tell (an enum reports a missing value as a wrong option). Pass
 * the `payload` schema that found the issues, so a field it labels itself is named by that label.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  input?: unknown,
  payload?: z.core.$ZodType,
): { field: string; message: string } {
  const first = issues[0];
  if (!first) return { field: '', message: invalidText[locale] };
  const field = String(first.path[0] ?? '');
  const label = field ? labelIn(payload, field, locale) : '';
  const value = field && typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : 0;
  const absent = first.path.length === 1 && (value === undefined || value === '');
  return { field, message: `${label} ${reasonOf(first, locale, absent)}`.trim() };
}
