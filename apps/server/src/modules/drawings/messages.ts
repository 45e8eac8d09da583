import { DRAWINGS_PER_PRODUCT_MAX, fieldLabel, PRODUCT_CODE_LABEL } from '@demo/contract';
import type { RuleFailure } from '@demo/core';
import type { Localized } from '../../lib/result';

/** Sentences of the drawing calls; each names the field it is about, in English and Hindi. */
const CODE = PRODUCT_CODE_LABEL;
const POINTS = { en: fieldLabel('points', 'en'), hi: fieldLabel('points', 'hi') };
const DRAWING = { en: 'Drawing', hi: 'ड्रॉइंग' };

function about(label: { en: string; hi: string }, en: string, hi: string): Localized {
  return { en: `${label.en} ${en}`, hi: `${label.hi} ${hi}` };
}

export const drawingMessages = {
  productUnknown: about(CODE, 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  drawingUnknown: about(DRAWING, 'was not found', 'नहीं मिली'),
  kindChanged: about(DRAWING, 'keeps its kind when it is moved', 'को हिलाने पर उसका प्रकार नहीं बदलता'),
  full: about(
    CODE,
    `already has ${DRAWINGS_PER_PRODUCT_MAX} drawings, the most one product may have: remove one first`,
    `पर पहले से ${DRAWINGS_PER_PRODUCT_MAX} ड्रॉइंग हैं, एक उत्पाद पर इससे अधिक नहीं हो सकतीं: पहले एक हटाएँ`,
  ),
};

/** The sentence of a refusal `checkDrawing` answered (DR2, DR3), naming the point it is about. */
export function problemWords(failure: RuleFailure, decimals: number): Localized {
  const values = failure.values ?? {};
  const problem = { expected: Number(values.expected ?? 0), index: Number(values.index ?? 0) };
  switch (values.check) {
    case 'pointCount':
      return about(
        POINTS,
        `must be exactly ${problem.expected} for this kind of drawing`,
        `इस प्रकार की ड्रॉइंग के लिए ठीक ${problem.expected} होने चाहिए`,
      );
    case 'priceDecimals':
      return about(
        POINTS,
        `: price ${problem.index + 1} must be a number with at most ${decimals} decimals`,
        `: मूल्य ${problem.index + 1} अधिकतम ${decimals} दशमलव अंकों वाली संख्या होना चाहिए`,
      );
    case 'pricePositive':
      return about(
        POINTS,
        `: price ${problem.index + 1} must be greater than 0`,
        `: मूल्य ${problem.index + 1} 0 से अधिक होना चाहिए`,
      );
    case 'priceRange':
      return about(
        POINTS,
        `: price ${problem.index + 1} is too far from the current price`,
        `: मूल्य ${problem.index + 1} वर्तमान मूल्य से बहुत दूर है`,
      );
    // 'time', the last check a point meets.
    default:
      return about(
        POINTS,
        `: time ${problem.index + 1} must be between the year 2000 and one year from now`,
        `: समय ${problem.index + 1} वर्ष 2000 और अब से एक वर्ष के बीच होना चाहिए`,
      );
  }
}
