// What the contract names, indexed for the prose check (../mdx/remark-check-prose.ts): the error codes
// and types, headers and fields of every operation, and of the contract as a whole. A page that puts an
// error code, a header or a request field in code formatting must name one of these.
import { operationsOf, parametersOf, requestSchema, deref, type ApiSpec, type OperationRef } from './spec.ts';

export interface OperationNames {
  ref: OperationRef;
  codes: Map<string, number[]>;
  headers: Set<string>;
  /** Every property name of the request and response schemas, at any depth, and the parameters. */
  fields: Set<string>;
  requestMedia: Set<string>;
  responseMedia: Set<string>;
}

export interface ContractNames {
  ops: Map<string, OperationNames>;
  /** Every error code of the contract, with the statuses that carry it. */
  codes: Map<string, number[]>;
  /** Error types by status (from every operation's `x-errors`), and the `Error.type` enum. */
  typesByStatus: Map<number, Set<string>>;
  types: Set<string>;
  headers: Set<string>;
  fields: Set<string>;
}

/** Fields of the error body, which every operation has. */
export const ERROR_FIELDS = ['error', 'type', 'code', 'message', 'param', 'request_id'];

function collectFields(spec: ApiSpec, schema: any, out: Set<string>, seen = new Set<any>()): void {
  const { schema: s } = deref(spec, schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  for (const [name, prop] of Object.entries<any>(s.properties ?? {})) {
    out.add(name);
    collectFields(spec, prop, out, seen);
  }
  if (s.items) collectFields(spec, s.items, out, seen);
  for (const k of ['oneOf', 'anyOf', 'allOf'])
    for (const sub of (s[k] as unknown[]) ?? []) collectFields(spec, sub, out, seen);
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    collectFields(spec, s.additionalProperties, out, seen);
}

function headerNames(headers: Record<string, unknown> | undefined, out: Set<string>): void {
  for (const name of Object.keys(headers ?? {})) out.add(name.toLowerCase());
}

function namesOf(spec: ApiSpec, ref: OperationRef): OperationNames {
  const op = ref.op;
  const codes = new Map<string, number[]>();
  for (const e of op['x-errors'] ?? [])
    for (const c of e.codes ?? []) codes.set(c, [...(codes.get(c) ?? []), Number(e.status)]);
  const headers = new Set<string>();
  const fields = new Set<string>(ERROR_FIELDS);
  for (const p of parametersOf(spec, op)) {
    if (p.in === 'header') headers.add(String(p.name).toLowerCase());
    else fields.add(p.name);
  }
  if ((op.security ?? spec.security ?? []).some((s: Record<string, unknown>) => Object.keys(s).length))
    headers.add('authorization');
  const body = requestSchema(spec, op);
  if (body) collectFields(spec, body.schema, fields);
  const responseMedia = new Set<string>();
  for (const res of Object.values<any>(op.responses ?? {})) {
    headerNames(res?.headers, headers);
    for (const [media, c] of Object.entries<any>(res?.content ?? {})) {
      responseMedia.add(media);
      collectFields(spec, c.schema, fields);
    }
  }
  if (op.requestBody) headers.add('content-type');
  if (responseMedia.size) headers.add('accept');
  return {
    ref,
    codes,
    headers,
    fields,
    requestMedia: new Set(Object.keys(op.requestBody?.content ?? {})),
    responseMedia,
  };
}

export function contractNames(spec: ApiSpec): ContractNames {
  const ops = new Map<string, OperationNames>();
  const codes = new Map<string, number[]>();
  const typesByStatus = new Map<number, Set<string>>();
  const headers = new Set<string>(['authorization', 'content-type', 'accept']);
  const fields = new Set<string>(ERROR_FIELDS);
  for (const ref of operationsOf(spec).values()) {
    const n = namesOf(spec, ref);
    ops.set(ref.id, n);
    for (const [c, st] of n.codes) codes.set(c, [...new Set([...(codes.get(c) ?? []), ...st])]);
    for (const e of ref.op['x-errors'] ?? []) {
      const set = typesByStatus.get(Number(e.status)) ?? new Set<string>();
      set.add(e.type);
      typesByStatus.set(Number(e.status), set);
    }
    n.headers.forEach((h) => headers.add(h));
    n.fields.forEach((f) => fields.add(f));
  }
  // Shared components and webhooks (OpenAPI 3.1) count for the contract as a whole.
  headerNames(spec.components?.headers, headers);
  for (const p of Object.values<any>(spec.components?.parameters ?? {}))
    if (p?.in === 'header') headers.add(String(p.name).toLowerCase());
  for (const s of Object.values<any>(spec.components?.schemas ?? {})) collectFields(spec, s, fields);
  for (const item of Object.values<any>(spec.webhooks ?? {}))
    for (const op of Object.values<any>(item ?? {})) {
      if (!op || typeof op !== 'object') continue;
      for (const p of op.parameters ?? []) if (p?.in === 'header') headers.add(String(p.name).toLowerCase());
      for (const c of Object.values<any>(op.requestBody?.content ?? {})) collectFields(spec, c.schema, fields);
      for (const res of Object.values<any>(op.responses ?? {})) headerNames(res?.headers, headers);
    }
  const types = new Set<string>(spec.components?.schemas?.Error?.properties?.error?.properties?.type?.enum ?? []);
  return { ops, codes, typesByStatus, types, headers, fields };
}
