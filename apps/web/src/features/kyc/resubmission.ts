import type { PayloadIn, userUpdateCredit } from '@demo/contract';
import { aadhaarDigits } from './aadhaar-mask';

/** What a rejected submission leaves to keep (FL3): its name, masked number and signed image URLs. */
export interface KeptSubmission {
  realName: string | null;
  numberMasked: string | null;
  front: string | null;
  back: string | null;
}

/** The form as typed: a number left empty and an image still showing the kept one mean "keep it". */
export interface CreditFormValues {
  realName: string;
  number: string;
  front: string;
  back: string;
}

/**
 * The `user/update/credit` payload of the form (FL3): after a rejection the server keeps any part
 * left out, so an untouched number and an image still showing the rejected submission's are left
 * out; a first submission sends every part.
 */
export function creditPayload(form: CreditFormValues, kept: KeptSubmission | null): PayloadIn<typeof userUpdateCredit> {
  const digits = aadhaarDigits(form.number);
  return {
    realName: form.realName.trim(),
    ...(digits === '' && kept?.numberMasked ? {} : { creditNumber: digits }),
    ...(kept?.front === form.front ? {} : { creditFront: form.front }),
    ...(kept?.back === form.back ? {} : { creditBack: form.back }),
  };
}
