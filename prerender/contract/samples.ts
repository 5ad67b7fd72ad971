// Request samples in five languages from one example of the contract: the operation's request body
// example (or form fields) and its `x-example-path`. Written as plain, runnable programs that read the
// key from LEXORA_API_KEY, like the hand-written samples.
import type { OperationRef, ApiSpec } from './spec.ts';

export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', lang: 'bash' },
  { value: 'javascript', label: 'JavaScript', lang: 'javascript' },
  { value: 'python', label: 'Python', lang: 'python' },
  { value: 'php', label: 'PHP', lang: 'php' },
  { value: 'java', label: 'Java', lang: 'java' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

interface Request {
  method: string;
  url: string;
  json?: unknown;
  form?: Record<string, string>;
}

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
  const form = content['multipart/form-data'];
  return { method: ref.method, url: base + path, json: json ? (json.example ?? {}) : undefined, form: form?.example };
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l, i) => (i ? by + l : l))
    .join('\n');
const isFile = (name: string, value: string) => name === 'file' || value.startsWith('@');
const fileName = (value: string) => value.replace(/^@/, '');

function curl(r: Request): string {
  const lines = [
    `curl${r.method === 'GET' || (r.method === 'POST' && (r.json || r.form)) ? '' : ` -X ${r.method}`} ${r.url.includes('?') ? `"${r.url}"` : r.url}`,
    `  -H "Authorization: Bearer $LEXORA_API_KEY"`,
  ];
  if (r.form) for (const [k, v] of Object.entries(r.form)) lines.push(`  -F ${k}=${v}`);
  else if (r.json !== undefined)
    lines.push(
      `  -H "Content-Type: application/json"`,
      `  -d '${indent(JSON.stringify(r.json, null, 2), '  ').replace(/'/g, "'\\''")}'`,
    );
  return lines.join(' \\\n');
}

function javascript(r: Request): string {
  const out: string[] = [];
  if (r.form) {
    out.push(`import { readFile } from 'node:fs/promises';`, '', 'const form = new FormData();');
    for (const [k, v] of Object.entries(r.form))
      out.push(
        isFile(k, v)
          ? `form.append(${JSON.stringify(k)}, new Blob([await readFile(${JSON.stringify(fileName(v))})]), ${JSON.stringify(fileName(v))});`
          : `form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`,
      );
    out.push('');
  }
  const headers = [
    `'Authorization': \`Bearer \${process.env.LEXORA_API_KEY}\`,`,
    ...(r.json !== undefined ? [`'Content-Type': 'application/json',`] : []),
  ];
  out.push(
    `const response = await fetch(${JSON.stringify(r.url).replace(/"/g, "'")}, {`,
    `  method: '${r.method}',`,
    `  headers: {`,
    ...headers.map((h) => `    ${h}`),
    `  },`,
  );
  if (r.form) out.push('  body: form,');
  // Identifier keys unquoted, as a person writes a JavaScript object.
  else if (r.json !== undefined)
    out.push(
      `  body: JSON.stringify(${indent(JSON.stringify(r.json, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:'), '  ')}),`,
    );
  out.push(
    '});',
    '',
    'if (!response.ok) {',
    '  const { error } = await response.json();',
    '  throw new Error(`${error.type}/${error.code}: ${error.message}`);',
    '}',
    'console.log(await response.json());',
  );
  return out.join('\n');
}

function toPython(v: unknown, pad = ''): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (Array.isArray(v))
    return v.length ? `[\n${v.map((x) => `${pad}    ${toPython(x, pad + '    ')}`).join(',\n')},\n${pad}]` : '[]';
  if (typeof v === 'object') {
    const e = Object.entries(v as Record<string, unknown>);
    return e.length
      ? `{\n${e.map(([k, x]) => `${pad}    ${JSON.stringify(k)}: ${toPython(x, pad + '    ')}`).join(',\n')},\n${pad}}`
      : '{}';
  }
  return JSON.stringify(v);
}

