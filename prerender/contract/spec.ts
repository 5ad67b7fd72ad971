// The contract as plain data for the MDX compile: parsed, not validated (the build validates it once
// with ./load.ts before anything is compiled). Plain JSON, so it crosses to workers and child processes.
import fs from 'node:fs';
import path from 'node:path';
import { isSeq, parse, parseDocument } from 'yaml';
import { BuildError, type Problem } from '../report/errors.ts';

export type ApiSpec = Record<string, any>;

/**
 * Where the spec carries the prose check's allow-list (content/contract-prose-allow.yaml), so the
 * list reaches every compile, worker and cache key together with the contract it qualifies.
 */
export const PROSE_ALLOW_KEY = '__proseAllow';
export const PROSE_ALLOW_FILE = 'contract-prose-allow.yaml';

export interface ProseAllowEntry {
  /** The error code, header or field a page may name although the contract does not have it there. */
  name: string;
  /** Paths under the content folder (prefixes) where the exception holds; everywhere when absent. */
  pages?: string[];
  why: string;
}

export function readApiSpec(contentDir: string): ApiSpec | null {
  const file = path.join(contentDir, 'openapi.yaml');
  if (!fs.existsSync(file)) return null;
  let spec: ApiSpec;
  try {
    spec = parse(fs.readFileSync(file, 'utf8')) as ApiSpec;
  } catch {
    return null; // reported with its line by loadContract
  }
  if (spec && typeof spec === 'object') spec[PROSE_ALLOW_KEY] = readProseAllow(contentDir);
  return spec;
}

/** The allow-list of the prose check; a malformed entry fails the build at its line. */
export function readProseAllow(contentDir: string): ProseAllowEntry[] {
  const file = path.join(contentDir, PROSE_ALLOW_FILE);
  if (!fs.existsSync(file)) return [];
  const rel = path.relative(process.cwd(), file);
  const source = fs.readFileSync(file, 'utf8');
  const doc = parseDocument(source);
  const lineOf = (node: any) => (node?.range ? source.slice(0, node.range[0]).split('\n').length : undefined);
  const items: any[] = (doc.contents as any)?.items ?? [];
  const problems: Problem[] = [];
  if (doc.errors.length || (doc.contents && !isSeq(doc.contents)))
    problems.push({
      file: rel,
      line: doc.errors[0]?.linePos?.[0].line,
      message: 'not a YAML list',
      hint: 'write `- name: …` entries',
    });
  const out: ProseAllowEntry[] = [];
  for (const item of items) {
    const e = item?.toJSON?.() ?? {};
    const pagesOk =
      e.pages === undefined || (Array.isArray(e.pages) && e.pages.every((p: unknown) => typeof p === 'string'));
    if (typeof e.name !== 'string' || typeof e.why !== 'string' || !e.why.trim() || !pagesOk)
      problems.push({
        file: rel,
        line: lineOf(item),
        message:
          'an entry needs `name` (string), `why` (the reason, not empty) and optionally `pages` (a list of paths)',
        hint: 'see the comment at the top of the file',
      });
    else out.push({ name: e.name, pages: e.pages, why: e.why });
  }
  if (problems.length) throw new BuildError(`The prose check's allow-list ${rel} is not valid.`, problems);
  return out;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationRef {
  id: string;
  method: string;
  path: string;
  op: Record<string, any>;
}

export function operationsOf(spec: ApiSpec): Map<string, OperationRef> {
  const out = new Map<string, OperationRef>();
  for (const [p, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const m of HTTP_METHODS)
      if (item?.[m]?.operationId)
        out.set(item[m].operationId, { id: item[m].operationId, method: m.toUpperCase(), path: p, op: item[m] });
  }
  return out;
}

/** `#/components/schemas/X` -> the schema and its name; anything else as it is. */
export function deref(spec: ApiSpec, schema: any): { schema: any; name?: string } {
  if (schema && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
    const name = schema.$ref.slice('#/components/schemas/'.length);
    return { schema: spec.components?.schemas?.[name] ?? {}, name };
  }
  return { schema: schema ?? {} };
}

/** An operation's parameters with `#/components/parameters/X` references resolved. */
export function parametersOf(spec: ApiSpec, op: Record<string, any>): Record<string, any>[] {
  return (op.parameters ?? []).map((p: any) =>
    typeof p?.$ref === 'string' && p.$ref.startsWith('#/components/parameters/')
      ? (spec.components?.parameters?.[p.$ref.slice('#/components/parameters/'.length)] ?? {})
      : p,
  );
}

/** The JSON (or form) request body schema of an operation. */
export function requestSchema(spec: ApiSpec, op: Record<string, any>): { schema: any; mediaType: string } | null {
  const content = op.requestBody?.content ?? {};
  const mediaType = Object.keys(content)[0];
  if (!mediaType) return null;
  return { schema: deref(spec, content[mediaType].schema).schema, mediaType };
}

export function successStatus(op: Record<string, any>): string | undefined {
  return Object.keys(op.responses ?? {}).find((s) => s.startsWith('2'));
}
