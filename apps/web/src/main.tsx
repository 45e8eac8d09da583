import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { DETAIL_PAGE_LOADERS } from './app/detail-pages';
import { detailLinkOfHash } from './features/product-detail/flavours';
import { prefetchProductDetail } from './features/product-detail/queries';
import { applyLocale, loadAllStrings } from './i18n';
import { usePrefs } from './lib/prefs-store';
import { prefetchQuote } from './lib/realtime';
import { declareDevanagariFont } from './theme/devanagari-font';
import './theme/theme.css';
import './components/components.css';

// antd-mobile 5 renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed;
// this hands it createRoot instead (https://mobile.ant.design/guide/v5-for-19).
type RootHost = (Element | DocumentFragment) & { _reactRoot?: Root };
unstableSetRender((node, container) => {
  const host = container as RootHost;
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

declareDevanagariFont();

async function start() {
  // A link straight to a product starts fetching it and its quote now, and the product page's script
  // and the rest of the English texts with it, instead of after the first render has reached the route.
  const link = detailLinkOfHash(window.location.hash);
  if (link) {
    prefetchProductDetail(link.code);
    prefetchQuote(link.code);
    void DETAIL_PAGE_LOADERS[link.path]?.().catch(() => undefined);
    void loadAllStrings().catch(() => undefined);
  }
  // A Hindi user gets the Hindi bundle before the first paint, never a flash of English.
  await applyLocale(usePrefs.getState().locale).catch(() => undefined);
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html has no #root');
  const root = createRoot(el);
  // The first render is a transition, so React renders it in slices of a few milliseconds and the
  // browser can paint and answer input between them, instead of one task of hundreds of
  // milliseconds on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
