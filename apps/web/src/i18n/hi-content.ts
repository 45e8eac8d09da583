import type { MessagesOf } from './en';
import type { contentEn } from './en-content';

/** समाचार, सूचनाएँ, प्रतिक्रिया और ग्राहक सेवा के हिंदी पाठ (issue 14)। */
export const contentHi: MessagesOf<typeof contentEn> = {
  news: {
    title: 'समाचार',
    empty: 'अभी कोई समाचार नहीं है',
    detailTitle: 'समाचार',
    related: 'संबंधित उत्पाद',
    notFound: 'यह लेख अब उपलब्ध नहीं है',
    noticesEntry: 'सूचनाएँ',
    unreadCount: '{{count}} अपठित',
    simulatedHint: 'इस प्लेटफ़ॉर्म की बाज़ार ख़बरें इसके सिम्युलेटेड भावों के बारे में हैं।',
  },
  time: {
    justNow: 'अभी-अभी',
    minutesAgo: '{{count}} मिनट पहले',
    hoursAgo: '{{count}} घंटे पहले',
    daysAgo: '{{count}} दिन पहले',
  },
  noticeRead: {
    unreadBadge: 'नई',
    markAll: 'सभी को पढ़ा हुआ मानें',
    tapToRead: 'पढ़ने के लिए टैप करें',
    markedAll: 'सभी सूचनाएँ पढ़ी हुई मान ली गईं',
  },
  feedbackMore: {
    images: 'स्क्रीनशॉट (अधिकतम {{count}})',
    addImage: 'स्क्रीनशॉट जोड़ें',
    removeImage: 'स्क्रीनशॉट हटाएँ',
    emailHint: 'आप हमें {{email}} पर भी लिख सकते हैं',
    history: 'आपकी प्रतिक्रियाएँ',
    historyEmpty: 'आपने अभी तक कोई प्रतिक्रिया नहीं भेजी है',
    answer: 'हमारा उत्तर',
    answeredToast: 'सहायता टीम ने आपकी प्रतिक्रिया का उत्तर दिया',
    status: {
      new: 'प्राप्त',
      in_progress: 'कार्रवाई जारी',
      answered: 'उत्तर दिया गया',
      closed: 'बंद',
    },
  },
  support: {
    threadTitle: 'सहायता टीम से चैट करें',
    threadHint: 'हमारी टीम यहीं जवाब देती है, भारतीय कार्य-समय में आमतौर पर कुछ ही मिनटों में।',
    empty: 'नमस्ते कहें — बताइए हम आपकी क्या मदद कर सकते हैं।',
    placeholder: 'संदेश लिखें',
    send: 'भेजें',
    you: 'आप',
    staff: 'सहायता टीम',
    staffNamed: '{{name}} · सहायता टीम',
    unread: '{{count}} नए',
    olderMessages: 'पहले के संदेश दिखाएँ',
    otherChannels: 'हमसे संपर्क के अन्य माध्यम',
    loginPrompt: 'सहायता टीम से चैट करने के लिए लॉग इन करें',
    attach: 'चित्र जोड़ें',
    image: 'चित्र',
  },
};
