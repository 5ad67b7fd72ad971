// Request samples in five languages from one example of the contract: the operation's request body
// example (or form fields) and its `x-example-path`. The code itself comes from src/shared/request-code.ts.
import type { OperationRef, ApiSpec } from './spec.ts';
import { curl, java, javascript, php, python, type Request } from '../../src/shared/request-code.ts';

export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', lang: 'bash' },
  { value: 'javascript', label: 'JavaScript', lang: 'javascript' },
  { value: 'python', label: 'Python', lang: 'python' },
  { value: 'php', label: 'PHP', lang: 'php' },
  { value: 'java', label: 'Java', lang: 'java' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

export function exampleRequest(spec: ApiSpec, ref: OperationRef): Request {
  const base = spec.servers?.[0]?.url ?? '';
  const content = ref.op.requestBody?.content ?? {};
  // Without an example path, a path parameter takes the id its description gives ("such as `map_8Jd2Qx`").
  const path =
    ref.op['x-example-path'] ??
    ref.path.replace(/\{(\w+)\}/g, (m, name: string) => {
      const p = (ref.op.parameters ?? []).find((x: any) => x.name === name);
      return p?.example ?? /(?:such as|for example|like) `([^`]+)`/.exec(p?.description ?? '')?.[1] ?? m;
    });
  const json = content['application/json'];
  // Form fields travel as text whatever their schema type (`expires_in_days: 90` is sent as "90").
  const formExample = content['multipart/form-data']?.example as Record<string, unknown> | undefined;
  const form = formExample && Object.fromEntries(Object.entries(formExample).map(([k, v]) => [k, String(v)]));
  return { method: ref.method, url: base + path, json: json ? (json.example ?? {}) : undefined, form };
}

const GENERATORS: Record<SampleLanguage, (r: Request) => string> = { curl, javascript, python, php, java };

export function sampleCode(spec: ApiSpec, ref: OperationRef, language: SampleLanguage): string {
  return GENERATORS[language](exampleRequest(spec, ref));
}
