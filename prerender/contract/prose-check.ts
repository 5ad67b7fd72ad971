// Decides what an inline `code` span of a page's prose names (an error code, an error type after a
// status, a header, a request or response field) and whether the contract has it where the page
// talks about it. Pure: ../mdx/remark-check-prose.ts walks the page and reports.
import { closest } from 'fastest-levenshtein';
import { ERROR_FIELDS, type ContractNames, type OperationNames } from './prose-names.ts';

export interface ProseContext {
  /** The span's text. */
  value: string;
  /** Text of the same sentence before the span (code spans included in backticks) and after it. */
  before: string;
  after: string;
  /** The header of the table column the span is in, if it is in a table. */
  column?: string;
  /**
   * The operations the span is about: the page's (its <Api…> elements) and, on such a page, the ones
   * its block names by path. Empty on a general page, whose names are checked against the whole contract.
   */
  ops: string[];
}

export interface ProseProblem {
  kind: 'error code' | 'error type' | 'header' | 'field' | 'media type';
  name: string;
  message: string;
  hint: string;
}

const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const STATUS_WORD = /^([45]\d\d)\s+([a-z][a-z0-9_]*)$/;
const HEADER = /^([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|Authorization|Accept)(?::\s*(.*))?$/;
/** Header names the API owns: any such name on a page must be in the contract. */
const OUR_HEADERS = /^(x-|lexora-|idempotency-)/i;
const BEFORE_CODE =
  /(?:\b(?:error\s+)?codes?(?:\s+(?:is|are|of))?|\b[45]\d\d|_error`)\s*(?:with\s+)?(?:the\s+)?(?:code\s+)?[:(]?\s*$/i;
const AFTER_CODE = /^\s*(?:error|code)\b/i;
const FIELD_AFTER = /^\s+(?:(?:body|query|request|response|path)\s+field|(?:query\s+|path\s+|body\s+)?parameter)s?\b/i;
/** "The API has no `categories` field": the page says the name does not exist. */
const NEGATED = /\b(?:no|not|without|never)\s+(?:a|an|the|any)?\s*$/i;
const ASSIGNMENT = /^("?)([a-z][a-z0-9_]*(?:(?:\.|\[\]\.)[a-z][a-z0-9_]*)*)\1\s*[:=]\s*(?!\/\/)\S/;

function opList(ops: string[]): string {
  return ops.length > 3 ? `${ops.slice(0, 3).join(', ')} and ${ops.length - 3} more` : ops.join(', ');
}

function suggest(name: string, known: Iterable<string>): string {
  const list = [...known];
  return list.length ? `did you mean "${closest(name, list)}"? ` : '';
}

/** The operations a span is checked against, and how a problem names them and says to fix it. */
interface Scope {
  scoped: OperationNames[];
  where: string;
  fix: string;
}

export function checkSpan(ctx: ProseContext, names: ContractNames): ProseProblem | null {
  const v = ctx.value.trim();
  const scoped = ctx.ops.map((id) => names.ops.get(id)).filter((o) => o !== undefined);
  const scope: Scope = {
    scoped,
    where: scoped.length ? opList(scoped.map((o) => o.ref.id)) : 'the contract',
    fix: scoped.length
      ? `or add it to ${opList(scoped.map((o) => o.ref.id))} in content/openapi.yaml`
      : 'or add it to content/openapi.yaml',
  };

  // `403 permission_error`, `401 revoked_key`
  const sw = STATUS_WORD.exec(v);
  if (sw) return statusWordProblem(Number(sw[1]), sw[2], names, scope);

  const h = HEADER.exec(v);
  if (h) return headerProblem(v, h, names, scope);

  if (SNAKE.test(v)) {
    if (names.types.has(v)) return null;
    const isCode =
      names.codes.has(v) ||
      /^codes?$/i.test(ctx.column?.replace(/`/g, '').trim() ?? '') ||
      BEFORE_CODE.test(ctx.before) ||
      AFTER_CODE.test(ctx.after);
    if (isCode) return codeProblem(v, undefined, names, scope);
  }
  return fieldProblem(ctx, v, names, scope);
}

