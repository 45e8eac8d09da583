import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';

/** The page most visits open on; its script is fetched alongside the app's own (see below). */
const FIRST_PAGE_MODULE = '/src/pages/index/HomePage.tsx';
/** The product page every detail route shows in its flavour; a link to a product starts fetching it at once (main.tsx). */
const DETAIL_PAGE_MODULE = '/src/features/product-detail/ProductDetail.tsx';

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
        const page = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(FIRST_PAGE_MODULE)));
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

/**
 * The first screen's scripts in three files instead of about thirty. Every module the entry imports
 * statically goes into one `start` chunk, and every module the home page imports statically (and the
 * entry does not) into one `home` chunk, instead of a shared chunk per combination of pages that use
 * it; likewise the product page's into one `detail` chunk. On HTTP/1.1 a browser fetches six files at a time, so thirty small files cost five more round
 * trips before the first paint than three (Lighthouse's slow 4G has 150 ms each). Pages other than
 * home that share a module with it fetch the home chunk, which a visit has usually cached already.
 */
function firstScreenChunks() {
  const homeModuleId = fileURLToPath(new URL(`.${FIRST_PAGE_MODULE}`, import.meta.url));
  const detailModuleId = fileURLToPath(new URL(`.${DETAIL_PAGE_MODULE}`, import.meta.url));
  let homeClosure: Set<string> | null = null;
  let detailClosure: Set<string> | null = null;
  return {
    groups: [
      { name: 'start', tags: ['$initial' as const], priority: 2 },
      {
        name: (moduleId: string, ctx: ChunkingContext) => {
          homeClosure ??= staticClosure(homeModuleId, ctx);
          return homeClosure.has(moduleId) ? 'home' : null;
        },
        priority: 1,
      },
      {
        name: (moduleId: string, ctx: ChunkingContext) => {
          detailClosure ??= staticClosure(detailModuleId, ctx);
          return detailClosure.has(moduleId) ? 'detail' : null;
        },
        priority: 1,
      },
    ],
  };
}

/**
 * A module and every module it imports statically, however deep, except through a package's barrel
 * (`index.ts`): a barrel imports every module of its package, most of which the page never uses and
 * tree shaking drops, and some (the HTML sanitiser) are large. What the page does use of a package
 * is left to the bundler's own chunking.
 */
function staticClosure(rootId: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [rootId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || PACKAGE_BARREL.test(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const PACKAGE_BARREL = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

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
    rolldownOptions: { output: { codeSplitting: firstScreenChunks() } },
  },
});
