// Syntax checks for every code block of the content, whatever its language: JavaScript (acorn),
// TypeScript and JSX (the typescript package's parser), Python (one python3 child process compiles all
// blocks), JSON and JSONL (JSON.parse, per line for JSONL), YAML, shell (`bash -n`), PHP (`php -l`) and
// Java (one `javac` run). The API contract check (../mdx/remark-check-examples.ts) checks what a request
// or response says; this one checks that the code runs through its language's parser at all. A tool
// that is not installed (python3, bash, php, javac) skips its language with a warning instead of
// failing. Blocks opt out with `nocheck` in the fence's meta, as for the contract check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseJs } from 'acorn';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { createProcessor } from '@mdx-js/mdx';
import type { Code } from 'mdast';
import type { Node } from 'unist';
import type { Problem } from '../report/errors.ts';
import { preprocessMdx } from '../mdx/options.ts';

export interface CodeBlock {
  /** The file the block is written in (as reported), and the line of its opening fence. */
  file: string;
  line: number;
  lang: string;
  meta: string;
  value: string;
}

export interface CodeCheckResult {
  problems: Problem[];
  /** Languages that were not checked because their tool is missing, with why. */
  warnings: string[];
  /** How many blocks each checked language had. */
  counts: Record<string, number>;
}

type Checker = 'javascript' | 'typescript' | 'jsx' | 'python' | 'json' | 'jsonl' | 'yaml' | 'shell' | 'php' | 'java';

const LANGUAGES: Record<string, Checker> = {
  js: 'javascript',
  javascript: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  typescript: 'typescript',
  jsx: 'jsx',
  tsx: 'jsx',
  py: 'python',
  python: 'python',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  yaml: 'yaml',
  yml: 'yaml',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  php: 'php',
  java: 'java',
};

/** The language checker a fence's language maps to, if any. */
export function checkerFor(lang: string): Checker | undefined {
  return LANGUAGES[lang.toLowerCase()];
}

/** The code blocks of one Markdown or MDX source, with the line of each opening fence. */
export function codeBlocksOf(source: string, file: string): CodeBlock[] {
  const format = file.endsWith('.md') ? 'md' : 'mdx';
  const tree = createProcessor({ format }).parse(format === 'mdx' ? preprocessMdx(source) : source);
  const out: CodeBlock[] = [];
  const walk = (node: Node & { children?: Node[] }) => {
    if (node.type === 'code') {
      const c = node as Code;
      out.push({ file, line: c.position!.start.line, lang: c.lang ?? '', meta: c.meta ?? '', value: c.value });
    }
    for (const c of node.children ?? []) walk(c);
  };
  walk(tree);
  return out;
}

/** A problem at a line of the block (1-based inside the block's code). */
function at(block: CodeBlock, innerLine: number | undefined, what: string, message: string): Problem {
  const inner = Math.max(1, innerLine ?? 1);
  return {
    file: block.file,
    line: block.line + inner,
    message: `${what} in the \`${block.lang}\` block at line ${block.line} (its line ${inner}): ${message}`,
    hint: 'fix the code, give the fence the language the code is written in, or add `nocheck` to the fence',
  };
}

