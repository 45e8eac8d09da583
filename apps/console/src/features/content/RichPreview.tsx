import { sanitizeRichText } from '@demo/core';
import { useMemo } from 'react';

/**
 * A safe preview of an article's rich text: the same allow-list sanitiser the server applies on every
 * read (W1), so what staff see is what customers get, and nothing in a draft can run in the console.
 */
export function RichPreview({ html, testId }: { html: string; testId: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      data-testid={testId}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, minHeight: 80, overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list sanitiser just above (W1).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
