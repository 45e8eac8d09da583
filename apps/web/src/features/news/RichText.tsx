import { sanitizeRichText } from '@demo/core';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * An article's rich text. The server sanitises it already (W1); the app runs the same allow-list
 * sanitiser again before it touches the DOM, so content that reached the page some other way still
 * cannot run. Links inside the app's hash routes navigate in place; any other link opens in a new
 * tab without access to this window.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor) return;
    const href = anchor.getAttribute('href') ?? '';
    event.preventDefault();
    if (href.startsWith('#/')) navigate(href.slice(1));
    else if (/^(https?:|mailto:)/i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard targets; this only routes their clicks.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above, the handler only intercepts clicks on the links.
    <div
      className="rich-text"
      data-testid={testId}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list sanitiser just above (W1).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
