// biome-ignore-all lint/suspicious/noTemplateCurlyInString: antd-mobile fills these ${…} placeholders itself.
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';

const typeTemplate = '${label} मान्य ${type} नहीं है';

/**
 * antd-mobile ships no Hindi locale; this one copies the shape of its en-US locale with every
 * string in Hindi. The `${…}` placeholders are antd-mobile's own and must stay as they are.
 */
export const antdHi: AntdLocale = {
  locale: 'hi',
  common: { confirm: 'पुष्टि करें', cancel: 'रद्द करें', loading: 'लोड हो रहा है', close: 'बंद करें' },
  Calendar: {
    title: 'तारीख़ चुनें',
    confirm: 'पुष्टि करें',
    start: 'शुरुआत',
    end: 'अंत',
    startAndEnd: 'शुरुआत/अंत',
    today: 'आज',
    markItems: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
    yearAndMonth: '${year}/${month}',
  },
  Cascader: { placeholder: 'चुनें' },
  Dialog: { ok: 'ठीक है' },
  DatePicker: { tillNow: 'अब तक' },
  ErrorBlock: {
    default: { title: 'क्षमा करें, कुछ गड़बड़ हो गई', description: 'कृपया थोड़ी देर बाद फिर से प्रयास करें' },
    busy: { title: 'क्षमा करें, लोड नहीं हो रहा', description: 'पेज को दोबारा खोलकर देखें' },
    disconnected: { title: 'नेटवर्क व्यस्त है', description: 'पेज को दोबारा खोलकर देखें' },
    empty: { title: 'हम्म, यह नहीं मिला…', description: 'क्या आप कुछ और खोजना चाहेंगे?' },
  },
  Form: {
    required: 'आवश्यक',
    optional: 'वैकल्पिक',
    defaultValidateMessages: {
      default: '${label} की जाँच में त्रुटि',
      required: 'कृपया ${label} दर्ज करें',
      enum: '${label} इनमें से एक होना चाहिए: [${enum}]',
      whitespace: '${label} खाली नहीं हो सकता',
      date: {
        format: '${label} की तारीख़ का प्रारूप अमान्य है',
        parse: '${label} को तारीख़ में नहीं बदला जा सकता',
        invalid: '${label} एक अमान्य तारीख़ है',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} ठीक ${len} अक्षरों का होना चाहिए',
        min: '${label} कम से कम ${min} अक्षरों का होना चाहिए',
        max: '${label} अधिकतम ${max} अक्षरों का होना चाहिए',
        range: '${label} ${min}-${max} अक्षरों के बीच होना चाहिए',
      },
      number: {
        len: '${label} ${len} के बराबर होना चाहिए',
        min: '${label} कम से कम ${min} होना चाहिए',
        max: '${label} अधिकतम ${max} होना चाहिए',
        range: '${label} ${min}-${max} के बीच होना चाहिए',
      },
      array: {
        len: '${label} ठीक ${len} होने चाहिए',
        min: 'कम से कम ${min} ${label}',
        max: 'अधिकतम ${max} ${label}',
        range: '${label} की संख्या ${min}-${max} के बीच होनी चाहिए',
      },
      pattern: { mismatch: '${label} दिए गए प्रारूप ${pattern} से मेल नहीं खाता' },
    },
  },
  ImageUploader: { uploading: 'अपलोड हो रहा है...', upload: 'अपलोड करें' },
  InfiniteScroll: { noMore: 'और कुछ नहीं', failedToLoad: 'लोड नहीं हो सका', retry: 'फिर से प्रयास करें' },
  Input: { clear: 'साफ़ करें' },
  Mask: { name: 'आवरण' },
  Modal: { ok: 'ठीक है' },
  NumberKeyboard: { backspace: 'बैकस्पेस' },
  PasscodeInput: { name: 'पासकोड इनपुट' },
  PullToRefresh: {
    pulling: 'ताज़ा करने के लिए नीचे खींचें',
    canRelease: 'तुरंत ताज़ा करने के लिए छोड़ें',
    complete: 'ताज़ा हो गया',
  },
  SearchBar: { name: 'खोज बार' },
  Slider: { name: 'स्लाइडर' },
  Stepper: { decrease: 'घटाएँ', increase: 'बढ़ाएँ' },
  Switch: { name: 'स्विच' },
  Selector: { name: 'चयनकर्ता' },
};
