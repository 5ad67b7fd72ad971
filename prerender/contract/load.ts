// Loads content/openapi.yaml, validates it and indexes its operations. The document is checked twice:
// against the official OpenAPI 3.1 JSON schema (@seriousme/openapi-schema-validator, which ships the
// OAS schemas and validates with Ajv) and by compiling every request and response schema with Ajv's
// JSON Schema 2020-12 dialect, the one OpenAPI 3.1 uses, so a schema the examples would be checked
// against cannot be broken either. Every problem is reported with the file's line.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { readTextFile, yamlValue } from '../content/read-source.ts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { BuildError, type Problem } from '../report/errors.ts';
import { keyLine, valueLine } from '../report/source-lines.ts';
import { schemaChecker, type SchemaChecker, type SchemaProblem } from './schemas.ts';
import type { Contract, Operation } from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Line (1-based) of the key at a JSON pointer, or of its nearest parent that is written. */
function pointerLine(source: string, pointer: string): number | undefined {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  return keyLine(source, keys, { format: 'yaml', nearest: true });
}

export function contractFile(contentDir: string): string {
  return path.join(contentDir, 'openapi.yaml');
}

/** The site's contract, or null when the content folder has none (a site without an API). */
export async function loadContract(contentDir: string): Promise<Contract | null> {
  const file = contractFile(contentDir);
  if (!fs.existsSync(file)) return null;
  return parseContract(readTextFile(file), path.relative(process.cwd(), file));
}

export async function parseContract(source: string, relFile: string): Promise<Contract> {
  const doc = parseDocument(source, { uniqueKeys: true });
  const fail = (problems: Problem[]) =>
    new BuildError(`The API contract ${relFile} is not valid OpenAPI 3.1.`, problems);
  if (doc.errors.length) {
    throw fail(
      doc.errors.map((e) => ({
        file: relFile,
        line: e.linePos?.[0].line,
        column: e.linePos?.[0].col,
        message: `YAML syntax: ${e.message.split('\n')[0]}`,
        hint: 'fix the YAML syntax at this line',
      })),
    );
  }
  const spec = yamlValue(doc, source, relFile) as Record<string, any> | null;
  if (!spec || typeof spec !== 'object' || Array.isArray(spec))
    throw fail([
      {
        file: relFile,
        line: 1,
        message: spec == null ? 'the file is empty' : 'the document is not a map of OpenAPI fields',
        hint: 'start it with `openapi: 3.1.0`, `info: { title, version }` and `paths:`; or delete the file for a site without an API reference',
      },
    ]);
  const at = (pointer: string) => pointerLine(source, pointer);
  const validator = new Validator();
  const result = await validator.validate(spec);
  if (!result.valid) {
    if (typeof result.errors === 'string') {
      // The validator reports a dangling $ref as text: point at the first line that uses it.
      const ref = /Can't resolve (\S+)/.exec(result.errors)?.[1];

      throw fail([
        {
          file: relFile,
          line: ref ? valueLine(source, ref, { format: 'yaml' }) : undefined,
          message: ref ? `$ref ${ref} names nothing in the document` : result.errors,
          hint: ref ? 'fix the name, or add the schema under components/schemas' : undefined,
        },
      ]);
    }
    const errors = result.errors ?? [];
    throw fail(
      dedupe(errors).map((e) => ({
        file: relFile,
        line: at(e.instancePath + extraKey(e.params)),
        message: `${e.instancePath || '(document)'}: ${e.message}${describeParams(e.params)}`,
        hint: 'see https://spec.openapis.org/oas/v3.1.0 for what this object allows',
      })),
    );
  }
  const checker = schemaChecker(spec);
  const { operations, problems } = checkOperations(spec, checker, relFile, at);
  problems.push(...webhookProblems(spec, checker).map((x) => ({ ...x, file: relFile, line: at(x.pointer) })));
  if (problems.length) throw fail(problems);
  return { file: relFile, spec, operations, checker, source };
}

/** Every operation of `paths` by its operationId, each with a unique id and its schemas and examples checked. */
function checkOperations(
  spec: Record<string, any>,
  checker: SchemaChecker,
  relFile: string,
  at: (pointer: string) => number | undefined,
): { operations: Map<string, Operation>; problems: Problem[] } {
  const problems: Problem[] = [];
  const operations = new Map<string, Operation>();
  for (const [p, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const pointer = `/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
      if (!op.operationId) {
        problems.push({
          file: relFile,
          line: at(pointer),
          message: `${method.toUpperCase()} ${p} has no operationId`,
          hint: 'add `operationId: <name>`; pages name operations by it',
        });
        continue;
      }
      if (operations.has(op.operationId)) {
        problems.push({
          file: relFile,
          line: at(`${pointer}/operationId`),
          message: `operationId "${op.operationId}" is used twice`,
          hint: 'give every operation its own operationId',
        });
        continue;
      }
      operations.set(op.operationId, { id: op.operationId, method: method.toUpperCase(), path: p, pointer, op });
      problems.push(
        ...checker
          .checkOperation(pointer, op)
          .map((x) => ({ file: relFile, line: at(x.pointer), message: x.message, hint: x.hint })),
      );
    }
  }
  return { operations, problems };
}

/**
 * The webhooks (OpenAPI 3.1 top-level `webhooks`): their payload schemas compile and their examples
 * match, like an operation's request body. They have no operationId; the event name stands for it.
 */
function webhookProblems(spec: Record<string, any>, checker: SchemaChecker): (SchemaProblem & { pointer: string })[] {
  const out: SchemaProblem[] = [];
  for (const [name, item] of Object.entries<any>(spec.webhooks ?? {}))
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const pointer = `/webhooks/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
      out.push(...checker.checkOperation(pointer, { ...op, operationId: `webhook ${name}` }));
    }
  return out;
}

function dedupe<T extends { instancePath: string; message?: string }>(errors: T[]): T[] {
  // The OAS schema reports one error per failed branch of a oneOf; the deepest path is the useful one.
  const byPath = new Map<string, T>();
  for (const e of errors) if (!byPath.has(e.instancePath)) byPath.set(e.instancePath, e);
  const paths = [...byPath.keys()];
  return [...byPath.values()]
    .filter((e) => !paths.some((p) => p !== e.instancePath && p.startsWith(e.instancePath + '/')))
    .slice(0, 20);
}

/** An unexpected key is reported on its parent: point at the key itself. */
function extraKey(params: Record<string, unknown> | undefined): string {
  const key = params?.additionalProperty ?? params?.unevaluatedProperty;
  return typeof key === 'string' ? '/' + key.replace(/~/g, '~0').replace(/\//g, '~1') : '';
}

function describeParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  if (typeof params.additionalProperty === 'string') return ` ("${params.additionalProperty}")`;
  if (typeof params.unevaluatedProperty === 'string') return ` ("${params.unevaluatedProperty}")`;
  if (typeof params.missingProperty === 'string') return ` ("${params.missingProperty}")`;
  if (Array.isArray(params.allowedValues)) return ` (${params.allowedValues.join(', ')})`;
  return '';
}
