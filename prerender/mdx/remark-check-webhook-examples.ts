// Checks webhook payload samples against the contract's `webhooks` (OpenAPI 3.1) while a page compiles,
// as ./remark-check-examples.ts does for requests and responses. A `json` block is a webhook payload when
// its meta names the event (```json webhook="transcription.completed") or when it is an event envelope
// (`"object": "event"`) whose `type` is an event of the contract. ```json nocheck opts a block out.
// Problems fail the build with the file and the field's line.
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { closest } from 'fastest-levenshtein';
import { visit } from './walk.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import type { ApiSpec } from '../contract/spec.ts';
import { schemaChecker, type SchemaChecker } from '../contract/schemas.ts';
import { describeErrors } from '../contract/check-examples.ts';

function metaAttr(meta: string | null | undefined, name: string): string | true | undefined {
  const m = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`).exec(meta ?? '');
  return m ? (m[1] ?? true) : undefined;
}

/** The payload schema of one webhook event, or undefined when the contract has no such event. */
export function webhookPayloadSchema(spec: ApiSpec, event: string): object | undefined {
  const item = spec.webhooks?.[event];
  const op = item?.post ?? Object.values<any>(item ?? {}).find((o) => o?.requestBody);
  return op?.requestBody?.content?.['application/json']?.schema;
}

/** The line of a field's key inside a block, or the block's first line of code. */
function fieldLine(node: Code, field: string | undefined): number {
  const start = (node.position?.start.line ?? 0) + 1;
  const name = field?.split(/[.[]/).pop()?.replace(/\]$/, '');
  if (!name) return start;
  const i = node.value.split('\n').findIndex((l) => l.includes(`"${name}"`));
  return i >= 0 ? start + i : start;
}

export default function remarkCheckWebhookExamples(opts: { api: ApiSpec | null }) {
  const spec = opts.api;
  const events = Object.keys(spec?.webhooks ?? {});
  if (!spec || !events.length) return () => undefined;
  let checker: SchemaChecker | undefined;

  return (tree: Root, file: { path?: string }) => {
    const relFile = path.relative(process.cwd(), file.path ?? '') || 'page';
    const problems: Problem[] = [];
    visit(tree as any, 'code', (node: Code) => {
      if ((node.lang ?? '').toLowerCase() !== 'json' || metaAttr(node.meta, 'nocheck')) return;
      const named = metaAttr(node.meta, 'webhook');
      let value: any;
      try {
        value = JSON.parse(node.value);
      } catch {
        return; // syntax is the code-block check's business (prerender/check/code-blocks.ts)
      }
      const event = typeof named === 'string' ? named : value?.object === 'event' ? value?.type : undefined;
      if (typeof event !== 'string') return;
      const schema = webhookPayloadSchema(spec, event);
      if (!schema) {
        problems.push({
          file: relFile,
          line: (node.position?.start.line ?? 0) + (typeof named === 'string' ? 0 : 1),
          message: `webhook event "${event}" is not in the contract's webhooks`,
          hint: `did you mean "${closest(event, events)}"? The events are ${events.join(', ')}`,
        });
        return;
      }
      checker ??= schemaChecker(spec);
      for (const p of describeErrors(checker.validateSchema(schema, value), `sample ${event} webhook payload`))
        problems.push({ file: relFile, line: fieldLine(node, p.field), message: p.message, hint: p.hint });
    });
    if (problems.length)
      throw new BuildError('Webhook samples that do not match the API contract (content/openapi.yaml).', problems);
  };
}
