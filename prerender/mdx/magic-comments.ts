// Docusaurus magic comments in code blocks: a line `// highlight-next-line` highlights the next
// line, `// highlight-start` … `// highlight-end` a range; the comment lines themselves are removed.
// Which comment syntaxes count depends on the block's language, as in Docusaurus.
const STYLES = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
  wasm: [';;', ''],
} as const;
type Style = keyof typeof STYLES;

const BY_LANGUAGE: Record<string, Style[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  markup: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  markdown: ['html', 'jsx'],
  md: ['html', 'jsx'],
  mdx: ['html', 'jsx'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  wasm: ['wasm'],
};

const cache = new Map<string, RegExp>();

function directiveRegex(lang: string): RegExp {
  let re = cache.get(lang);
  if (!re) {
    const styles = BY_LANGUAGE[lang] ?? (Object.keys(STYLES) as Style[]);
    const alternatives = styles.map((s) => `${STYLES[s][0]}\\s*(highlight-(?:next-line|start|end))\\s*${STYLES[s][1]}`);
    re = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    cache.set(lang, re);
  }
  return re;
}

/** The code without its magic comment lines, and the (1-based) lines they highlight. */
export function applyMagicComments(code: string, lang: string): { code: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlighted };
  const re = directiveRegex(lang);
  const out: string[] = [];
  let nextLine = false;
  let rangeDepth = 0;
  for (const line of code.split('\n')) {
    const m = re.exec(line);
    const directive = m?.slice(1).find(Boolean);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') rangeDepth++;
    else if (directive === 'highlight-end') rangeDepth = Math.max(0, rangeDepth - 1);
    else {
      out.push(line);
      if (nextLine || rangeDepth > 0) highlighted.add(out.length);
      nextLine = false;
    }
  }
  return { code: out.join('\n'), highlighted };
}
