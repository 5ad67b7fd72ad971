// Request code in five languages from one request (method, URL, JSON body or form fields): the API
// reference's generated samples (prerender/contract/samples.ts) and the playground's code
// (src/theme/playground/codegen.ts) come from these functions, so both handle errors the same way.
// Plain, runnable programs that read the key from LEXORA_API_KEY, like the hand-written samples.

export interface Request {
  method: string;
  url: string;
  json?: unknown;
  form?: Record<string, string>;
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l, i) => (i ? by + l : l))
    .join('\n');
const isFile = (name: string, value: string) => name === 'file' || value.startsWith('@');
const fileName = (value: string) => value.replace(/^@/, '');

export function curl(r: Request): string {
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

// The error handling of every sample, as the errors section of api-access says: decide by the error
// `code`, retry only what clears in seconds (never `429 quota_exceeded`), wait `Retry-After` when it is
// sent, give up after three attempts or a wait over a minute. A `POST` sends one `Idempotency-Key` on
// every attempt, so a retry never runs or bills the request twice.
const RETRY_COMMENT = "Retry only what clears in seconds (never 429 quota_exceeded), after Retry-After when it's sent.";
const KEY_COMMENT = 'one key for every attempt: Lexora runs the request once';
const HTML_COMMENT = 'A proxy can answer with HTML: read the body as JSON only when it is JSON.';
// Lexora never answers 502 or 504 itself: without its error body they come from a load balancer, proxy or
// on-premises ingress in between, get the code http_502/http_504 and are retried like 503 (api-access#errors).
const GATEWAY_COMMENT = 'http_502 and http_504: a load balancer or proxy in between, retried like 503.';
// A DELETE retried after a 500 or a timeout may find the object already gone: the earlier attempt deleted it.
// The error of a POST carries its key only when a retry may still succeed (its attempts ran out on a retryable
// answer): after a 400 Lexora keeps the answer for that key, so the caller fixes the request and sends a new key.
const CARRY_COMMENT = 'the key only when a retry may still succeed: a later call with it finishes the operation';
const GONE_COMMENT = 'A retried DELETE that finds nothing: an earlier attempt deleted it.';
// No answer at all (the attempt's timeout, a dropped connection, a failed DNS lookup): Lexora may have run the
// request, so it is retried like 503 (a POST with the same key, the same backoff and number of attempts), and
// the error of a POST whose attempts ran out carries the key, as after an HTTP error.
const noAnswerComment = (post: boolean) =>
  `No answer (a timeout, a dropped connection): retried like 503${post ? ', with the same key' : ''}.`;

// JavaScript: fetch throws a TypeError when the connection fails and a TimeoutError when the timeout ends.
const jsNoAnswer = (post: boolean): string[] => [
  '} catch (error) {',
  `  // ${noAnswerComment(post)}`,
  ...(post
    ? [
        '  if (attempt === 3) {',
        `    // ${CARRY_COMMENT}`,
        '    throw Object.assign(error, { idempotencyKey });',
        '  }',
      ]
    : ['  if (attempt === 3) throw error;']),
  '  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000 * 2 ** (attempt - 1)));',
  '  continue;',
  '}',
];

// Python: requests raises a RequestException (Timeout, ConnectionError) when no answer arrives.
const pyNoAnswer = (post: boolean): string[] => [
  '    except requests.RequestException as exc:',
  `        # ${noAnswerComment(post)}`,
  '        if attempt == 3:',
  ...(post ? [`            exc.idempotency_key = idempotency_key  # ${CARRY_COMMENT}`] : []),
  '            raise',
  '        time.sleep(random.uniform(0, 2 ** (attempt - 1)))',
  '        continue',
];

// PHP: curl_exec answers false when the transfer failed (curl_errno is set).
const phpNoAnswer = (post: boolean): string[] => [
  '    if ($response === false) {',
  `        // ${noAnswerComment(post)}`,
  '        if ($attempt === 3) {',
  ...(post
    ? [
        `            // ${CARRY_COMMENT}`,
        '            $error = curl_error($ch);',
        '            throw new RuntimeException("Lexora request failed: $error (Idempotency-Key $idempotencyKey)");',
      ]
    : ["            throw new RuntimeException('Lexora request failed: ' . curl_error($ch));"]),
  '        }',
  '        usleep(random_int(0, 1000000 * 2 ** ($attempt - 1)));',
  '        continue;',
  '    }',
];

// Java: HttpClient.send throws an IOException (HttpTimeoutException, ConnectException, ...) without an answer.
const javaSend = (post: boolean): string[] => [
  '    HttpResponse<String> response;',
  '    try {',
  '        response = client.send(request, HttpResponse.BodyHandlers.ofString());',
  '    } catch (IOException e) { // HttpTimeoutException or a failed connection',
  `        // ${noAnswerComment(post)}`,
  '        if (attempt == 3) {',
  ...(post
    ? [
        `            // ${CARRY_COMMENT}`,
        '            throw new RuntimeException("Lexora request failed (Idempotency-Key " + idempotencyKey + ")", e);',
      ]
    : ['            throw e;']),
  '        }',
  '        Thread.sleep((long) (Math.random() * 1000 * (1 << (attempt - 1))));',
  '        continue;',
  '    }',
];

// A total timeout per attempt, as "Set timeouts" on the uptime page says (rate_limits' lexoraPost uses the
// same): generating endpoints need up to 30 s, a late autocomplete suggestion is useless, an upload takes
// time by its size, 10 s otherwise.
const TIMEOUTS: [RegExp, number, string][] = [
  [/\/v1\/(summarize|rephrase)\b/, 30, 'generating takes up to 30 s'],
  [/\/v1\/autocomplete\b/, 2, 'a late suggestion is useless'],
];
const timeoutOf = (r: Request): [number, string] => {
  const hit = TIMEOUTS.find(([re]) => re.test(r.url));
  if (hit) return [hit[1], hit[2]];
  return r.form ? [120, 'an upload: raise it for large files'] : [10, 'total time for one attempt'];
};

export function javascript(r: Request): string {
  const post = r.method === 'POST';
  const out: string[] = [];
  if (post) out.push(`import { randomUUID } from 'node:crypto';`);
  if (r.form) {
    out.push(`import { readFile } from 'node:fs/promises';`, '', 'const form = new FormData();');
    for (const [k, v] of Object.entries(r.form))
      out.push(
        isFile(k, v)
          ? `form.append(${JSON.stringify(k)}, new Blob([await readFile(${JSON.stringify(fileName(v))})]), ${JSON.stringify(fileName(v))});`
          : `form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`,
      );
  }
  if (out.length) out.push('');
  if (post) out.push(`const idempotencyKey = randomUUID(); // ${KEY_COMMENT}`);
  const headers = [
    `'Authorization': \`Bearer \${process.env.LEXORA_API_KEY}\`,`,
    ...(r.json !== undefined ? [`'Content-Type': 'application/json',`] : []),
    ...(post ? [`'Idempotency-Key': idempotencyKey,`] : []),
  ];
  const fetchCall = [
    `response = await fetch(${JSON.stringify(r.url).replace(/"/g, "'")}, {`,
    `  method: '${r.method}',`,
    `  headers: {`,
    ...headers.map((h) => `    ${h}`),
    `  },`,
  ];
  if (r.form) fetchCall.push('  body: form,');
  // Identifier keys unquoted, as a person writes a JavaScript object.
  else if (r.json !== undefined)
    fetchCall.push(
      `  body: JSON.stringify(${indent(JSON.stringify(r.json, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:'), '  ')}),`,
    );
  fetchCall.push(`  signal: AbortSignal.timeout(${timeoutOf(r)[0]}_000), // ${timeoutOf(r)[1]}`, '});');
  const call = [
    'let response;',
    'try {',
    ...fetchCall.flatMap((l) => l.split('\n')).map((l) => `  ${l}`),
    ...jsNoAnswer(post),
  ];
  call.push(
    'if (response.ok) {',
    '  console.log(await response.json());',
    '  break;',
    '}',
    ...(r.method === 'DELETE' ? [`// ${GONE_COMMENT}`, 'if (attempt > 1 && response.status === 404) break;'] : []),
    `// ${HTML_COMMENT}`,
    "const body = (response.headers.get('Content-Type') ?? '').includes('json') ? await response.json() : {};",
    'const code = body.error?.code ?? `http_${response.status}`;',
    `// ${RETRY_COMMENT}`,
    `// ${GATEWAY_COMMENT}`,
    'const retryable =',
    '  response.status === 500 ||',
    '  response.status === 503 ||',
    "  ['rate_limit_exceeded', 'idempotency_key_in_progress', 'http_502', 'http_504'].includes(code);",
    "const retryAfter = Number(response.headers.get('Retry-After') ?? 0);",
    'if (!retryable || attempt === 3 || retryAfter > 60) {',
    ...(post
      ? [
          `  // ${CARRY_COMMENT}`,
          '  const message = `Lexora ${code}: ${body.error?.message ?? response.statusText} (${body.request_id})`;',
          '  throw Object.assign(new Error(message), retryable ? { idempotencyKey } : {});',
        ]
      : ['  throw new Error(`Lexora ${code}: ${body.error?.message ?? response.statusText} (${body.request_id})`);']),
    '}',
    'const waitMs = retryAfter ? retryAfter * 1000 : Math.random() * 1000 * 2 ** (attempt - 1);',
    'await new Promise((resolve) => setTimeout(resolve, waitMs));',
  );
  out.push('for (let attempt = 1; ; attempt++) {', ...call.flatMap((l) => l.split('\n')).map((l) => `  ${l}`), '}');
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

export function python(r: Request): string {
  const post = r.method === 'POST';
  const files = Object.entries(r.form ?? {}).filter(([k, v]) => isFile(k, v));
  const data = Object.entries(r.form ?? {}).filter(([k, v]) => !isFile(k, v));
  const out = ['import os', 'import random', 'import time', ...(post ? ['import uuid'] : [])];
  if (files.length) out.push('from pathlib import Path');
  out.push('', 'import requests', '');
  if (post) out.push(`idempotency_key = str(uuid.uuid4())  # ${KEY_COMMENT}`);
  const auth = `"Authorization": f"Bearer {os.environ['LEXORA_API_KEY']}"`;
  const call = [
    'response = requests.' + r.method.toLowerCase() + '(',
    `    ${JSON.stringify(r.url)},`,
    post ? `    headers={${auth}, "Idempotency-Key": idempotency_key},` : `    headers={${auth}},`,
  ];
  // Files are read on every attempt, so a retry sends the whole file again.
  if (files.length)
    call.push(
      `    files={${files.map(([k, v]) => `${JSON.stringify(k)}: (${JSON.stringify(fileName(v))}, Path(${JSON.stringify(fileName(v))}).read_bytes())`).join(', ')}},`,
    );
  if (data.length) call.push(`    data=${toPython(Object.fromEntries(data), '    ')},`);
  else if (!r.form && r.json !== undefined) call.push(`    json=${toPython(r.json, '    ')},`);
  call.push(`    timeout=${timeoutOf(r)[0]},  # seconds: ${timeoutOf(r)[1]}`, ')');
  out.push(
    'for attempt in range(1, 4):',
    '    try:',
    ...call.flatMap((l) => l.split('\n')).map((l) => `        ${l}`),
    ...pyNoAnswer(post),
    '    if response.ok:',
    '        print(response.json())',
    '        break',
    ...(r.method === 'DELETE'
      ? [`    # ${GONE_COMMENT}`, '    if attempt > 1 and response.status_code == 404:', '        break']
      : []),
    `    # ${HTML_COMMENT}`,
    '    body = response.json() if "json" in response.headers.get("Content-Type", "") else {}',
    '    error = body.get("error", {})',
    '    code = error.get("code", f"http_{response.status_code}")',
    `    # ${RETRY_COMMENT}`,
    `    # ${GATEWAY_COMMENT}`,
    '    retryable = response.status_code in (500, 503) or code in (',
    '        "rate_limit_exceeded", "idempotency_key_in_progress", "http_502", "http_504"',
    '    )',
    '    retry_after = int(response.headers.get("Retry-After", "0"))',
    '    if not retryable or attempt == 3 or retry_after > 60:',
    ...(post
      ? [
          `        exc = RuntimeError(f"Lexora {code}: {error.get('message', response.reason)} ({body.get('request_id')})")`,
          `        if retryable:  # ${CARRY_COMMENT}`,
          '            exc.idempotency_key = idempotency_key',
          '        raise exc',
        ]
      : [
          `        raise RuntimeError(f"Lexora {code}: {error.get('message', response.reason)} ({body.get('request_id')})")`,
        ]),
    '    time.sleep(retry_after or random.uniform(0, 2 ** (attempt - 1)))',
  );
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

export function php(r: Request): string {
  const post = r.method === 'POST';
  const out = ['<?php', ''];
  if (post)
    out.push(
      `$idempotencyKey = vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex(random_bytes(16)), 4)); // ${KEY_COMMENT}`,
    );
  out.push('for ($attempt = 1; ; $attempt++) {', '    $retryAfter = 0;', `    $ch = curl_init(${phpString(r.url)});`);
  const opts: string[] = [];
  if (r.method !== 'GET')
    opts.push(r.method === 'POST' ? 'CURLOPT_POST => true,' : `CURLOPT_CUSTOMREQUEST => '${r.method}',`);
  opts.push(
    `CURLOPT_HTTPHEADER => [`,
    `    'Authorization: Bearer ' . getenv('LEXORA_API_KEY'),`,
    ...(r.json !== undefined ? [`    'Content-Type: application/json',`] : []),
    ...(post ? [`    'Idempotency-Key: ' . $idempotencyKey,`] : []),
    '],',
  );
  if (r.form)
    opts.push(
      `CURLOPT_POSTFIELDS => [`,
      ...Object.entries(r.form).map(
        ([k, v]) =>
          `    ${phpString(k)} => ${isFile(k, v) ? `new CURLFile(${phpString(fileName(v))})` : phpString(v)},`,
      ),
      '],',
    );
  else if (r.json !== undefined) opts.push(`CURLOPT_POSTFIELDS => json_encode(${toPhp(r.json)}),`);
  opts.push(
    `CURLOPT_TIMEOUT => ${timeoutOf(r)[0]}, // seconds: ${timeoutOf(r)[1]}`,
    'CURLOPT_RETURNTRANSFER => true,',
    'CURLOPT_HEADERFUNCTION => function ($ch, $header) use (&$retryAfter) {',
    "    if (stripos($header, 'Retry-After:') === 0) {",
    '        $retryAfter = (int) trim(substr($header, 12));',
    '    }',
    '    return strlen($header);',
    '},',
  );
  out.push(
    '    curl_setopt_array($ch, [',
    ...opts.flatMap((o) => o.split('\n')).map((l) => `        ${l}`),
    '    ]);',
    '    $response = curl_exec($ch);',
    ...phpNoAnswer(post),
    '    $result = json_decode($response, true);',
    '    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    '    if ($status < 300) {',
    '        print_r($result);',
    '        break;',
    '    }',
    ...(r.method === 'DELETE'
      ? [`    // ${GONE_COMMENT}`, '    if ($attempt > 1 && $status === 404) {', '        break;', '    }']
      : []),
    '    // A proxy can answer with HTML, which json_decode turns into null.',
    "    $code = $result['error']['code'] ?? \"http_$status\";",
    `    // ${RETRY_COMMENT}`,
    `    // ${GATEWAY_COMMENT}`,
    '    $retryable = in_array($status, [500, 503])',
    "        || in_array($code, ['rate_limit_exceeded', 'idempotency_key_in_progress', 'http_502', 'http_504']);",
    '    if (!$retryable || $attempt === 3 || $retryAfter > 60) {',
    "        $message = $result['error']['message'] ?? 'no JSON body';",
    "        $requestId = $result['request_id'] ?? '';",
    ...(post
      ? [
          `        // ${CARRY_COMMENT}`,
          '        $keyNote = $retryable ? ", Idempotency-Key $idempotencyKey" : \'\';',
          '        throw new RuntimeException("Lexora $code: $message ($requestId$keyNote)");',
        ]
      : ['        throw new RuntimeException("Lexora $code: $message ($requestId)");']),
    '    }',
    '    usleep($retryAfter ? $retryAfter * 1000000 : random_int(0, 1000000 * 2 ** ($attempt - 1)));',
    '}',
  );
  return out.join('\n');
}

const javaString = (s: string) => JSON.stringify(s);

// The Java loop's final error: a POST's names its Idempotency-Key when a retry may still succeed.
const javaThrow = (post: boolean): string[] =>
  post
    ? [
        `        // ${CARRY_COMMENT}`,
        '        String key = retryable ? " (Idempotency-Key " + idempotencyKey + ")" : "";',
        '        throw new RuntimeException("Lexora " + code + key + ": " + response.body());',
      ]
    : ['        throw new RuntimeException("Lexora " + code + ": " + response.body());'];

// The Java multipart body: one part per form field, files read from disk.
const javaMultipart = (form: Record<string, string>): string[] => {
  const lines: string[] = [];
  lines.push('String boundary = "lexora-" + System.nanoTime();', 'List<byte[]> parts = new ArrayList<>();');
  for (const [k, v] of Object.entries(form)) {
    if (isFile(k, v))
      lines.push(
        `parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${k}\\"; filename=\\"${fileName(v)}\\"\\r\\n\\r\\n").getBytes());`,
        `parts.add(Files.readAllBytes(Path.of(${javaString(fileName(v))})));`,
        'parts.add("\\r\\n".getBytes());',
      );
    else
      lines.push(
        `parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${k}\\"\\r\\n\\r\\n" + ${javaString(v)} + "\\r\\n").getBytes());`,
      );
  }
  lines.push('parts.add(("--" + boundary + "--\\r\\n").getBytes());');
  return lines;
};

export function java(r: Request): string {
  const post = r.method === 'POST';
  const out = [
    'import java.io.IOException;',
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
  out.push('import java.time.Duration;');
  if (post) out.push('import java.util.UUID;');
  out.push('', 'public class LexoraRequest {', '    public static void main(String[] args) throws Exception {');
  const body: string[] = [];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const headers = [`.header("Authorization", "Bearer " + System.getenv("LEXORA_API_KEY"))`];
  if (r.form) {
    body.push(...javaMultipart(r.form));
    headers.push('.header("Content-Type", "multipart/form-data; boundary=" + boundary)');
    publisher = 'HttpRequest.BodyPublishers.ofByteArrays(parts)';
  } else if (r.json !== undefined) {
    const json = JSON.stringify(r.json, null, 2).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    body.push('String body = """', ...json.split('\n'), '""";');
    headers.push('.header("Content-Type", "application/json")');
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  const builder = [
    ...(post ? [`String idempotencyKey = UUID.randomUUID().toString(); // ${KEY_COMMENT}`] : []),
    `HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(r.url)}))`,
    ...headers.map((h) => `    ${h}`),
    ...(post ? ['    .header("Idempotency-Key", idempotencyKey)'] : []),
    `    .timeout(Duration.ofSeconds(${timeoutOf(r)[0]})) // ${timeoutOf(r)[1]}`,
    `    .method(${javaString(r.method)}, ${publisher})`,
    '    .build();',
  ];
  const rest = [
    'HttpClient client = HttpClient.newHttpClient();',
    'for (int attempt = 1; ; attempt++) {',
    ...javaSend(post),
    '    if (response.statusCode() < 300) {',
    '        System.out.println(response.body());',
    '        break;',
    '    }',
    ...(r.method === 'DELETE'
      ? [`    // ${GONE_COMMENT}`, '    if (attempt > 1 && response.statusCode() == 404) {', '        break;', '    }']
      : []),
    "    // The error body's code, such as rate_limit_exceeded (read it with your JSON library).",
    '    String code = response.body().replaceFirst("(?s).*?\\"code\\"\\\\s*:\\\\s*\\"(\\\\w+)\\".*", "$1");',
    '    long retryAfter = response.headers().firstValueAsLong("Retry-After").orElse(0);',
    `    // ${RETRY_COMMENT} A 502 or 504 without Lexora's error body: a load balancer or proxy, retried like 503.`,
    '    boolean gateway = (response.statusCode() == 502 || response.statusCode() == 504) && !response.body().contains("\\"code\\"");',
    '    boolean retryable = response.statusCode() == 500 || response.statusCode() == 503 || gateway',
    '        || code.equals("rate_limit_exceeded") || code.equals("idempotency_key_in_progress");',
    '    if (!retryable || attempt == 3 || retryAfter > 60) {',
    ...javaThrow(post),
    '    }',
    '    Thread.sleep(retryAfter > 0 ? retryAfter * 1000 : (long) (Math.random() * 1000 * (1 << (attempt - 1))));',
    '}',
  ];
  for (const l of [...body, ...(body.length ? [''] : []), ...builder, '', ...rest])
    out.push(l === '' ? '' : `        ${l}`);
  out.push('    }', '}');
  return out.join('\n');
}
