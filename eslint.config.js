// `npm run lint` (with `prettier --check`). TypeScript and React hooks rules everywhere; the browser
// side (src/) may not import Node built-ins or the build (prerender/), which its tsconfig also enforces.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig([
  { ignores: ['dist/', 'dist.partial/', '.cache/', 'tests/.tmp/', 'scratch/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are mistakes, except deliberate `_`-prefixed ones and rest siblings that drop a key.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Off: the theme reads the URL, storage and media queries after hydration by setting state in
      // an effect, on purpose, so that the first client render matches the prerendered HTML.
      'react-hooks/set-state-in-effect': 'off',
      // `cond ? a() : b()` as a statement is the codebase's idiom for a two-way call.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true }],
    },
  },
  {
    // Off here: remark/rehype plugins, the page analysis and tests of Markdown output walk
    // mdast/hast/estree nodes of every type generically, and the contract code walks untyped JSON
    // Schema; `any` is the honest type.
    files: [
      'prerender/mdx/**',
      'prerender/outputs/markdown/**',
      'prerender/content/analyze.ts',
      'prerender/contract/**',
      'tests/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Functions of the build and the app stay short enough to read as named steps (tests are exempt:
    // a test's setup and assertions read best in one place).
    files: ['prerender/**/*.{ts,mjs}', 'src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'src/ runs in the browser: no Node built-ins.' },
            {
              regex: '(^|/)prerender/',
              message: 'src/ runs in the browser: the build (prerender/) hands it data, never code.',
            },
          ],
          paths: ['fs', 'path', 'os', 'crypto', 'child_process', 'url', 'util', 'stream', 'zlib'].map((name) => ({
            name,
            message: 'src/ runs in the browser: no Node built-ins.',
          })),
        },
      ],
    },
  },
]);
