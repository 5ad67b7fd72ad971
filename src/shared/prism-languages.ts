// The languages code blocks are coloured in, shared by the build (prerender/mdx/rehype-prism.ts, fences)
// and the browser's Prism chunk (src/theme/mdx/prism-highlight.ts, `<CodeBlock>` with a string child).
// Docusaurus colours prism-react-renderer's set (markup, jsx, tsx, swift, kotlin, objectivec, reason,
// rust, graphql, yaml, go, cpp, markdown, python, json and what they extend) plus `prism.additionalLanguages`;
// we colour that set and more (bash, php, java, sql…), so code Docusaurus shows plain may be coloured here.
export const PRISM_LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'bash',
  'json',
  'python',
  'php',
  'java',
  'yaml',
  'http',
  'diff',
  'markdown',
  'sql',
  'go',
  'ruby',
  'csharp',
  'docker',
  'ini',
  'toml',
  'c',
  'cpp',
  'swift',
  'kotlin',
  'objectivec',
  'reason',
  'rust',
  'graphql',
];

/** Names a fence or a `language` prop may use for one of the languages above. */
export const PRISM_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  jsonl: 'json',
  ndjson: 'json',
  html: 'markup',
  xml: 'markup',
  yml: 'yaml',
  rs: 'rust',
  kt: 'kotlin',
  objc: 'objectivec',
  'c++': 'cpp',
  gql: 'graphql',
  dockerfile: 'docker',
  mdx: 'markdown',
  md: 'markdown',
  text: 'plain',
  txt: 'plain',
};

/** The Prism grammar name for a language as written (`ts`, `TypeScript`, `text` → `plain`). */
export function prismLanguage(language: string): string {
  const lower = language.toLowerCase();
  return PRISM_ALIASES[lower] ?? lower;
}
