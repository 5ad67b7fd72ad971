// Docusaurus source conventions that are not Markdown syntax, rewritten before parsing (line numbers
// are kept, so errors and link reports still point at the author's lines):
// - ```mdx-code-block fences: their content is rendered, not shown as code;
// - the legacy admonition title `:::info Some Title` is `:::info[Some Title]`.
const FENCE = /^(\s{0,3})(`{3,}|~{3,})(.*)$/;
const LEGACY_TITLE = /^(\s*:::+)(note|tip|info|warning|danger|caution)[ \t]+([^\s[{].*?)\s*$/;

export function preprocessDocusaurus(source: string): string {
  if (!source.includes(':::') && !source.includes('mdx-code-block')) return source;
  const lines = source.split('\n');
  let fence: { marker: string; unwrap: boolean } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const f = FENCE.exec(lines[i]);
    if (f) {
      if (fence === null) {
        fence = { marker: f[2], unwrap: f[3].trim() === 'mdx-code-block' };
        if (fence.unwrap) lines[i] = '';
      } else if (f[2][0] === fence.marker[0] && f[2].length >= fence.marker.length && f[3].trim() === '') {
        if (fence.unwrap) lines[i] = '';
        fence = null;
      }
      continue;
    }
    // Inside an unwrapped block the content is the page's own text, so titles there count too.
    if (fence && !fence.unwrap) continue;
    const t = LEGACY_TITLE.exec(lines[i]);
    if (t) lines[i] = `${t[1]}${t[2]}[${t[3].replace(/[[\]]/g, '\\$&')}]`;
  }
  return lines.join('\n');
}