function python(r: Request): string {
  const out = [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.' + r.method.toLowerCase() + '(',
    `    ${JSON.stringify(r.url)},`,
    `    headers={"Authorization": f"Bearer {os.environ['LEXORA_API_KEY']}"},`,
  ];
  if (r.form) {
    const files = Object.entries(r.form).filter(([k, v]) => isFile(k, v));
    const data = Object.entries(r.form).filter(([k, v]) => !isFile(k, v));
    if (files.length)
      out.push(
        `    files={${files.map(([k, v]) => `${JSON.stringify(k)}: open(${JSON.stringify(fileName(v))}, "rb")`).join(', ')}},`,
      );
    if (data.length) out.push(`    data=${toPython(Object.fromEntries(data), '    ')},`);
  } else if (r.json !== undefined) out.push(`    json=${toPython(r.json, '    ')},`);
  out.push('    timeout=30,', ')', 'response.raise_for_status()', 'print(response.json())');
  return out.join('\n');
}

function toPhp(v: unknown, pad = ''): string {
  if (v === null) return 'null';
  if (Array.isArray(v))
    return v.length ? `[\n${v.map((x) => `${pad}    ${toPhp(x, pad + '    ')}`).join(',\n')},\n${pad}]` : '[]';
  if (typeof v === 'object') {
    const e = Object.entries(v as Record<string, unknown>);
    // An empty PHP array encodes as a JSON list; an empty object must stay an object.
    return e.length
      ? `[\n${e.map(([k, x]) => `${pad}    ${phpString(k)} => ${toPhp(x, pad + '    ')}`).join(',\n')},\n${pad}]`
      : '(object) []';
  }
  return typeof v === 'string' ? phpString(v) : JSON.stringify(v);
}

const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function php(r: Request): string {
  const out = ['<?php', '', `$ch = curl_init(${phpString(r.url)});`, 'curl_setopt_array($ch, ['];
  if (r.method !== 'GET')
    out.push(r.method === 'POST' ? '    CURLOPT_POST => true,' : `    CURLOPT_CUSTOMREQUEST => '${r.method}',`);
  out.push(
    `    CURLOPT_HTTPHEADER => [`,
    `        'Authorization: Bearer ' . getenv('LEXORA_API_KEY'),`,
    ...(r.json !== undefined ? [`        'Content-Type: application/json',`] : []),
    '    ],',
  );
  if (r.form)
    out.push(
      `    CURLOPT_POSTFIELDS => [`,
      ...Object.entries(r.form).map(
        ([k, v]) =>
          `        ${phpString(k)} => ${isFile(k, v) ? `new CURLFile(${phpString(fileName(v))})` : phpString(v)},`,
      ),
      '    ],',
    );
  else if (r.json !== undefined) out.push(`    CURLOPT_POSTFIELDS => json_encode(${indent(toPhp(r.json), '    ')}),`);
  out.push(
    '    CURLOPT_RETURNTRANSFER => true,',
    ']);',
    '$result = json_decode(curl_exec($ch), true);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'if ($status >= 400) {',
    "    throw new RuntimeException($result['error']['type'] . '/' . $result['error']['code'] . ': ' . $result['error']['message']);",
    '}',
    'print_r($result);',
  );
  return out.join('\n');
}

const javaString = (s: string) => JSON.stringify(s);

function java(r: Request): string {
  const out = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
  ];
  if (r.form)
    out.push(
      'import java.nio.file.Files;',
      'import java.nio.file.Path;',
      'import java.util.ArrayList;',
      'import java.util.List;',
    );
  out.push('', 'public class LexoraRequest {', '    public static void main(String[] args) throws Exception {');
  const body: string[] = [];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const headers = [`.header("Authorization", "Bearer " + System.getenv("LEXORA_API_KEY"))`];
  if (r.form) {
    body.push('String boundary = "lexora-" + System.nanoTime();', 'List<byte[]> parts = new ArrayList<>();');
    for (const [k, v] of Object.entries(r.form)) {
      if (isFile(k, v))
        body.push(
          `parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${k}\\"; filename=\\"${fileName(v)}\\"\\r\\n\\r\\n").getBytes());`,
          `parts.add(Files.readAllBytes(Path.of(${javaString(fileName(v))})));`,
          'parts.add("\\r\\n".getBytes());',
        );
      else
        body.push(
          `parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${k}\\"\\r\\n\\r\\n" + ${javaString(v)} + "\\r\\n").getBytes());`,
        );
    }
    body.push('parts.add(("--" + boundary + "--\\r\\n").getBytes());');
    headers.push('.header("Content-Type", "multipart/form-data; boundary=" + boundary)');
    publisher = 'HttpRequest.BodyPublishers.ofByteArrays(parts)';
  } else if (r.json !== undefined) {
    const json = JSON.stringify(r.json, null, 2).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    body.push('String body = """', ...json.split('\n'), '""";');
    headers.push('.header("Content-Type", "application/json")');
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  const builder = [
    `HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(r.url)}))`,
    ...headers.map((h) => `    ${h}`),
    `    .method(${javaString(r.method)}, ${publisher})`,
    '    .build();',
  ];
  const rest = [
    'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    'if (response.statusCode() >= 400) {',
    '    throw new RuntimeException(response.statusCode() + ": " + response.body());',
    '}',
    'System.out.println(response.body());',
  ];
  for (const l of [...body, ...(body.length ? [''] : []), ...builder, '', ...rest])
    out.push(l === '' ? '' : `        ${l}`);
  out.push('    }', '}');
  return out.join('\n');
}

const GENERATORS: Record<SampleLanguage, (r: Request) => string> = { curl, javascript, python, php, java };

export function sampleCode(spec: ApiSpec, ref: OperationRef, language: SampleLanguage): string {
  return GENERATORS[language](exampleRequest(spec, ref));
}
