/**
 * What a QR code encodes. A wallet app scanning a deposit code expects the bare address (no scheme,
 * no amount: the customer types the amount in their own wallet); a shared invitation encodes the
 * absolute register link so any phone camera opens it.
 */
export function depositQrPayload(address: string): string | null {
  const trimmed = address.trim();
  // A multi-line bank account description is read, not scanned.
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  return trimmed;
}

/** How a receiving account shows its QR code: drawn from a payload, an image the staff uploaded, or none. */
export type DepositQr = { kind: 'payload'; value: string } | { kind: 'image'; src: string } | null;

const IMAGE_URL = /^(?:https?:\/\/|\/)\S+\.(?:png|jpe?g|webp|gif|svg)(?:\?\S*)?$/i;

/**
 * The QR code of a receiving account: the staff-set `qrCode` (a `upi://pay?…` link is drawn, an
 * uploaded image is shown as it is); without one, a digital address is drawn; bank details have none.
 */
export function depositQr(target: { address: string; qrCode: string | null }, kind: 'bank' | 'digital'): DepositQr {
  const code = target.qrCode?.trim() ?? '';
  if (code !== '') return IMAGE_URL.test(code) ? { kind: 'image', src: code } : { kind: 'payload', value: code };
  const address = kind === 'digital' ? depositQrPayload(target.address) : null;
  return address ? { kind: 'payload', value: address } : null;
}

/** The absolute share link for an invitation: `<origin><path>#/pages/login/register?code=…`. */
export function inviteLink(link: string, pageUrl: string): string {
  return new URL(link, pageUrl).href;
}
