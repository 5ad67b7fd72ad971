// Replaces the API reference elements of a page with tables generated from the contract at compile
// time, so the reader gets plain prerendered tables and no schema reaches the browser:
//   <ApiEndpoint operation="postTone" />              the endpoint line (several ids: a table of them)
//   <ApiParams operation="postTone" />                the parameter table
//   <ApiResponse operation="postTone" status="200" /> the response fields (status optional)
//   <ApiSchema name="Edit" />                         the fields of a named schema
//   <ApiErrors operation="postTone" />                the errors table (several ids: merged)
//   <ApiWebhooks />                                   the webhook events (OpenAPI 3.1 `webhooks`) with
//                                                     their payload schema and when each is sent
//   <ApiSamples operation="postTone" />               the request in cURL, JavaScript, Python, PHP and
//                                                     Java, as language tabs; with languages="php java"
//                                                     only those tab items, to go inside a page's own <Tabs>
// ApiParams, ApiResponse and ApiSchema take `only="text lang"` to show a subset of the fields, for a
// page that discusses some of them (the rows still come from the contract).
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { visit, SKIP } from './walk.ts';
import { closest } from 'fastest-levenshtein';
import { BuildError, type Problem } from '../report/errors.ts';
import { operationsOf, type ApiSpec, type OperationRef } from '../contract/spec.ts';
import {
  endpointLine,
  errorsTable,
  fieldsTable,
  parameterTable,
  responseSchema,
  webhooksTable,
} from '../contract/reference.ts';
import { SAMPLE_LANGUAGES, sampleCode } from '../contract/samples.ts';

export const API_ELEMENTS = [
  'ApiEndpoint',
  'ApiParams',
  'ApiResponse',
  'ApiSchema',
  'ApiErrors',
  'ApiSamples',
  'ApiWebhooks',
] as const;

