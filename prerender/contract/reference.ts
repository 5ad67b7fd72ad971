// Reference sections generated from the contract, as mdast: the same Markdown tables and code blocks
// a hand-written page has, so they get the site's table style, heading anchors and link checks, and
// the .md copies and the search index see them like any other table.
import type { Code, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { deref, parametersOf, requestSchema, type ApiSpec, type OperationRef } from './spec.ts';

const parser = unified().use(remarkParse);

/** A description is Markdown (code, links, emphasis); a table cell holds its inline content. */
function inline(markdown: string): PhrasingContent[] {
  const tree = parser.parse(markdown) as Root;
  const blocks = tree.children.flatMap((b) =>
    'children' in b && b.type === 'paragraph'
      ? (b.children as PhrasingContent[])
      : [{ type: 'text', value: ' ' } as PhrasingContent],
  );
  // Raw HTML in a description is shown as text: the contract is data, not markup for the page.
  return blocks.map((n) => (n.type === 'html' ? ({ type: 'text', value: n.value } as PhrasingContent) : n));
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

function table(head: PhrasingContent[][], rows: PhrasingContent[][][]): Table {
  return { type: 'table', align: head.map(() => null), children: [row(head), ...rows.map(row)] };
}

function joined(values: string[], sep = ', '): PhrasingContent[] {
  return values.flatMap((v, i) => (i ? [text(sep), code(v)] : [code(v)]));
}

/** How a schema's type reads in a table: `string`, `array of strings`, `integer or null`, `file`. */
export function typeLabel(spec: ApiSpec, schema: any): string {
  const { schema: s, name } = deref(spec, schema);
  if (name) return s.type === 'object' || !s.type ? 'object' : typeLabel(spec, s);
  if (s.format === 'binary') return 'file';
  const types: string[] = Array.isArray(s.type)
    ? s.type
    : s.type
      ? [s.type]
      : s.const !== undefined
        ? [typeof s.const]
        : ['any'];
  const words = types.map((t) =>
    t === 'array'
      ? s.items && Object.keys(s.items).length
        ? `array of ${plural(typeLabel(spec, s.items))}`
        : 'array'
      : t === 'string' && s.format === 'date'
        ? 'string (date)'
        : t,
  );
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
}

function plural(label: string): string {
  if (label.includes(' or ') || label === 'any') return `(${label})`;
  return label.endsWith('s') ? label : `${label}s`;
}

/** The description, with the default added when the prose does not state it. */
function describe(s: any): PhrasingContent[] {
  const out = inline(s.description ?? '');
  if (s.default !== undefined && !/\bdefault\b/i.test(s.description ?? ''))
    out.push(text(' Default '), code(JSON.stringify(s.default).replace(/^"(.*)"$/, '$1')), text('.'));
  return out;
}

export function endpointLine(spec: ApiSpec, ops: OperationRef[]): RootContent {
  const base = spec.servers?.[0]?.url ?? '';
  if (ops.length === 1)
    return { type: 'code', lang: 'http', value: `${ops[0].method} ${base}${ops[0].path}` } satisfies Code;
  return table(
    [[text('Method')], [text('Path')], [text('What it does')]],
    ops.map((o) => [[code(o.method)], [code(base + o.path)], inline(o.op.description ?? o.op.summary ?? '')]),
  );
}

export function parameterTable(spec: ApiSpec, ref: OperationRef): Table | null {
  const rows: PhrasingContent[][][] = [];
  for (const p of parametersOf(spec, ref.op)) {
    rows.push([
      [code(p.name)],
      [text(`${typeLabel(spec, p.schema)} (${p.in})`)],
      [text(p.required ? 'Yes' : 'No')],
      describe({ ...p.schema, description: p.description }),
    ]);
  }
  const body = requestSchema(spec, ref.op);
  const required = new Set<string>(body?.schema.required ?? []);
  for (const [name, prop] of Object.entries<any>(body?.schema.properties ?? {})) {
    const s = deref(spec, prop).schema;
    rows.push([
      [code(name)],
      [text(typeLabel(spec, prop))],
      [text(required.has(name) ? 'Yes' : 'No')],
      describe({ ...s, description: prop.description ?? s.description }),
    ]);
  }
  if (!rows.length) return null;
  return table([[text('Name')], [text('Type')], [text('Required')], [text('Description')]], rows);
}

/** Rows for an object's fields; inline nested objects and arrays of objects become `a.b` and `a[].b`. */
function fieldRows(spec: ApiSpec, schema: any, prefix: string, out: PhrasingContent[][][]): void {
  for (const [name, prop] of Object.entries<any>(schema.properties ?? {})) {
    const path = prefix + name;
    out.push([[code(path)], [text(typeLabel(spec, prop))], describe(prop)]);
    if (prop.$ref) continue; // a named schema has its own table (<ApiSchema name="…" />)
    if (prop.properties) fieldRows(spec, prop, `${path}.`, out);
    else if (prop.items?.properties) fieldRows(spec, prop.items, `${path}[].`, out);
  }
}

export function fieldsTable(spec: ApiSpec, schema: any): Table | null {
  const rows: PhrasingContent[][][] = [];
  fieldRows(spec, deref(spec, schema).schema, '', rows);
  return rows.length ? table([[text('Field')], [text('Type')], [text('Description')]], rows) : null;
}

export function responseSchema(ref: OperationRef, status?: string): any {
  const responses = ref.op.responses ?? {};
  const s = status ?? Object.keys(responses).find((k) => k.startsWith('2'));
  return s ? responses[s]?.content?.['application/json']?.schema : undefined;
}

/** The errors table; rows that carry `operations` (merged from several operations) say which ones. */
export function errorsTable(ref: OperationRef): Table | null {
  const errors: any[] = ref.op['x-errors'] ?? [];
  const rows = errors.map((e) => {
    const when = inline(e.when ?? '');
    if (e.operations) when.push(text(' Only '), ...joined(e.operations, ' and '), text('.'));
    return [[text(String(e.status))], [code(e.type)], joined(e.codes ?? []), when];
  });
  return rows.length ? table([[text('Status')], [code('type')], [code('code')], [text('When')]], rows) : null;
}

/** The webhook events of the contract (OpenAPI 3.1 `webhooks`): event, payload schema, when it is sent. */
export function webhooksTable(spec: ApiSpec): Table | null {
  const rows = Object.entries<any>(spec.webhooks ?? {}).flatMap(([name, item]) =>
    Object.values<any>(item ?? {})
      .filter((op) => op && typeof op === 'object' && op.requestBody)
      .map((op) => {
        const schema = op.requestBody.content?.['application/json']?.schema;
        const payload = deref(spec, schema).name;
        return [[code(name)], payload ? [code(payload)] : [text('object')], inline(op.description ?? op.summary ?? '')];
      }),
  );
  return rows.length ? table([[text('Event')], [text('Payload')], [text('When it is sent')]], rows) : null;
}
