import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn by `qrcode`, the library the customer app draws its two-factor code with, loaded
 * only when one is first shown. Dark modules on white with a quiet zone: phone scanners need both.
 */
export function QrCode({
  value,
  label,
  sizePx = 176,
  testId,
}: {
  value: string;
  label: string;
  sizePx?: number;
  testId?: string;
}) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setDataUrl(null);
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 2, width: sizePx * 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setDataUrl(url);
      });
    return () => {
      current = false;
    };
  }, [value, sizePx]);
  if (dataUrl === null) return <Skeleton.Image active style={{ width: sizePx, height: sizePx }} />;
  return (
    <img
      src={dataUrl}
      width={sizePx}
      height={sizePx}
      alt={label}
      data-testid={testId}
      style={{ display: 'block', background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8 }}
    />
  );
}
