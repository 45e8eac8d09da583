import type { MessagesOf } from './en';
import type { chartToolsEn } from './en-chart-tools';

/** चार्ट के संकेतक, तुलना और स्क्रीन-रीडर सारांश (issue 49) के हिंदी पाठ। */
export const chartToolsHi: MessagesOf<typeof chartToolsEn> = {
  chartTools: {
    indicators: 'संकेतक',
    rsiLabel: 'सापेक्ष शक्ति सूचकांक, {{length}} बार',
    macdLabel: 'चल औसत अभिसरण-अपसरण (MACD) {{fast}}, {{slow}}, {{signal}}',
    emaLabel: 'घातांकीय चल औसत, {{length}} बार',
    vwapLabel: 'सत्र का मात्रा-भारित औसत भाव',
    vwapIntradayOnly: 'VWAP एक सत्र का औसत है: इसे देखने के लिए इंट्राडे या मिनट की अवधि चुनें',
    params: 'सेटिंग',
    paramsLabel: 'संकेतक सेटिंग',
    apply: 'लागू करें',
    cancel: 'रद्द करें',
    field: {
      rsiLength: 'RSI अवधि (बार)',
      macdFast: 'MACD तेज़ (बार)',
      macdSlow: 'MACD धीमी (बार)',
      macdSignal: 'MACD सिग्नल (बार)',
      emaLength: 'EMA अवधि (बार)',
    },
    error: {
      whole: 'पूर्ण संख्या लिखें',
      range: '{{min}} से {{max}} तक लिखें',
      fastBelowSlow: 'धीमी अवधि से कम होनी चाहिए',
    },
    compare: 'तुलना',
    compareLabel: 'किसी दूसरे उत्पाद से तुलना करें',
    compareSearch: 'तुलना के लिए कोड या नाम',
    compareNone: 'कोई उत्पाद नहीं मिला',
    compareRemove: '{{name}} से तुलना हटाएँ',
    compareChip: '{{name}} से तुलना',
    compareScale: 'बायाँ अक्ष: दिख रहे पहले बार से % बदलाव',
    chartName: '{{code}} का भाव चार्ट। तीर कुंजियों से खिसकाएँ, + और − से ज़ूम करें, End से नवीनतम बार देखें।',
    summary:
      '{{period}}, दिख रहे {{count}} बार: अंतिम भाव {{last}}, बदलाव {{change}} ({{pct}}), न्यूनतम {{low}}, अधिकतम {{high}}।',
    summaryCompare: 'इन्हीं बार में {{name}} का बदलाव {{pct}}।',
    summaryRsi: 'RSI {{value}}।',
    summaryMacd: 'MACD {{value}}, सिग्नल {{signal}}।',
    equityName: 'बैकटेस्ट का इक्विटी वक्र',
    pnlName: 'दैनिक लाभ और हानि',
    seriesSummary: '{{count}} बिंदु: अंतिम {{last}}, बदलाव {{change}} ({{pct}}), न्यूनतम {{low}}, अधिकतम {{high}}।',
    noData: 'दिखाने को कोई आँकड़ा नहीं।',
  },
};
