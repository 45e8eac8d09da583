import type { Localized } from '../../lib/result';

/** Sentences of news, notices, feedback and support; each failure names its field (E2). */
export const contentMessages = {
  newsNotFound: { en: 'News (key) does not exist', hi: 'समाचार (key) मौजूद नहीं है' },
  noticeNotFound: { en: 'Notice (id) does not exist', hi: 'सूचना (id) मौजूद नहीं है' },
  noticeIdsUnknown: {
    en: 'Notice ids (ids) name a notice that is not published',
    hi: 'सूचना आईडी (ids) में ऐसी सूचना है जो प्रकाशित नहीं है',
  },
  imagesNotOurs: {
    en: 'Images (images) must be your own uploads',
    hi: 'चित्र (images) आपके अपने अपलोड होने चाहिए',
  },
  feedbackNotFound: { en: 'Feedback (id) does not exist', hi: 'फ़ीडबैक (id) मौजूद नहीं है' },
  feedbackClosed: {
    en: 'Feedback (status) is closed and cannot change',
    hi: 'फ़ीडबैक (status) बंद है और बदला नहीं जा सकता',
  },
  feedbackTransition: (from: string, to: string): Localized => ({
    en: `Feedback (status) cannot move from ${from} to ${to}`,
    hi: `फ़ीडबैक (status) ${from} से ${to} पर नहीं जा सकता`,
  }),
  feedbackAnswerRequired: {
    en: 'Answer (answer) is required to mark feedback answered',
    hi: 'फ़ीडबैक को उत्तरित करने के लिए उत्तर (answer) आवश्यक है',
  },
  assigneeUnknown: {
    en: 'Assignee (assigneeId) is not an active admin or support staff member',
    hi: 'सौंपा गया व्यक्ति (assigneeId) सक्रिय एडमिन या सपोर्ट स्टाफ़ नहीं है',
  },
  threadNotFound: { en: 'Thread (threadId) does not exist', hi: 'थ्रेड (threadId) मौजूद नहीं है' },
  coverUnsafe: {
    en: 'Cover (cover) must be an /uploads/ or /news-covers/ image or an https address',
    hi: 'कवर (cover) /uploads/ या /news-covers/ का चित्र या https पता होना चाहिए',
  },
} as const;
