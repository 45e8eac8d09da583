import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';

/** The page most visits open on; its script is fetched alongside the app's own (see below). */
const FIRST_PAGE_MODULE = '/src/pages/index/HomePage.tsx';

/**
 * Fetches the home page's chunk, the chunks it imports and its styles together with the entry,
 * instead of after the entry has run and the router has asked for it: one round trip less before
 * the home screen's largest paint on a slow network. Other pages stay lazy; a link to one costs
 * the home chunk's few kilobytes.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, ctx: IndexHtmlTransformContext) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(FIRST_PAGE_MODULE));
        if (!page) throw new Error(`preload-first-page: no chunk for ${FIRST_PAGE_MODULE}`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || scripts.has(fileName) || html.includes(`/${fileName}"`)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(page.fileName);
        return [
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

// The API server the dev server forwards to; the built app is served by that server itself at `/`.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  base: './',
  plugins: [react(), preloadFirstPage()],
  resolve: {
    // The workspace root also holds an older React for another package; the app must see exactly one.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/smart_socket': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
});
