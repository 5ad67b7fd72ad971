// The client and server bundles' React Router: its production build, with the components the app does
// not import left out (prerender/bundle/react-router-build.ts).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { build, type Plugin } from 'vite';
import { reactRouterProduction, treeShakeableReactRouter } from '../../prerender/bundle/react-router-build.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ENTRY = '\0rr-entry';
let dir: string;

/** An entry that imports only `Link` and `useLocation` from React Router (resolved from this project). */
const entry: Plugin = {
  name: 'entry',
  enforce: 'pre',
  resolveId: (id) => (id === 'rr-entry' ? ENTRY : null),
  load: (id) =>
    id === ENTRY ? "import { Link, useLocation } from 'react-router';\nexport { Link, useLocation };\n" : null,
};

/** The client chunk of that entry (with `ssr`, the server bundle's). */
async function bundle(plugins: Plugin[], ssr = false): Promise<string> {
  const out = fs.mkdtempSync(path.join(dir, 'out-'));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      outDir: out,
      minify: false,
      ssr,
      rollupOptions: {
        input: 'rr-entry',
        output: { entryFileNames: 'entry.js' },
        preserveEntrySignatures: 'exports-only',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
      },
    },
  });
  return fs.readFileSync(path.join(out, 'entry.js'), 'utf8');
}

beforeAll(() => {
  dir = tempDir('lexora-rr');
});

describe('React Router in the client bundle', () => {
  it('leaves out what the entry does not import, and the development warnings', async () => {
    const plain = await bundle([]);
    const ours = await bundle([reactRouterProduction()]);
    // Without the plugin: the development build, with <Form> and useSubmit kept by their top-level code.
    expect(plain).toContain('useSubmit');
    expect(plain).toContain('react-router/dist/development/');
    expect(ours).not.toContain('useSubmit');
    expect(ours).not.toContain('"Form"');
    expect(ours).toContain('react-router/dist/production/');
    expect(ours).not.toContain('react-router/dist/development/');
    expect(ours).toMatch(/var Link = /);
    expect(ours.length).toBeLessThan(plain.length * 0.9);
  });

  it('gives the server bundle the production build too, instead of the development build Node resolves', async () => {
    const plain = await bundle([], true);
    const ours = await bundle([reactRouterProduction()], true);
    // Without the plugin the server bundle loads `react-router` from node_modules: its development build.
    expect(plain).toMatch(/from "react-router"/);
    expect(ours).not.toMatch(/from "react-router"/);
    expect(ours).toContain('react-router/dist/production/');
    expect(ours).not.toContain('react-router/dist/development/');
    expect(ours).toMatch(/var Link = /);
  });

  it('marks factory calls pure and drops displayName writes only at the top level', () => {
    const code = [
      'var Form = React10.forwardRef(function Form() {});',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'function f() {',
      '  x.displayName = "kept";',
      '  var y = React.memo(g);',
      '}',
    ].join('\n');
    expect(treeShakeableReactRouter(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(function Form() {});',
        '',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        'function f() {',
        '  x.displayName = "kept";',
        '  var y = React.memo(g);',
        '}',
      ].join('\n'),
    );
  });
});
