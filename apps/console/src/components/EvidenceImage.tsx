import { Image } from 'antd';

/**
 * An uploaded image (recharge evidence, Aadhaar side) as a small thumbnail that opens full size in
 * antd's previewer, where staff can zoom and rotate it.
 */
export function EvidenceImage({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      width={56}
      height={56}
      style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
      preview={{ cover: 'View' }}
      data-testid={testId}
    />
  );
}
