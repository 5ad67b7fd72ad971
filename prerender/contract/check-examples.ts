// Validates one example against the contract and turns Ajv's errors into problems a writer can act
// on: the field, what the contract expects (its schema) and the closest field name.
import { closest } from 'fastest-levenshtein';
import type { ErrorObject } from 'ajv';
import type { SchemaChecker } from './schemas.ts';
import type { OperationRef } from './spec.ts';
import { deref, parametersOf, type ApiSpec } from './spec.ts';

export interface ExampleProblem {
  /** The field the problem is about, as a path (`advanced_edits.style`), for finding its line. */
  field?: string;
  message: string;
  hint?: string;
}

const shortSchema = (s: any): string => {
  const { description: _d, ...rest } = s ?? {};
  const text = JSON.stringify(rest);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

const show = (v: unknown): string => {
  const text = JSON.stringify(v);
  return text === undefined ? String(v) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p)).join('');
}

export function describeErrors(errors: ErrorObject[], what: string): ExampleProblem[] {
  const out: ExampleProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let p: ExampleProblem;
    if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      const name = String((e.params as any).additionalProperty ?? (e.params as any).unevaluatedProperty);
      const known = Object.keys((e.parentSchema as any)?.properties ?? {});
      const field = fieldPath(e.instancePath, name);
      p = {
        field,
        message: `${what}: unknown field "${field}"`,
        hint: known.length
          ? `did you mean "${closest(name, known)}"? ${e.instancePath ? `"${fieldPath(e.instancePath)}"` : 'The body'} has the fields ${known.join(', ')}`
          : 'remove it',
      };
    } else if (e.keyword === 'required') {
      const name = String((e.params as any).missingProperty);
      const field = fieldPath(e.instancePath, name);
      p = {
        field: fieldPath(e.instancePath) || undefined,
        message: `${what}: missing required field "${field}"`,
        hint: `add "${name}", expected ${shortSchema((e.parentSchema as any)?.properties?.[name])}`,
      };
    } else if (e.keyword === 'enum' || e.keyword === 'const') {
      const allowed: unknown[] =
        e.keyword === 'enum' ? (e.params as any).allowedValues : [(e.params as any).allowedValue];
      const field = fieldPath(e.instancePath);
      p = {
        field,
        message: `${what}: field "${field}" is ${show(e.data)}, which is not one of ${allowed.map((a) => show(a)).join(', ')}`,
        hint: typeof e.data === 'string' ? `did you mean ${show(closest(e.data, allowed.map(String)))}?` : undefined,
      };
    } else {
      const field = fieldPath(e.instancePath);
      p = {
        field: field || undefined,
        message: `${what}: ${field ? `field "${field}"` : 'the body'} ${e.message} (got ${show(e.data)})`,
        hint: `the contract expects ${shortSchema(e.parentSchema)}`,
      };
    }
    const key = p.message;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out;
}

/** Field names of an operation's request: body properties and query/path parameters (not headers). */
export function requestFields(spec: ApiSpec, ref: OperationRef): string[] {
  const content = ref.op.requestBody?.content ?? {};
  const media = Object.values<any>(content)[0];
  const body = Object.keys(deref(spec, media?.schema).schema?.properties ?? {});
  return [...body, ...parametersOf(spec, ref.op).flatMap((p) => (p.in === 'header' ? [] : [p.name]))];
}

/** Checks only the names (when the values are not plain literals). */
export function checkKeys(keys: string[], known: string[], what: string): ExampleProblem[] {
  return keys
    .filter((k) => !known.includes(k))
    .map((k) => ({
      field: k,
      message: `${what}: unknown field "${k}"`,
      hint: `did you mean "${closest(k, known)}"? The fields are ${known.join(', ')}`,
    }));
}

export function validateAgainst(
  checker: SchemaChecker,
  ref: OperationRef,
  role: string,
  value: unknown,
  what: string,
): ExampleProblem[] | null {
  const errors = checker.validate(ref.op, role, value);
  return errors === null ? null : describeErrors(errors, what);
}
