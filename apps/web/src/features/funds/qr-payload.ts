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

/** The absolute share link for an invitation: `<origin><path>#/pages/login/register?code=…`. */
export function inviteLink(link: string, pageUrl: string): string {
  return new URL(link, pageUrl).href;
}
