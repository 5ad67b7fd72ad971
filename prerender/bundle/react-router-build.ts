// React Router in the client and server bundles, at the size of the parts the app uses.
// - Its package offers bundlers and Node only its development build (its exports have no production
//   condition); the production build beside it is the same code without the development warnings.
// - The server bundle gets it too (bundled in, not loaded from node_modules as Node resolves it), so
//   the build's server render runs the production build, as React's own (NODE_ENV=production) does.
// - That build is one large module whose components and contexts are made at its top level
//   (`var Form = React.forwardRef(…); Form.displayName = "Form";`): the bundler cannot tell that
//   those calls and property writes do nothing else, so it kept every component, used or not
//   (`<Form>`, `useSubmit`, `<ScrollRestoration>`, the RSC handlers …, about 2 KB gzip of every page).
//   The plugin marks the React factory calls pure and drops the `displayName` writes (names shown only
//   by React's developer tools), so what the app never imports is left out.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const PRODUCTION_ENTRY = path.join(PACKAGE_DIR, 'dist/production/index.mjs');
const PRODUCTION_DIR = path.join(PACKAGE_DIR, 'dist/production') + path.sep;

/** Top-level React factory calls marked pure, and `X.displayName = "…";` statements removed. */
export function treeShakeableReactRouter(code: string): string {
  return code
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}

/** Alias `react-router` to its production build and make that build tree-shakeable (see above). */
export function reactRouterProduction(): Plugin {
  return {
    name: 'lexora:react-router-production',
    enforce: 'pre',
    // Builds only: `npm run dev` keeps the package as Vite's dependency optimiser bundles it (the production
    // build's CommonJS imports such as `cookie` are not optimised when reached by this alias, and the page
    // fails to load), and keeps React Router's development warnings.
    apply: 'build',
    // Client and server alike: the same markup (the output is byte-identical), without the warnings' checks.
    resolveId(source) {
      return source === 'react-router' ? PRODUCTION_ENTRY : null;
    },
    transform(code, id) {
      return id.startsWith(PRODUCTION_DIR) && id.endsWith('.mjs') ? { code: treeShakeableReactRouter(code) } : null;
    },
  };
}