function checkJavaScript(block: CodeBlock): Problem[] {
  try {
    parseJs(block.value, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
    return [];
  } catch (e) {
    const err = e as SyntaxError & { loc?: { line: number } };
    return [at(block, err.loc?.line, 'JavaScript syntax error', err.message.replace(/\s*\(\d+:\d+\)$/, ''))];
  }
}

function checkTypeScript(block: CodeBlock, jsx: boolean): Problem[] {
  const kind = jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(jsx ? 'block.tsx' : 'block.ts', block.value, ts.ScriptTarget.Latest, true, kind);
  const diagnostics: readonly ts.Diagnostic[] = (source as unknown as { parseDiagnostics: ts.Diagnostic[] })
    .parseDiagnostics;
  return diagnostics.map((d) =>
    at(
      block,
      d.start === undefined ? 1 : source.getLineAndCharacterOfPosition(d.start).line + 1,
      `${jsx ? 'JSX' : 'TypeScript'} syntax error`,
      ts.flattenDiagnosticMessageText(d.messageText, ' '),
    ),
  );
}

function checkJson(block: CodeBlock, lines: boolean): Problem[] {
  const parts = lines
    ? block.value.split('\n').map((text, i) => ({ text, line: i + 1 }))
    : [{ text: block.value, line: 1 }];
  const out: Problem[] = [];
  for (const p of parts) {
    if (lines && !p.text.trim()) continue;
    try {
      JSON.parse(p.text);
    } catch (e) {
      const message = (e as Error).message;
      const pos = Number(/position (\d+)/.exec(message)?.[1]);
      const line = Number.isNaN(pos) ? p.line : p.line + p.text.slice(0, pos).split('\n').length - 1;
      const several = !lines && /\n\s*[{[]/.test(block.value.trim()) && /^[{[][^\n]*[}\]]\s*$/m.test(block.value);
      out.push(
        at(
          block,
          line,
          lines ? 'JSONL line is not JSON' : 'JSON syntax error',
          several ? `${message} (one JSON value per line is JSONL: fence it as \`jsonl\`)` : message,
        ),
      );
    }
  }
  return out;
}

/** YAML, several documents allowed (a Kubernetes manifest separates them with `---`). */
function checkYaml(block: CodeBlock): Problem[] {
  return parseAllDocuments(block.value).flatMap((doc) =>
    'errors' in doc
      ? doc.errors.map((e) => at(block, e.linePos?.[0].line, 'YAML syntax error', e.message.split('\n')[0]))
      : [],
  );
}

/** Is a command on PATH? */
function has(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * `bash -n` over all blocks at once, each as the body of its own function, which parses like a script;
 * only when that fails is each block parsed alone, so the error is reported in the right block (a
 * process per block costs tens of milliseconds on a loaded machine).
 */
function checkShell(blocks: CodeBlock[]): Problem[] {
  const all = blocks.map((b, i) => `__lexora_block_${i}() {\n${b.value}\n}`).join('\n');
  if (spawnSync('bash', ['-n'], { input: all, encoding: 'utf8' }).status === 0) return [];
  const out: Problem[] = [];
  for (const block of blocks) {
    const r = spawnSync('bash', ['-n'], { input: block.value, encoding: 'utf8' });
    if (r.status === 0) continue;
    for (const line of r.stderr.split('\n').filter(Boolean)) {
      const m = /^bash: (?:line (\d+): )?(.*)$/.exec(line);
      out.push(at(block, m?.[1] ? Number(m[1]) : undefined, 'Shell syntax error', m?.[2] ?? line));
    }
  }
  return out;
}

// Compiles every block in one process: reads a JSON list of sources, writes one result per source.
const PYTHON_CHECK = `
import json, sys
out = []
for src in json.load(sys.stdin):
    try:
        compile(src, "<block>", "exec", dont_inherit=True)
        out.append(None)
    except SyntaxError as e:
        out.append({"line": e.lineno, "message": type(e).__name__ + ": " + str(e.msg)})
json.dump(out, sys.stdout)
`;

function checkPython(blocks: CodeBlock[]): Problem[] {
  const r = spawnSync('python3', ['-c', PYTHON_CHECK], {
    input: JSON.stringify(blocks.map((b) => b.value)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`python3 could not check the Python blocks: ${r.stderr || r.error}`);
  const results = JSON.parse(r.stdout) as ({ line: number | null; message: string } | null)[];
  return results.flatMap((res, i) =>
    res ? [at(blocks[i], res.line ?? undefined, 'Python does not compile', res.message)] : [],
  );
}

function checkPhp(blocks: CodeBlock[]): Problem[] {
  const out: Problem[] = [];
  for (const block of blocks) {
    const r = spawnSync('php', ['-l'], { input: block.value, encoding: 'utf8' });
    if (r.status === 0) continue;
    const text = `${r.stdout}\n${r.stderr}`;
    const m = /(?:PHP )?(Parse error|Fatal error):\s*(.*?) in .*? on line (\d+)/.exec(text);
    out.push(at(block, m ? Number(m[3]) : undefined, 'PHP syntax error', m ? `${m[1]}: ${m[2]}` : text.trim()));
  }
  return out;
}

/**
 * All Java blocks in one `javac` run (a JVM start costs about a second). Each block is compiled as its
 * own file with its public class renamed, so two samples that both declare `Main` do not collide.
 */
function checkJava(blocks: CodeBlock[]): Problem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-java-'));
  try {
    const files = blocks.map((b, i) => {
      const name = /\bpublic\s+(?:final\s+)?class\s+(\w+)/.exec(b.value)?.[1];
      const cls = `Block${i}`;
      const code = name ? b.value.replace(new RegExp(`\\b${name}\\b`, 'g'), cls) : b.value;
      const file = path.join(dir, `${cls}.java`);
      fs.writeFileSync(file, code);
      return file;
    });
    const r = spawnSync('javac', ['-proc:none', '-nowarn', '-d', path.join(dir, 'out'), ...files], {
      encoding: 'utf8',
    });
    if (r.status === 0) return [];
    const out: Problem[] = [];
    for (const m of r.stderr.matchAll(/^(.*?Block(\d+)\.java):(\d+): error: (.*)$/gm))
      out.push(at(blocks[Number(m[2])], Number(m[3]), 'Java does not compile', m[4]));
    if (!out.length) throw new Error(`javac failed: ${r.stderr}`);
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const TOOLS: Partial<Record<Checker, { command: string; check: (blocks: CodeBlock[]) => Problem[] }>> = {
  shell: { command: 'bash', check: checkShell },
  python: { command: 'python3', check: checkPython },
  php: { command: 'php', check: checkPhp },
  java: { command: 'javac', check: checkJava },
};

/** Checks blocks of every language; blocks in languages without a checker, or marked nocheck, are left. */
export function checkCodeBlocks(blocks: CodeBlock[]): CodeCheckResult {
  const byChecker = new Map<Checker, CodeBlock[]>();
  for (const b of blocks) {
    const c = checkerFor(b.lang);
    if (!c || /(?:^|\s)nocheck(?=\s|$)/.test(b.meta)) continue;
    byChecker.set(c, [...(byChecker.get(c) ?? []), b]);
  }
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const counts: Record<string, number> = {};
  for (const [checker, list] of byChecker) {
    const tool = TOOLS[checker];
    if (tool && !has(tool.command)) {
      warnings.push(`${list.length} ${checker} block(s) not checked: \`${tool.command}\` is not installed`);
      continue;
    }
    counts[checker] = list.length;
    if (tool) problems.push(...tool.check(list));
    else
      for (const b of list)
        problems.push(
          ...(checker === 'javascript'
            ? checkJavaScript(b)
            : checker === 'typescript' || checker === 'jsx'
              ? checkTypeScript(b, checker === 'jsx')
              : checker === 'yaml'
                ? checkYaml(b)
                : checkJson(b, checker === 'jsonl')),
        );
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return { problems, warnings, counts };
}