function codeProblem(
  code: string,
  status: number | undefined,
  names: ContractNames,
  { scoped, where, fix }: Scope,
): ProseProblem | null {
  const known = new Map<string, number[]>();
  if (scoped.length)
    for (const o of scoped) for (const [c, s] of o.codes) known.set(c, [...(known.get(c) ?? []), ...s]);
  else for (const [c, s] of names.codes) known.set(c, s);
  const statuses = known.get(code);
  if (statuses && (status === undefined || statuses.includes(status))) return null;
  if (statuses)
    return {
      kind: 'error code',
      name: code,
      message: `names the error code \`${code}\` with status ${status}, but ${where} return it only with ${[...new Set(statuses)].join(', ')}`,
      hint: `write the status the contract gives, ${fix.replace('add it to', 'change the status in')}`,
    };
  return {
    kind: 'error code',
    name: code,
    message: `names the error code \`${code}\`, which ${where} ${scoped.length > 1 ? 'do' : 'does'} not have`,
    hint: `${suggest(code, known.keys())}${fix}, or to content/contract-prose-allow.yaml with the reason`,
  };
}

/** `403 permission_error` names an error type (checked against the status), `401 revoked_key` an error code. */
function statusWordProblem(status: number, word: string, names: ContractNames, scope: Scope): ProseProblem | null {
  if (!names.codes.has(word) && (names.types.has(word) || word.endsWith('_error') || !word.includes('_'))) {
    const allowed = names.typesByStatus.get(status);
    if (!names.types.has(word) || (allowed && !allowed.has(word)))
      return {
        kind: 'error type',
        name: word,
        message: `names the error type \`${word}\` with status ${status}, which the contract does not pair`,
        hint: allowed
          ? `status ${status} has the type ${[...allowed].join(', ')}`
          : `the types are ${[...names.types].join(', ')}`,
      };
    return null;
  }
  return codeProblem(word, status, names, scope);
}

function headerProblem(
  v: string,
  h: RegExpExecArray,
  names: ContractNames,
  { scoped, where, fix }: Scope,
): ProseProblem | null {
  const name = h[1].toLowerCase();
  const known = scoped.length ? new Set(scoped.flatMap((o) => [...o.headers])) : names.headers;
  if (!known.has(name) && (OUR_HEADERS.test(name) || names.headers.has(name)))
    return {
      kind: 'header',
      name: h[1],
      message: `names the header \`${h[1]}\`, which ${where} ${scoped.length > 1 ? 'do' : 'does'} not have`,
      hint: `${suggest(name, known)}${fix} (a parameter \`in: header\` or a response header), or to content/contract-prose-allow.yaml with the reason`,
    };
  const media = h[2]?.split(';')[0].trim();
  if (media && scoped.length && (name === 'accept' || name === 'content-type')) {
    const set = new Set(scoped.flatMap((o) => [...(name === 'accept' ? o.responseMedia : o.requestMedia)]));
    if (set.size && !set.has(media))
      return {
        kind: 'media type',
        name: media,
        message: `sends \`${v}\`, but ${where} ${name === 'accept' ? 'answer' : 'take'} only ${[...set].join(', ')}`,
        hint: `${fix.replace('add it to', `add the media type to the ${name === 'accept' ? 'responses' : 'request body'} of`)}`,
      };
  }
  return null;
}

function fieldProblem(
  ctx: ProseContext,
  v: string,
  names: ContractNames,
  { scoped, where, fix }: Scope,
): ProseProblem | null {
  // A field: `sentences: true`, `"inclusive": true`, `group_by=user`, or "the `model` parameter".
  // Unquoted `name: value` is an SDK option as often as a field: only checked on an operation's page.
  if (NEGATED.test(ctx.before)) return null;
  const asg = ASSIGNMENT.exec(v);
  const fieldName =
    asg && (scoped.length || asg[1])
      ? asg[2]
      : FIELD_AFTER.test(ctx.after) && /^[a-z][a-z0-9_.[\]]*$/.test(v)
        ? v
        : null;
  if (fieldName) {
    const known = scoped.length ? new Set(scoped.flatMap((o) => [...o.fields])) : names.fields;
    const missing = fieldName.split(/\[\]\.|\./).find((part) => !known.has(part));
    if (missing)
      return {
        kind: 'field',
        name: missing,
        message: `names the field \`${missing}\`, which ${where} ${scoped.length > 1 ? 'do' : 'does'} not have`,
        hint: `${suggest(
          missing,
          [...known].filter((f) => !ERROR_FIELDS.includes(f)),
        )}${fix}, or to content/contract-prose-allow.yaml with the reason`,
      };
  }
  return null;
}
