/** PostCSS config files a Docusaurus site may have (postcss-load-config's names): the import copies it, the build reads it. */
export const POSTCSS_CONFIGS = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.cjs',
];
