// Vite configuration shared by `npm run dev`, the client build and the SSR build.
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cachedMdx } from './prerender/mdx/cached-mdx-plugin.ts';

/** The content folder; the benchmark points it at a generated corpus. */
export const contentDir = path.resolve(process.env.LEXORA_CONTENT_DIR ?? 'content');

/** Where the build writes the site data the app imports (one folder per build, so builds can run side by side). */
export const generatedDir = path.resolve(process.env.LEXORA_GENERATED_DIR ?? 'src/generated');

export default defineConfig({
  plugins: [cachedMdx(), react({ include: /\.(mdx?|[jt]sx?)$/ })],
  // dedupe: content may live outside the project (a corpus in /tmp); its pages still use our React.
  resolve: { alias: { '@content': contentDir, '@generated': generatedDir, '@theme': path.resolve('src/theme') }, dedupe: ['react', 'react-dom', '@mdx-js/react'] },
  server: { fs: { allow: [process.cwd(), contentDir] } },
  build: {
    manifest: true,
    // The page registry is an entry only so that every page becomes its own chunk listed in the
    // manifest; the browser never loads it and never receives the route table.
    rollupOptions: { input: { main: path.resolve('index.html'), pages: path.resolve('src/app/page-registry.ts') }, preserveEntrySignatures: 'exports-only' },
    chunkSizeWarningLimit: 2000,
  },
  logLevel: process.env.LEXORA_VITE_LOG === 'info' ? 'info' : 'warn',
});
