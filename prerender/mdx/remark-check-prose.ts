// Checks the prose of a page against the contract while the page compiles: an error code, a header or
// a field that the text puts in code formatting must exist in the contract for the operations the text
// is about (../contract/prose-check.ts decides what a span names). Those operations are the page's own
// (its <Api… operation="…"> elements) plus the ones a paragraph, list item or table row of that page
// names by path (`POST /v1/tokens`). On a general page (no <Api…> element), names are checked against
// the whole contract. Deliberate exceptions are listed in
// content/contract-prose-allow.yaml. Problems fail the build at the span's file and line.
import path from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from './walk.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { operationsOf, PROSE_ALLOW_KEY, type ApiSpec, type ProseAllowEntry } from '../contract/spec.ts';
import { contractNames, type ContractNames } from '../contract/prose-names.ts';
import { checkSpan } from '../contract/prose-check.ts';

const BLOCKS = new Set(['paragraph', 'heading', 'tableRow']);
const SENTENCE_END = /[.!?;]\s+(?=[A-Z`(*[])/g;

interface Span {
  node: any;
  before: string;
  after: string;
  column?: string;
}

/** The inline code spans of a block, each with the text of its sentence around it. */
function spansOf(block: any, header?: any[]): Span[] {
  const cells: any[] = block.type === 'tableRow' ? block.children : [block];
  const out: Span[] = [];
  cells.forEach((cell, col) => {
    const parts: { text: string; node?: any }[] = [];
    visit(cell, (n: any) => {
      if (n.type === 'inlineCode') parts.push({ text: `\`${n.value}\``, node: n });
      else if (n.type === 'text') parts.push({ text: n.value });
      else if (n.type === 'break') parts.push({ text: ' ' });
    });
    parts.forEach((p, i) => {
      if (!p.node) return;
      const before = parts
        .slice(0, i)
        .map((x) => x.text)
        .join('');
      const after = parts
        .slice(i + 1)
        .map((x) => x.text)
        .join('');
      const cut = [...before.matchAll(SENTENCE_END)].pop();
      const stop = after.search(/[.!?;]\s/);
      out.push({
        node: p.node,
        before: cut ? before.slice((cut.index ?? 0) + cut[0].length) : before,
        after: stop >= 0 ? after.slice(0, stop) : after,
        column: header ? toString(header[col] ?? '') : undefined,
      });
    });
  });
  return out;
}

export default function remarkCheckProse(opts: { api: ApiSpec | null }) {
  if (!opts.api) return () => undefined;
  const spec = opts.api;
  const ops = operationsOf(spec);
  let names: ContractNames | undefined;
  const allow: ProseAllowEntry[] = spec[PROSE_ALLOW_KEY] ?? [];
  const routes = [...ops.values()].map((r) => ({
    id: r.id,
    method: r.method,
    re: new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/\\s`]+')}$`),
  }));
  /** Operations a block names: `POST /v1/tokens`, `/v1/files/{file_id}`. */
  const blockOps = (block: any): string[] => {
    const found = new Set<string>();
    const text = toString(block);
    for (const m of text.matchAll(/\b(GET|POST|PATCH|DELETE|PUT)?\s*(?:https:\/\/[\w.]+)?(\/v1\/[\w/{}.-]*\w}?)/g)) {
      const p = m[2].replace(/[?#].*$/, '');
      for (const r of routes) if (r.re.test(p) && (!m[1] || m[1] === r.method)) found.add(r.id);
    }
    return [...found];
  };

  return (tree: Root, file: { path?: string }) => {
    names ??= contractNames(spec);
    const n = names;
    const relFile = path.relative(process.cwd(), file.path ?? '') || 'page';
    // An entry's `pages` are paths under the content folder: match them at a folder boundary.
    const filePath = `/${(file.path ?? '').split(path.sep).join('/')}`;
    const problems: Problem[] = [];
    const pageOps = new Set<string>();
    visit(tree as any, 'mdxJsxFlowElement', (el: any) => {
      const a = el.attributes?.find((x: any) => x.name === 'operation');
      if (typeof a?.value === 'string' && /^Api/.test(el.name))
        for (const id of a.value.split(/\s+/)) if (ops.has(id)) pageOps.add(id);
    });
    const allowed = (name: string) =>
      allow.some((e) => e.name === name && (!e.pages || e.pages.some((p) => filePath.includes(`/${p}`))));

    visit(tree as any, (block: any, _i: number | undefined, parent: any) => {
      if (block.type === 'code' || (block.type === 'mdxJsxFlowElement' && /^Api/.test(block.name))) return SKIP;
      if (!BLOCKS.has(block.type)) return;
      const header =
        block.type === 'tableRow' && parent?.children[0] !== block ? parent.children[0].children : undefined;
      if (block.type === 'tableRow' && !header) return SKIP; // the header row names columns, not things
      const scope = pageOps.size ? [...new Set([...pageOps, ...blockOps(block)])] : [];
      for (const span of spansOf(block, header)) {
        const problem = checkSpan(
          { value: span.node.value, before: span.before, after: span.after, column: span.column, ops: scope },
          n,
        );
        if (problem && !allowed(problem.name))
          problems.push({
            file: relFile,
            line: span.node.position?.start.line,
            column: span.node.position?.start.column,
            message: `\`${span.node.value}\` ${problem.message}`,
            hint: problem.hint,
          });
      }
      return SKIP;
    });
    if (problems.length)
      throw new BuildError('Prose names things the API contract (content/openapi.yaml) does not have.', problems);
  };
}
