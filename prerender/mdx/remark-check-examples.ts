// Checks every API example of a page against the contract while the page compiles: request bodies of
// cURL commands, fetch calls and Python requests calls, SDK calls (through SDK_METHODS), and JSON
// sample responses. A JSON block is a response when its meta says so (```json response="postTone"),
// or when it sits under a heading about a response, or follows a sentence that announces one
// ("... returns:"); its operation is the meta's, else the last request above it, else the page's own
// operation (its <Api…> elements). ```json nocheck opts a block out. Problems fail the build with the
// file and the field's line.
import path from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from './walk.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { operationsOf, type ApiSpec, type OperationRef } from '../contract/spec.ts';
import { schemaChecker, type SchemaChecker } from '../contract/schemas.ts';
import { apiUrlPattern, curlExamples, jsExamples, pythonExamples, type Example } from '../contract/extract-examples.ts';
import {
  checkKeys,
  requestFields,
  validateAgainst,
  describeErrors,
  type ExampleProblem,
} from '../contract/check-examples.ts';
import { SDK_METHODS, camelCase, snakeCase } from '../contract/sdk-methods.ts';

const RESPONSE_HEADING = /\bresponses?\b|\boutput\b/i;
const ANNOUNCES_RESPONSE = /\b(returns?|answers?|responds?|response|receives?|gets? back)\b[^.]*:\s*$/i;

function metaAttr(meta: string | null | undefined, name: string): string | true | undefined {
  const m = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`).exec(meta ?? '');
  return m ? (m[1] ?? true) : undefined;
}

/** Names of the component schemas a response refers to. */
function namedSchemasIn(response: unknown): string[] {
  const names = new Set<string>();
  JSON.stringify(response, (k, v) => {
    if (
      k === '$ref' &&
      typeof v === 'string' &&
      v.startsWith('#/components/schemas/') &&
      v !== '#/components/schemas/Error'
    )
      names.add(v.slice(21));
    return v;
  });
  return [...names];
}

/** The contract as the checks use it: operations by id and by route, the API's URL, the schema checker. */
interface Contract {
  spec: ApiSpec;
  ops: Map<string, OperationRef>;
  byRoute: (method: string, p: string) => OperationRef | undefined;
  apiUrl: ReturnType<typeof apiUrlPattern>;
  check: () => SchemaChecker;
}

/** One page's walk: where it is, what it has found, and what the blocks above the current one said. */
interface PageWalk {
  relFile: string;
  problems: Problem[];
  pageOps: Set<string>;
  heading: string;
  lastParagraph: string;
  lastRequest: OperationRef | undefined;
}

export default function remarkCheckExamples(opts: { api: ApiSpec | null }) {
  if (!opts.api) return () => undefined;
  const c = contractOf(opts.api);
  return (tree: Root, file: { path?: string; value?: unknown }) => {
    const page: PageWalk = {
      relFile: path.relative(process.cwd(), file.path ?? '') || 'page',
      problems: [],
      pageOps: new Set<string>(),
      heading: '',
      lastParagraph: '',
      lastRequest: undefined,
    };
    visit(tree as any, 'mdxJsxFlowElement', (n: any) => {
      const a = n.attributes?.find((x: any) => x.name === 'operation');
      if (typeof a?.value === 'string' && /^Api/.test(n.name))
        for (const id of a.value.split(/\s+/)) if (c.ops.has(id)) page.pageOps.add(id);
    });
    visit(tree as any, (node: any) => {
      if (node.type === 'heading') page.heading = toString(node);
      if (node.type === 'paragraph') page.lastParagraph = toString(node);
      if (node.type !== 'code') return;
      if (metaAttr(node.meta, 'nocheck')) return;
      if (checkCode(c, page, node) === 'stop') return;
      page.lastParagraph = '';
    });
    if (page.problems.length)
      throw new BuildError(`Examples that do not match the API contract (content/openapi.yaml).`, page.problems);
  };
}

function contractOf(spec: ApiSpec): Contract {
  const ops = operationsOf(spec);
  const routes = [...ops.values()].map((r) => ({
    ref: r,
    re: new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const byRoute = (method: string, p: string) =>
    routes.find((r) => r.ref.method === method && r.re.test(p))?.ref ?? routes.find((r) => r.re.test(p))?.ref;
  const apiUrl = apiUrlPattern((spec.servers ?? []).map((s: { url: string }) => s.url));
  let checker: SchemaChecker | undefined;
  const check = () => (checker ??= schemaChecker(spec));
  return { spec, ops, byRoute, apiUrl, check };
}

/** Checks one code block by its language; 'stop' when a `json request=` block ended the visit early. */
function checkCode(c: Contract, page: PageWalk, node: any): 'stop' | undefined {
  const lang = (node.lang ?? '').toLowerCase();
  if (['bash', 'sh', 'shell', 'curl', 'console'].includes(lang))
    for (const ex of curlExamples(node.value, c.apiUrl)) checkRequest(c, page, node, ex);
  else if (['js', 'javascript', 'mjs', 'jsx'].includes(lang))
    for (const ex of jsExamples(node.value, c.apiUrl))
      ex.kind === 'sdk' ? checkSdk(c, page, node, ex) : checkRequest(c, page, node, ex);
  else if (['py', 'python'].includes(lang))
    for (const ex of pythonExamples(node.value, c.apiUrl))
      ex.kind === 'sdk' ? checkSdk(c, page, node, ex) : checkRequest(c, page, node, ex);
  else if (lang === 'json') {
    const req = metaAttr(node.meta, 'request');
    if (typeof req === 'string') {
      checkJsonRequest(c, page, node, req);
      return 'stop';
    }
    const res = metaAttr(node.meta, 'response');
    if (res || RESPONSE_HEADING.test(page.heading) || ANNOUNCES_RESPONSE.test(page.lastParagraph))
      checkResponse(c, page, node, res);
  }
  return undefined;
}

function report(page: PageWalk, node: any, ex: { offset: number } | undefined, list: ExampleProblem[]): void {
  const code: string = node.value;
  const lines = code.split('\n');
  const start = (node.position?.start.line ?? 0) + 1;
  for (const p of list) {
    let line = start + (ex?.offset ?? 0);
    const name = p.field?.split(/[.[]/).pop();
    if (name) {
      const i = lines.findIndex(
        (l, k) =>
          k >= (ex?.offset ?? 0) &&
          new RegExp(`["'\\s{,(]${name.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}["']?\\s*[:=]`).test(` ${l}`),
      );
      if (i >= 0) line = start + i;
    }
    page.problems.push({ file: page.relFile, line, message: p.message, hint: p.hint });
  }
}

