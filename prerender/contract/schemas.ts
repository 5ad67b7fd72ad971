// JSON Schema 2020-12 validation of the contract's request and response schemas (Ajv), used both to
// check the contract itself and to check every example on the site against it.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

const ROOT_ID = 'lexora:contract';
// OpenAPI's own schema keywords and our extensions: allowed, not validated.
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs', 'x-docs'];

export interface SchemaProblem {
  pointer: string;
  message: string;
  hint?: string;
}

export type SchemaChecker = ReturnType<typeof schemaChecker>;

/** `#/components/schemas/X` becomes a reference into one registered root schema. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
          ? `${ROOT_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
          : rewriteRefs(v);
    }
    return out as T;
  }
  return value;
}

// Keywords whose values are data, not schemas: never rewritten.
const DATA_KEYWORDS = new Set(['example', 'examples', 'const', 'enum', 'default', 'x-extensible-enum']);

/**
 * The contract's response and event objects are open: fields are added without a new dated version,
 * and clients ignore the ones they do not know. The site's examples may still show documented fields
 * only, so every object schema that says nothing about other properties is checked as closed
 * (`unevaluatedProperties: false`, which sees through `allOf`, `oneOf` and `$ref`). Likewise a value set
 * that grows inside v1 (`x-extensible-enum`: clients must accept values they do not know) is checked as
 * an `enum`, so an example shows known values only.
 */
function closeObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map(closeObjects) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (DATA_KEYWORDS.has(k)) out[k] = v;
    // An `if` is a condition on some fields, not the object's shape: closed, it would never match.
    else if (k === 'if') out[k] = v;
    else if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, closeObjects(sub)]));
    else out[k] = closeObjects(v);
  }
  if ('properties' in out && !('additionalProperties' in out) && !('unevaluatedProperties' in out))
    out.unevaluatedProperties = false;
  if (Array.isArray(out['x-extensible-enum']) && !('enum' in out)) out.enum = out['x-extensible-enum'];
  delete out['x-extensible-enum'];
  return out as T;
}

/** An Ajv for OpenAPI 3.1 schemas, holding the contract's components as `$defs` (objects closed: closeObjects). */
function contractAjv(spec: Record<string, any>): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    validateFormats: false,
  });
  ajv.addKeyword({ keyword: OPENAPI_KEYWORDS });
  ajv.removeKeyword('format');
  ajv.addKeyword({ keyword: 'format', schemaType: 'string' });
  ajv.addSchema({ $id: ROOT_ID, $defs: closeObjects(rewriteRefs(spec.components?.schemas ?? {})) });
  return ajv;
}

/** The schemas of an operation, by role: `request` (body), `query`, `response:<status>`. */
function schemasOf(op: Record<string, any>): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {}))
    if (media.schema) out.push(['request', `/requestBody/content/${type.replace(/\//g, '~1')}/schema`, media.schema]);
  for (const [status, res] of Object.entries<any>(op.responses ?? {})) {
    const media = res.content?.['application/json'];
    if (media?.schema)
      out.push([`response:${status}`, `/responses/${status}/content/application~1json/schema`, media.schema]);
  }
  return out;
}

export function schemaChecker(spec: Record<string, any>) {
  const ajv = contractAjv(spec);
  const compiled = new Map<string, ValidateFunction>();

  const compile = (key: string, schema: unknown): ValidateFunction => {
    let fn = compiled.get(key);
    if (!fn) compiled.set(key, (fn = ajv.compile(closeObjects(rewriteRefs(schema as object)))));
    return fn;
  };

  return {
    schemasOf,
    /** Compiles an operation's schemas and checks the examples the contract itself carries. */
    checkOperation(pointer: string, op: Record<string, any>): SchemaProblem[] {
      const problems: SchemaProblem[] = [];
      for (const [role, sub, schema] of schemasOf(op)) {
        let fn: ValidateFunction;
        try {
          fn = compile(`${op.operationId} ${role}`, schema);
        } catch (e) {
          // Ajv names the broken keyword as `data/<path in the schema>`: point at that line.
          const at = /schema is invalid: data(\S*)/.exec((e as Error).message)?.[1] ?? '';
          problems.push({
            pointer: pointer + sub + at,
            message: `${op.operationId} ${role}: ${(e as Error).message}`,
            hint: 'the schema must be valid JSON Schema 2020-12; refer to other schemas as #/components/schemas/<Name>',
          });
          continue;
        }
        if (role === 'request') {
          for (const [type, media] of Object.entries<any>(op.requestBody.content)) {
            // Form fields are text on the wire; only JSON examples carry types to check.
            if (media.example === undefined || type !== 'application/json' || !sub.includes(type.replace(/\//g, '~1')))
              continue;
            if (!fn(media.example))
              for (const e of fn.errors ?? [])
                problems.push({
                  pointer: `${pointer}/requestBody/content/${type.replace(/\//g, '~1')}/example${e.instancePath}`,
                  message: `${op.operationId} example${e.instancePath}: ${e.message}`,
                });
          }
        }
      }
      return problems;
    },
    /** Validates a value against one schema of an operation; null when the operation has no such schema. */
    validate(op: Record<string, any>, role: string, value: unknown): ErrorObject[] | null {
      const entry = schemasOf(op).find(([r]) => r === role);
      if (!entry) return null;
      const fn = compile(`${op.operationId} ${role}`, entry[2]);
      return fn(value) ? [] : [...(fn.errors ?? [])];
    },
    /** Validates a value against any schema of the document (`$ref`s to components allowed). */
    validateSchema(schema: object, value: unknown): ErrorObject[] {
      const fn = compile(JSON.stringify(schema), schema);
      return fn(value) ? [] : [...(fn.errors ?? [])];
    },
    /** The schema at an Ajv error's schemaPath, resolved through references, for messages. */
    resolve(schema: unknown): unknown {
      if (schema && typeof schema === 'object' && '$ref' in schema) {
        const ref = String((schema as { $ref: string }).$ref).replace(/^#\/components\/schemas\//, '');
        return spec.components?.schemas?.[ref];
      }
      return schema;
    },
  };
}