function attr(node: any, name: string): string | undefined {
  const a = node.attributes?.find((x: any) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

export default function remarkApiReference(opts: { api: ApiSpec | null }) {
  const ops = opts.api ? operationsOf(opts.api) : new Map<string, OperationRef>();
  return (tree: Root, file: { path?: string }) => {
    const problems: Problem[] = [];
    const relFile = path.relative(process.cwd(), file.path ?? '') || 'page';
    visit(tree as any, 'mdxJsxFlowElement', (node: any, index: number | undefined, parent: any) => {
      if (index === undefined) return;
      if (!API_ELEMENTS.includes(node.name)) return;
      const result = opts.api
        ? expandElement(node, opts.api, ops)
        : mistake('the site has no API contract', 'add content/openapi.yaml, or remove the element');
      if ('problem' in result) {
        const { message, hint } = result.problem;
        problems.push({ file: relFile, line: node.position?.start.line, message: `<${node.name}>: ${message}`, hint });
        parent.children.splice(index, 1);
        return [SKIP, index] as [typeof SKIP, number];
      }
      const replacement = result.nodes.map((n) => withPosition(n, node.position));
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length] as [typeof SKIP, number];
    });
    if (problems.length)
      throw new BuildError('API reference elements name things the contract does not have.', problems);
  };
}

/** What an element is replaced with, or why it cannot be (reported at its line, and the element removed). */
type Expansion = { nodes: RootContent[] } | { problem: { message: string; hint: string } };

const mistake = (message: string, hint: string): Expansion => ({ problem: { message, hint } });

/** The content an API reference element stands for, generated from the contract. */
function expandElement(node: any, spec: ApiSpec, ops: Map<string, OperationRef>): Expansion {
  if (node.name === 'ApiWebhooks') {
    const out = webhooksTable(spec);
    if (!out) return mistake('the contract has no webhooks', 'add them under the top-level `webhooks` key');
    return onlyRows(node, out);
  }
  if (node.name === 'ApiSchema') {
    const name = attr(node, 'name') ?? '';
    const schemas = Object.keys(spec.components?.schemas ?? {});
    if (!schemas.includes(name))
      return mistake(
        `no schema named "${name}" in the contract`,
        schemas.length ? `did you mean name="${closest(name || '?', schemas)}"?` : 'add it under components/schemas',
      );
    return onlyRows(node, fieldsTable(spec, { $ref: `#/components/schemas/${name}` }));
  }
  const refs = operationRefs(node, ops);
  if (!Array.isArray(refs)) return refs;
  if (node.name === 'ApiSamples') return samplesTabs(node, spec, refs[0]);
  let out: RootContent | null;
  if (node.name === 'ApiEndpoint') out = endpointLine(spec, refs);
  else if (node.name === 'ApiParams') out = parameterTable(spec, refs[0]);
  else if (node.name === 'ApiResponse') out = fieldsTable(spec, responseSchema(refs[0], attr(node, 'status')));
  else out = errorsTable({ ...refs[0], op: { 'x-errors': mergedErrors(refs) } });
  return onlyRows(node, out);
}

/** The operations an element's `operation` attribute names (one or more operationIds). */
function operationRefs(node: any, ops: Map<string, OperationRef>): OperationRef[] | Expansion {
  const ids = (attr(node, 'operation') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.length)
    return mistake(
      'the `operation` attribute is missing or not a plain string',
      'write operation="postTone" (an operationId of content/openapi.yaml)',
    );
  const refs: OperationRef[] = [];
  for (const id of ids) {
    const ref = ops.get(id);
    if (!ref)
      return mistake(
        `no operation "${id}" in the contract`,
        `did you mean operation="${closest(id, [...ops.keys()])}"?`,
      );
    refs.push(ref);
  }
  return refs;
}

/** `<ApiSamples>`: a request sample per language, in tabs (or the `languages` asked for, without tabs). */
function samplesTabs(node: any, spec: ApiSpec, ref: OperationRef): Expansion {
  const names = SAMPLE_LANGUAGES.map((l) => l.value as string);
  const wanted = attr(node, 'languages')?.split(/\s+/).filter(Boolean);
  const bad = wanted?.find((l) => !names.includes(l));
  if (bad) return mistake(`unknown language "${bad}"`, `use some of ${names.join(', ')}`);
  const items = SAMPLE_LANGUAGES.filter((l) => !wanted || wanted.includes(l.value)).map((l) =>
    jsx('TabItem', { value: l.value, label: l.label }, [
      { type: 'code', lang: l.lang, meta: null, value: sampleCode(spec, ref, l.value) },
    ]),
  );
  return { nodes: wanted ? items : [jsx('Tabs', { groupId: 'language' }, items)] };
}

/** A table kept to the rows of the top-level fields its `only` attribute names (all without it). */
function onlyRows(node: any, out: RootContent | null): Expansion {
  const only = attr(node, 'only')?.split(/\s+/).filter(Boolean);
  if (only && out?.type === 'table') {
    const names = out.children.slice(1).map((r) => firstName(r));
    const unknown = only.filter((n) => !names.includes(n));
    if (unknown.length)
      return mistake(
        `\`only\` names ${unknown.map((n) => `"${n}"`).join(', ')}, which the table does not have`,
        `did you mean "${closest(unknown[0], names)}"? The table has ${names.filter((n, i) => names.indexOf(n) === i).join(', ')}`,
      );
    out.children = [out.children[0], ...out.children.slice(1).filter((r) => only.includes(firstName(r)))];
  }
  return { nodes: out ? [out] : [] };
}

/** An MDX JSX element (a theme component such as Tabs) with string attributes. */
function jsx(name: string, attributes: Record<string, string>, children: unknown[]): any {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([k, v]) => ({ type: 'mdxJsxAttribute', name: k, value: v })),
    children,
  };
}

/** The top-level field a row is about: `tones` for `tones[].label`. */
function firstName(row: any): string {
  const c = row.children[0]?.children[0];
  return c?.type === 'inlineCode' ? String(c.value).split(/[.[]/)[0] : '';
}

/**
 * Errors of several operations of one page, each distinct row once, in status order. A row that not
 * every operation returns names the ones that do (`operations`), so a GET never shows an upload error.
 */
function mergedErrors(refs: OperationRef[]): unknown[] {
  const seen = new Map<string, { row: any; ops: string[] }>();
  for (const r of refs)
    for (const e of r.op['x-errors'] ?? []) {
      const k = JSON.stringify([e.status, e.type, e.codes, e.when]);
      const entry = seen.get(k) ?? { row: e, ops: [] };
      entry.ops.push(`${r.method} ${r.path}`);
      seen.set(k, entry);
    }
  return [...seen.values()]
    .map(({ row, ops }) => (ops.length < refs.length ? { ...row, operations: ops } : row))
    .sort((a, b) => a.status - b.status);
}

/** Generated nodes take the element's position, so link checks and messages point at its line. */
function withPosition<T>(node: T, position: unknown): T {
  visit(node as any, (n: any) => {
    n.position = position;
  });
  return node;
}
