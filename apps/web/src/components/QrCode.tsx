import { useEffect, useState } from 'react';

/**
 * A QR code drawn by the `qrcode` package, which is fetched only when a QR code is first shown so
 * the first screen does not carry it. Dark modules on white in both themes: scanners need contrast.
 */
export function QrCode({ value, label, size = 168, 'data-testid': testId }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    void import('qrcode').then(async (QR) => {
      const url = await QR.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' });
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <div className="qr-box" style={{ width: size + 16, height: size + 16 }}>
      {src && <img src={src} width={size} height={size} alt={label} data-testid={testId} data-value={value} />}
    </div>
  );
}

export interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  'data-testid'?: string;
}
