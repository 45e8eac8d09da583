/** Hindi texts of Settings → Statements (merged into hi.ts). */
export const statementsHi = {
  statements: {
    title: 'विवरण',
    link: 'विवरण (लाभ-हानि, लेजर)',
    period: 'अवधि',
    financialYear: 'वित्तीय वर्ष {{year}}',
    custom: 'तारीखें चुनें',
    from: 'से',
    to: 'तक',
    language: 'फ़ाइल की भाषा',
    pdf: 'PDF डाउनलोड करें',
    csv: 'CSV डाउनलोड करें',
    downloaded: 'विवरण डाउनलोड हो गया',
    note: 'साधन और बाज़ार के अनुसार लाभ-हानि, शुल्क, जमा और निकासी, और चालू शेष के साथ हर लेजर रिकॉर्ड। आँकड़े उसी अवधि के एनालिटिक्स के बराबर हैं; हर फ़ाइल में एक SHA-256 है जिसे प्लेटफ़ॉर्म सत्यापित कर सकता है। अवधि अधिकतम 400 दिनों की होती है।',
  },
} as const;