function checkRequest(c: Contract, page: PageWalk, node: any, ex: Example): void {
  const ref = ex.path ? c.byRoute(ex.method ?? 'POST', ex.path) : undefined;
  if (!ref) {
    if (ex.path)
      report(page, node, ex, [
        {
          message: `${ex.method} ${ex.path} is not an operation of the API contract`,
          hint: 'fix the URL, or add the operation to content/openapi.yaml',
        },
      ]);
    return;
  }
  page.lastRequest = ref;
  const what = `request body of ${ref.id} (${ref.method} ${ref.path})`;
  const media = Object.keys(ref.op.requestBody?.content ?? {})[0];
  if (ex.body !== undefined && media === 'application/json')
    report(page, node, ex, validateAgainst(c.check(), ref, 'request', ex.body, what) ?? []);
  else if (ex.keys) report(page, node, ex, checkKeys(ex.keys, requestFields(c.spec, ref), what));
}

function checkSdk(c: Contract, page: PageWalk, node: any, ex: Example): void {
  const method = ex.sdkMethod ? (SDK_METHODS[snakeCase(ex.sdkMethod)] ?? SDK_METHODS[ex.sdkMethod]) : undefined;
  const ref = method && c.ops.get(method.operation);
  if (!ref || !ex.keys) return;
  page.lastRequest = ref;
  const name = ex.naming === 'camel' ? camelCase : (s: string) => s;
  const known = [...requestFields(c.spec, ref), ...(method.extra ?? [])].filter((f) => f !== 'key').map(name);
  report(page, node, ex, checkKeys(ex.keys, known, `options of the SDK call ${ex.sdkMethod}() (${ref.id})`));
}

/** A ```json request="op" block: its body against the operation's request schema. */
function checkJsonRequest(c: Contract, page: PageWalk, node: any, req: string): void {
  const ref = c.ops.get(req);
  if (!ref)
    return void report(page, node, undefined, [{ message: `request="${req}" names no operation of the contract` }]);
  try {
    report(
      page,
      node,
      undefined,
      validateAgainst(c.check(), ref, 'request', JSON.parse(node.value), `request body of ${ref.id}`) ?? [],
    );
  } catch {
    /* not JSON */
  }
}

/** The operations a response sample may belong to; undefined once a bad `response=` is reported. */
function responseCandidates(
  c: Contract,
  page: PageWalk,
  node: any,
  explicit: string | true | undefined,
): Set<OperationRef> | undefined {
  const candidates = new Set<OperationRef>();
  if (typeof explicit === 'string') {
    const ref = c.ops.get(explicit);
    if (!ref) {
      report(page, node, undefined, [{ message: `response="${explicit}" names no operation of the contract` }]);
      return undefined;
    }
    candidates.add(ref);
  } else {
    if (page.lastRequest) candidates.add(page.lastRequest);
    for (const id of page.pageOps) candidates.add(c.ops.get(id)!);
    // "`GET /v1/files` answers with a page:" names its operation.
    for (const m of `${page.heading} ${page.lastParagraph}`.matchAll(
      /\b(GET|POST|PATCH|DELETE|PUT)?\s*`?(\/v1\/[\w/{}.-]+)/g,
    )) {
      const ref = c.byRoute(m[1] ?? 'POST', m[2]);
      if (ref) candidates.add(ref);
    }
  }
  return candidates;
}

function checkResponse(c: Contract, page: PageWalk, node: any, explicit: string | true | undefined): void {
  let value: unknown;
  try {
    value = JSON.parse(node.value);
  } catch {
    return; // JSON syntax is not this check's business (and JSON with comments is common)
  }
  const candidates = responseCandidates(c, page, node, explicit);
  if (!candidates?.size) return;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'error' in value) {
    const errors = c.check().validateSchema({ $ref: '#/components/schemas/Error' }, value);
    return report(page, node, undefined, describeErrors(errors, 'error response'));
  }
  // A sample is a whole response of one of the candidate operations, or one of the named objects
  // in it (an edit, a file): it belongs to the one it matches best.
  let best: ExampleProblem[] | null = null;
  const consider = (found: ExampleProblem[] | null) => {
    if (found && (!best || found.length < best.length)) best = found;
  };
  for (const ref of candidates) {
    for (const status of Object.keys(ref.op.responses ?? {}).filter((s) => s.startsWith('2'))) {
      consider(
        validateAgainst(c.check(), ref, `response:${status}`, value, `sample response of ${ref.id} (${status})`),
      );
      for (const name of namedSchemasIn(ref.op.responses[status]))
        consider(
          describeErrors(
            c.check().validateSchema({ $ref: `#/components/schemas/${name}` }, value),
            `sample ${name} object of ${ref.id}`,
          ),
        );
    }
  }
  if (best) report(page, node, undefined, best);
}
