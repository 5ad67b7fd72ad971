// The contract as plain data for the MDX compile: parsed, not validated (the build validates it once
// with ./load.ts before anything is compiled). Plain JSON, so it crosses to workers and child processes.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type ApiSpec = Record<string, any>;

export function readApiSpec(contentDir: string): ApiSpec | null {
  const file = path.join(contentDir, 'openapi.yaml');
  if (!fs.existsSync(file)) return null;
  try {
    return parse(fs.readFileSync(file, 'utf8')) as ApiSpec;
  } catch {
    return null; // reported with its line by loadContract
  }
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
