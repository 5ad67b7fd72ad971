// The messages of a site's own code for code.json, as Docusaurus's write-translations extracts them:
// `<Translate id="…" description="…">message</Translate>` and `translate({id, message, description})`
// in the site's src/ (JavaScript or TypeScript, with JSX). Each file is turned into plain JavaScript by
// esbuild and walked with acorn; only literal strings count (a computed id or message cannot be known).
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { parse } from 'acorn';
import type { Problem } from '../report/errors.ts';

export interface ExtractedMessage {
  message: string;
  description?: string;
}

type Node = { type: string; [key: string]: unknown };

const CODE = /\.(?:js|jsx|ts|tsx|mjs|cjs)$/;

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && CODE.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.split(path.sep).includes('node_modules'))
    .sort();
}

function literal(node: unknown): string | undefined {
  const n = node as Node | undefined;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0)
    return ((n.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '') as string;
  return undefined;
}

/** The string-valued properties of an object literal. */
function props(node: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const n = node as Node | undefined;
  if (n?.type !== 'ObjectExpression') return out;
  for (const p of n.properties as Node[]) {
    const key = p.key as Node | undefined;
    const name = key?.type === 'Identifier' ? (key.name as string) : literal(key);
    const value = literal(p.value);
    if (p.type === 'Property' && name !== undefined && value !== undefined) out.set(name, value);
  }
  return out;
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') walk(v, visit);
}

/** One call's message: `translate({…})` or the automatic JSX runtime's `jsx(Translate, {…, children})`. */
function messageOf(call: Node): [string, ExtractedMessage] | undefined {
  const callee = call.callee as Node;
  const args = call.arguments as Node[];
  const name = callee.type === 'Identifier' ? (callee.name as string) : undefined;
  let fields: Map<string, string> | undefined;
  if (name === 'translate') fields = props(args[0]);
  else if (
    (name === 'jsx' || name === 'jsxs' || name === 'jsxDEV') &&
    (args[0] as Node | undefined)?.name === 'Translate'
  ) {
    fields = props(args[1]);
    const children = fields.get('children');
    if (children !== undefined) fields.set('message', children);
  }
  if (!fields) return undefined;
  const message = fields.get('message');
  const id = fields.get('id') ?? message;
  if (id === undefined) return undefined;
  const description = fields.get('description');
  return [id, { message: message ?? id, ...(description !== undefined ? { description } : {}) }];
}

/** Every literal message of the site's src/ folder, by id (else by message), in file order. */
export function extractCodeMessages(srcDir: string, problems: Problem[]): Map<string, ExtractedMessage> {
  const out = new Map<string, ExtractedMessage>();
  for (const file of codeFiles(srcDir)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('Translate') && !source.includes('translate(')) continue;
    let program: unknown;
    try {
      const loader = path
        .extname(file)
        .slice(1)
        .replace(/^[mc]js$/, 'js') as 'js' | 'jsx' | 'ts' | 'tsx';
      const js = transformSync(source, { loader: loader === 'js' ? 'jsx' : loader, jsx: 'automatic', format: 'esm' });
      program = parse(js.code, { ecmaVersion: 'latest', sourceType: 'module' });
    } catch (e) {
      const line = (e as { errors?: { location?: { line: number } }[] }).errors?.[0]?.location?.line;
      problems.push({
        file: path.relative(process.cwd(), file),
        line,
        message: `cannot read this file for its messages: ${(e as Error).message.split('\n')[0]}`,
        hint: 'fix its syntax',
      });
      continue;
    }
    walk(program, (n) => {
      if (n.type !== 'CallExpression') return;
      const found = messageOf(n);
      if (found && !out.has(found[0])) out.set(found[0], found[1]);
    });
  }
  return out;
}
