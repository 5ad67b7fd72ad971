// Every operation of the contract as plain JSON, for assistants (the MCP server's get_operation, see
// mcp/): parameters, request and response schemas with their `$ref`s resolved, the `x-errors` rows
// and the five generated samples the reference pages show. Published as /operations.json.
import { operationsOf, type ApiSpec } from './spec.ts';
import { SAMPLE_LANGUAGES, sampleCode, type SampleLanguage } from './samples.ts';

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  /** The reference page of the operation (`x-docs`), as an absolute URL. */
  docs?: string;
  servers: string[];
  security?: unknown;
  parameters: unknown[];
  requestBody: { mediaType: string; required: boolean; schema: unknown; example?: unknown } | null;
  responses: Record<string, { description?: string; mediaType?: string; schema?: unknown; headers?: unknown }>;
  errors: unknown[];
  samples: Record<SampleLanguage, string>;
}

export interface OperationsFile {
  version: 1;
  title?: string;
  apiVersion?: string;
  operations: OperationEntry[];
}

/** `value` with every local `$ref` (`#/…`) replaced by what it points at; a reference inside itself stays a `$ref`. */
export function resolveRefs(spec: ApiSpec, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(spec, v, seen));
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/')) {
    const ref = obj.$ref;
    const target = pointer(spec, ref);
    if (target === undefined || seen.includes(ref)) return obj; // unknown or recursive: left as written
    const { $ref: _ref, ...siblings } = obj;
    const resolved = resolveRefs(spec, target, [...seen, ref]);
    return Object.keys(siblings).length && resolved && typeof resolved === 'object'
      ? { ...(resolved as object), ...(resolveRefs(spec, siblings, seen) as object) }
      : resolved;
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveRefs(spec, v, seen)]));
}

function pointer(spec: ApiSpec, ref: string): unknown {
  let at: unknown = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export function operationsFile(spec: ApiSpec, siteUrl: string): OperationsFile {
  const base = siteUrl.replace(/\/+$/, '');
  const servers = ((spec.servers ?? []) as { url: string }[]).map((s) => s.url);
  const operations = [...operationsOf(spec).values()].map((ref): OperationEntry => {
    const op = ref.op;
    const pathItem = spec.paths?.[ref.path] ?? {};
    const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRefs(spec, p));
    const body = resolveRefs(spec, op.requestBody) as Record<string, any> | undefined;
    const mediaType = body?.content ? Object.keys(body.content)[0] : undefined;
    const responses: OperationEntry['responses'] = {};
    for (const [status, r] of Object.entries<any>(resolveRefs(spec, op.responses ?? {}) as object)) {
      const type = r?.content ? Object.keys(r.content)[0] : undefined;
      responses[status] = {
        description: r?.description,
        ...(type ? { mediaType: type, schema: r.content[type]?.schema } : {}),
        ...(r?.headers ? { headers: r.headers } : {}),
      };
    }
    const samples = Object.fromEntries(
      SAMPLE_LANGUAGES.map((l) => [l.value, sampleCode(spec, ref, l.value)]),
    ) as OperationEntry['samples'];
    return {
      operationId: ref.id,
      method: ref.method,
      path: ref.path,
      summary: op.summary,
      description: op.description,
      tags: op.tags ?? [],
      ...(typeof op['x-docs'] === 'string'
        ? { docs: op['x-docs'].startsWith('/') ? base + op['x-docs'] : op['x-docs'] }
        : {}),
      servers,
      ...(op.security !== undefined ? { security: op.security } : {}),
      parameters,
      requestBody:
        body && mediaType
          ? {
              mediaType,
              required: Boolean(body.required),
              schema: body.content[mediaType]?.schema,
              ...(body.content[mediaType]?.example !== undefined ? { example: body.content[mediaType].example } : {}),
            }
          : null,
      responses,
      errors: op['x-errors'] ?? [],
      samples,
    };
  });
  return { version: 1, title: spec.info?.title, apiVersion: spec.info?.version, operations };
}
