// The playground's endpoint list, from the contract: every operation that checks or analyses a text
// (a JSON body with a `text` field), with the options a reader can set. Written as
// @generated/api-playground.json, which only the playground page imports.
import { operationsOf, requestSchema, type ApiSpec } from './spec.ts';
import type { PlaygroundData, PlaygroundField } from '../../src/shared/playground-types.ts';

/** Fields the form always has (text, session) or must never show (the key). */
const FIXED = new Set(['key', 'text', 'session_id']);

export function playgroundData(spec: ApiSpec | null): PlaygroundData {
  if (!spec) return { server: '', endpoints: [] };
  const endpoints: PlaygroundData['endpoints'] = [];
  for (const ref of operationsOf(spec).values()) {
    const body = requestSchema(spec, ref.op);
    if (ref.method !== 'POST' || body?.mediaType !== 'application/json' || !body.schema.properties?.text) continue;
    const fields: PlaygroundField[] = [];
    for (const [name, s] of Object.entries<any>(body.schema.properties)) {
      if (FIXED.has(name)) continue;
      const type = Array.isArray(s.type) ? s.type[0] : s.type;
      if (Array.isArray(s.enum))
        fields.push({
          name,
          kind: 'enum',
          options: s.enum.map(String),
          default: s.default === undefined ? undefined : String(s.default),
        });
      else if (type === 'boolean') fields.push({ name, kind: 'boolean', default: s.default === true });
      else if (type === 'integer' || type === 'number')
        fields.push({
          name,
          kind: 'number',
          step: type === 'integer' ? 1 : 0.05,
          min: s.minimum,
          max: s.maximum,
          default: typeof s.default === 'number' ? s.default : undefined,
        });
    }
    endpoints.push({
      id: ref.id,
      label: ref.op.summary ?? ref.id,
      path: ref.path,
      maxLength: body.schema.properties.text.maxLength,
      fields,
    });
  }
  return { server: spec.servers?.[0]?.url ?? '', endpoints };
}
