// llms.txt (an index of every docs page) and llms-full.txt (every docs page as plain Markdown),
// following the llmstxt.org layout: title, summary, then sections of links.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel, DocEntry } from './collect.ts';

/** Turns MDX source into Markdown a language model can read: snippets inlined, JSX removed. */
export function mdxToMarkdown(source: string, file: string, depth = 0): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  const imports = new Map<string, string>();
  const withoutImports = body.replace(/^import\s+(\{[^}]*\}|\w+)\s+from\s+['"]([^'"]+)['"];?\s*$/gm, (_m, name, spec) => {
    if (/\.mdx?$/.test(spec) && !name.startsWith('{')) imports.set(name, path.resolve(path.dirname(file), spec));
    return '';
  });
  let inFence = false;
  const lines: string[] = [];
  for (const line of withoutImports.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      lines.push(line.replace(/^\s{0,4}/, (m) => (m.length >= 2 ? '' : m)));
      continue;
    }
    const t = line.trim();
    const snippet = /^<(\w+)\s*\/>$/.exec(t);
    if (snippet && imports.has(snippet[1]) && depth < 3) {
      const f = imports.get(snippet[1])!;
      if (fs.existsSync(f)) lines.push(mdxToMarkdown(fs.readFileSync(f, 'utf8'), f, depth + 1).trim());
      continue;
    }
    const tab = /^<TabItem\b[^>]*label="([^"]+)"[^>]*>$/.exec(t);
    if (tab) {
      lines.push(`**${tab[1]}**`);
      continue;
    }
    if (/^<\/?(Tabs|TabItem|Playground)\b[^>]*>$/.test(t) || /^<(Playground)\s*\/>$/.test(t) || /^\{\/\*.*\*\/\}$/.test(t)) continue;
    const adm = /^:::(\w+)(?:\[(.*)\])?\s*(.*)$/.exec(t);
    if (adm) {
      const title = adm[2] || adm[3];
      lines.push(`> **${adm[1].charAt(0).toUpperCase()}${adm[1].slice(1)}${title ? `: ${title}` : ''}**`);
      continue;
    }
    if (t === ':::') continue;
    lines.push(line);
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

function isSnippet(d: DocEntry): boolean {
  return /\/components\//.test(d.route);
}

export function toLlmsMarkdown(site: SiteModel, hasContract = false): { index: string; full: string } {
  const { config } = site;
  const docs = site.docs.filter((d) => !isSnippet(d) && !d.frontmatter.unlisted).sort((a, b) => a.route.localeCompare(b.route));
  const sections = new Map<string, DocEntry[]>();
  for (const d of docs) {
    const seg = d.route.split('/')[2] || 'docs';
    const name = seg === '' ? 'Docs' : seg;
    sections.set(name, [...(sections.get(name) ?? []), d]);
  }
  const title = (s: string) => ({ api: 'API', sdk: 'SDK', onprem: 'On-premises' })[s] ?? s.charAt(0).toUpperCase() + s.slice(1).replace(/[-_]/g, ' ');
  const index = [
    `# ${config.title}`,
    '',
    `> ${config.metadata.description}`,
    '',
    `Every page below is also available in one file: ${config.url}/llms-full.txt`,
    '',
    ...(hasContract ? [`The API is described by an OpenAPI 3.1 document, for generating clients: ${config.url}/openapi.yaml`, ''] : []),
    ...[...sections.entries()].flatMap(([name, list]) => [`## ${title(name)}`, '', ...list.map((d) => `- [${d.title}](${config.url}${d.route}): ${d.description}`), '']),
  ].join('\n');
  const full = [
    `# ${config.title}`,
    '',
    `> ${config.metadata.description}`,
    '',
    ...docs.map((d) => `---\n\n# ${d.title}\n\nSource: ${config.url}${d.route}\n\n${mdxToMarkdown(fs.readFileSync(d.file, 'utf8'), d.file).trim()}\n`),
  ].join('\n');
  return { index, full };
}
