import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { detailCodeOfHash } from './features/product-detail/flavours';
import { prefetchProductDetail } from './features/product-detail/queries';
import { applyLocale } from './i18n';
import { usePrefs } from './lib/prefs-store';
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
  // A link straight to a product starts fetching it now, alongside the page's script.
  const linkedCode = detailCodeOfHash(window.location.hash);
  if (linkedCode) prefetchProductDetail(linkedCode);
  // A Hindi user gets the Hindi bundle before the first paint, never a flash of English.
  await applyLocale(usePrefs.getState().locale).catch(() => undefined);
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html has no #root');
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
