// The request code of the playground and of the API reference's samples (src/shared/request-code.ts):
// every error body is read as JSON only when the response says it is JSON (a load balancer answers HTML),
// the JavaScript has a timeout by path, and the output of each language parses as code.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { curl, java, javascript, php, python, type Request } from '../../src/shared/request-code';
import { exampleRequest } from '../../prerender/contract/samples';

const dir = mkdtempSync(join(tmpdir(), 'request-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const has = (cmd: string) => {
  try {
    execFileSync(cmd, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const requests: Record<string, Request> = {
  edits: { method: 'POST', url: 'https://api.lexora.dev/v1/edits', json: { text: "it's a tést", session_id: 'x' } },
  summarize: { method: 'POST', url: 'https://api.lexora.dev/v1/summarize', json: { text: 'Long text.' } },
  autocomplete: { method: 'POST', url: 'https://api.lexora.dev/v1/autocomplete', json: { text: 'Tha' } },
  upload: { method: 'POST', url: 'https://api.lexora.dev/v1/files', form: { file: '@report.docx', purpose: 'check' } },
  get: { method: 'GET', url: 'https://api.lexora.dev/v1/usage?period=month' },
};

describe('request code', () => {
  it.each(Object.keys(requests))('JavaScript for %s checks Content-Type before it parses an error body', (name) => {
    const code = javascript(requests[name]);
    const ok = code.indexOf('if (response.ok)');
    const check = code.indexOf(
      "(response.headers.get('Content-Type') ?? '').includes('json') ? await response.json() : {}",
    );
    expect(check).toBeGreaterThan(ok);
    // The only other parse is the success body's.
    expect(code.split('await response.json()').length - 1).toBe(2);
    expect(code).toContain('const code = body.error?.code ?? `http_${response.status}`;');
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, code);
    execFileSync(process.execPath, ['--check', file]);
  });

  it('gives the JavaScript a timeout by path: 30 s generating, 2 s autocomplete, 10 s otherwise', () => {
    const timeout = (name: string) => /AbortSignal\.timeout\((\w+)\)/.exec(javascript(requests[name]))?.[1];
    expect([timeout('summarize'), timeout('autocomplete'), timeout('edits'), timeout('get')]).toEqual([
      '30_000',
      '2_000',
      '10_000',
      '10_000',
    ]);
    expect(python(requests.summarize)).toContain('timeout=30,');
    expect(python(requests.edits)).toContain('timeout=10,');
  });

  it('a retried DELETE that gets 404 ends as deleted: the JavaScript run against a server that fails, then finds nothing', async () => {
    // First attempt: 500 after the server deleted the object; second attempt: 404 (it is gone).
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.method!);
      res.writeHead(seen.length === 1 ? 500 : 404, { 'Content-Type': 'application/json', 'Retry-After': '0' });
      res.end(
        JSON.stringify({
          error: { type: 'not_found', code: seen.length === 1 ? 'server_error' : 'not_found', message: 'x' },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/dictionary/colour`;
      const file = join(dir, 'delete.mjs');
      writeFileSync(file, javascript({ method: 'DELETE', url }));
      await promisify(execFile)(process.execPath, [file], { env: { ...process.env, LEXORA_API_KEY: 'sk_test' } });
      expect(seen).toEqual(['DELETE', 'DELETE']);
      // A first attempt's 404 is still an error: nothing was deleted.
      seen.length = 1;
      await expect(
        promisify(execFile)(process.execPath, [file], { env: { ...process.env, LEXORA_API_KEY: 'sk_test' } }),
      ).rejects.toThrow(/Lexora not_found/);
    } finally {
      server.close();
    }
    const del: Request = { method: 'DELETE', url: 'https://api.lexora.dev/v1/dictionary/colour' };
    expect(python(del)).toContain('if attempt > 1 and response.status_code == 404:');
    expect(php(del)).toContain('if ($attempt > 1 && $status === 404) {');
    expect(java(del)).toContain('if (attempt > 1 && response.statusCode() == 404) {');
    // Other methods never treat a 404 as success.
    for (const gen of [javascript, python, php, java]) expect(gen(requests.get)).not.toMatch(/404/);
  });

  it('a POST whose attempts run out throws with its Idempotency-Key: the JavaScript run against a server that answers 503', async () => {
    const keys: string[] = [];
    const server = createServer((req, res) => {
      keys.push(String(req.headers['idempotency-key']));
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'unavailable', code: 'model_overloaded', message: 'x' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/edits`;
      const file = join(dir, 'post-503.mjs');
      writeFileSync(file, javascript({ method: 'POST', url, json: { text: 'x' } }));
      const run = promisify(execFile)(process.execPath, [file], { env: { ...process.env, LEXORA_API_KEY: 'sk_test' } });
      const failure = await run.then(
        () => null,
        (error: { stderr: string }) => error,
      );
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      // Node prints an uncaught error's own properties: the key a later call reuses to finish the operation.
      expect(failure?.stderr).toContain(`idempotencyKey: '${keys[0]}'`);
    } finally {
      server.close();
    }
    expect(python(requests.edits)).toContain('exc.idempotency_key = idempotency_key');
    expect(php(requests.edits)).toContain('Idempotency-Key $idempotencyKey');
    expect(java(requests.edits)).toContain('request.headers().firstValue("Idempotency-Key")');
    // Only a POST has a key to carry.
    for (const gen of [javascript, python, php, java])
      expect(gen(requests.get)).not.toMatch(/Idempotency-Key|idempotencyKey|idempotency_key\b/);
  });

  it("retries a 502 or 504 without Lexora's error body (a load balancer in between) and not an HTML 404", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(String(req.url));
      const gateway = req.url === '/v1/edits' && seen.filter((u) => u === '/v1/edits').length === 1;
      if (gateway || req.url === '/v1/tone') {
        // The first edits attempt and every tone attempt: an HTML page from a proxy, not Lexora's JSON.
        res.writeHead(req.url === '/v1/tone' ? 404 : 502, { 'Content-Type': 'text/html', 'Retry-After': '0' });
        res.end('<html><body>Bad Gateway</body></html>');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ edits: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      const env = { env: { ...process.env, LEXORA_API_KEY: 'sk_test' } };
      const edits = join(dir, 'post-502.mjs');
      writeFileSync(edits, javascript({ method: 'POST', url: `${base}/edits`, json: { text: 'x' } }));
      const ok = await promisify(execFile)(process.execPath, [edits], env);
      expect(ok.stdout).toContain('edits');
      expect(seen.filter((u) => u === '/v1/edits')).toHaveLength(2);
      const tone = join(dir, 'post-404.mjs');
      writeFileSync(tone, javascript({ method: 'POST', url: `${base}/tone`, json: { text: 'x' } }));
      const failure = await promisify(execFile)(process.execPath, [tone], env).then(
        () => null,
        (error: { stderr: string }) => error,
      );
      expect(failure?.stderr).toContain('http_404');
      expect(seen.filter((u) => u === '/v1/tone')).toHaveLength(1);
    } finally {
      server.close();
    }
    expect(python(requests.edits)).toContain('"http_502", "http_504"');
    expect(php(requests.edits)).toContain("'http_502', 'http_504'");
    expect(java(requests.edits)).toContain(
      'boolean gateway = (response.statusCode() == 502 || response.statusCode() == 504)',
    );
  });

  it('gives PHP and Java the same per-attempt timeout as JavaScript and Python', () => {
    expect(php(requests.summarize)).toContain('CURLOPT_TIMEOUT => 30,');
    expect(php(requests.edits)).toContain('CURLOPT_TIMEOUT => 10,');
    expect(php(requests.upload)).toContain('CURLOPT_TIMEOUT => 120,');
    expect(java(requests.autocomplete)).toContain('.timeout(Duration.ofSeconds(2))');
    expect(java(requests.get)).toContain('.timeout(Duration.ofSeconds(10))');
    expect(java(requests.get)).toContain('import java.time.Duration;');
  });

  it.runIf(has('python3')).each(Object.keys(requests))(
    'Python for %s checks Content-Type before it parses an error body',
    (name) => {
      const code = python(requests[name]);
      expect(code).toContain('body = response.json() if "json" in response.headers.get("Content-Type", "") else {}');
      expect(code.split('response.json()').length - 1).toBe(2);
      expect(code).not.toMatch(/body\["error"\]|body\['error'\]/);
      const file = join(dir, `${name}.py`);
      writeFileSync(file, code);
      execFileSync('python3', ['-m', 'py_compile', file]);
    },
  );

  it.runIf(has('php')).each(Object.keys(requests))('PHP for %s falls back to http_<status> and parses', (name) => {
    const code = php(requests[name]);
    expect(code).toContain(`$code = $result['error']['code'] ?? "http_$status";`);
    const file = join(dir, `${name}.php`);
    writeFileSync(file, code);
    execFileSync('php', ['-l', file], { stdio: 'ignore' });
  });

  it('sends form fields of any schema type as text: an integer example is written as its digits in every language', () => {
    const op = {
      requestBody: {
        content: {
          'multipart/form-data': { example: { purpose: 'semsearch', expires_in_days: 90, file: '@policy.pdf' } },
        },
      },
    };
    const spec = { servers: [{ url: 'https://api.lexora.dev' }] };
    const r = exampleRequest(spec as never, { method: 'POST', path: '/v1/files', op } as never);
    expect(r.form).toEqual({ purpose: 'semsearch', expires_in_days: '90', file: '@policy.pdf' });
    expect(curl(r)).toContain('-F expires_in_days=90');
    expect(javascript(r)).toContain('form.append("expires_in_days", "90");');
    for (const gen of [python, php, java]) expect(gen(r)).toContain('90');
  });
});
