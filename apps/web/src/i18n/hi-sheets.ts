import type { MessagesOf } from './en';
import type { sheetsEn } from './en-sheets';

/** ऑर्डर और बंद करने की शीट की सूचनाएँ और फ़ॉर्म जाँच के संदेश (hi.ts में जुड़ते हैं)। */
export const sheetsHi: MessagesOf<typeof sheetsEn> = {
  sheet: {
    marketClosed: 'यह बाज़ार अभी बंद है: खुलने तक ऑर्डर नहीं लिए जाएँगे।',
    marketClosedAmo: 'बाज़ार बंद है · आपका लिमिट ऑर्डर {{at}} (भारतीय समय) पर बाज़ार खुलने के लिए कतार में रहेगा',
    marketClosedHours: 'यह बाज़ार अभी बंद है: खुलने तक ऑर्डर नहीं लिए जाएँगे (कारोबार का समय {{hours}}, एक्सचेंज का समय)।',
    halted: 'इस उत्पाद में ट्रेडिंग रोक दी गई है: {{reason}}',
    haltedMarket: 'इस बाज़ार में ट्रेडिंग रोक दी गई है: {{reason}}',
    haltedNote: 'ट्रेडिंग फिर शुरू होने तक नए ऑर्डर नहीं लिए जाएँगे। आप अपनी पोज़ीशन अब भी बंद कर सकते हैं।',
    closePrice: 'बंद होने का भाव',
    estimatedPnl: 'अनुमानित लाभ/हानि',
    beforeFee: 'बंद करने के शुल्क से पहले',
    keepPosition: 'पोज़ीशन रखें',
    cancelOrder: 'ऑर्डर रद्द करें',
    keepOrder: 'ऑर्डर रखें',
    keepOrders: 'ऑर्डर रखें',
  },
  validation: {
    lots: {
      empty: 'लॉट की संख्या दर्ज करें',
      notWhole: 'लॉट पूरी संख्या में होने चाहिए',
      belowMin: 'कम से कम {{min}} लॉट',
      aboveMax: 'अधिकतम {{max}} लॉट',
    },
    amount: {
      empty: 'राशि दर्ज करें',
      format: 'अधिकतम दो दशमलव अंकों वाली राशि दर्ज करें',
      zero: 'राशि शून्य से अधिक होनी चाहिए',
      belowMin: 'न्यूनतम राशि {{amount}} है',
      aboveAvailable: 'उपलब्ध राशि से अधिक: {{amount}} उपलब्ध है',
    },
    documentsRequired: 'कम से कम एक दस्तावेज़ जोड़ें',
  },
};
