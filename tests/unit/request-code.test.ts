// The request code of the playground and of the API reference's samples (src/shared/request-code.ts):
// every error body is read as JSON only when the response says it is JSON (a load balancer answers HTML),
// the JavaScript has a timeout by path, and the output of each language parses as code.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { curl, java, javascript, php, python, type Request } from '../../src/shared/request-code';
import { exampleRequest } from '../../prerender/contract/samples';

const dir = tempDir('request-code');

// Generated samples are run for real: a command with the samples' key in its environment, resolving with its
// output whether it exits 0 or not (stderr only on failure, where Node prints the uncaught error).
const sampleEnv = { env: { ...process.env, LEXORA_API_KEY: 'sk_test' } };
const run = (cmd: string, args: string[]) =>
  promisify(execFile)(cmd, args, sampleEnv).then(
    ({ stdout }) => ({ ok: true, stdout, stderr: '' }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, stdout: error.stdout, stderr: error.stderr }),
  );
/** The JavaScript sample of `r`, written to `name` in the temporary folder and run with Node. */
function runJavaScript(name: string, r: Request) {
  const file = join(dir, name);
  writeFileSync(file, javascript(r));
  return run(process.execPath, [file]);
}
/** Starts a test server on a free local port; its origin. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const has = (cmd: string) => {
  try {
    execFileSync(cmd, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const hasPythonRequests = (() => {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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
    const url = `${await listen(server)}/v1/dictionary/colour`;
    try {
      expect((await runJavaScript('delete.mjs', { method: 'DELETE', url })).ok).toBe(true);
      expect(seen).toEqual(['DELETE', 'DELETE']);
      // A first attempt's 404 is still an error: nothing was deleted.
      seen.length = 1;
      const again = await run(process.execPath, [join(dir, 'delete.mjs')]);
      expect(again.ok).toBe(false);
      expect(again.stderr).toMatch(/Lexora not_found/);
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
    const url = `${await listen(server)}/v1/edits`;
    try {
      const failure = await runJavaScript('post-503.mjs', { method: 'POST', url, json: { text: 'x' } });
      expect(failure.ok).toBe(false);
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      // Node prints an uncaught error's own properties: the key a later call reuses to finish the operation.
      expect(failure.stderr).toContain(`idempotencyKey: '${keys[0]}'`);
    } finally {
      server.close();
    }
    // Only when a retry may still succeed: after a 400 the caller fixes the request and sends a new key.
    expect(python(requests.edits)).toContain('if retryable:');
    expect(python(requests.edits)).toContain('exc.idempotency_key = idempotency_key');
    expect(php(requests.edits)).toContain('$keyNote = $retryable ? ", Idempotency-Key $idempotencyKey"');
    expect(java(requests.edits)).toContain('String key = retryable ? " (Idempotency-Key " + idempotencyKey + ")"');
    // Only a POST has a key to carry.
    for (const gen of [javascript, python, php, java])
      expect(gen(requests.get)).not.toMatch(/Idempotency-Key|idempotencyKey|idempotency_key\b/);
  });

  // No answer at all: the connection drops (socket destroyed) or the attempt's timeout ends. Lexora may have run
  // the request, so every language retries it like a 503 with the same Idempotency-Key, and the error raised when
  // the attempts run out carries the key. Paths: /v1/drop-*: every attempt drops; /v1/once-*: the first attempt
  // of the path drops, the next gets 200; /v1/hang-*: no attempt is ever answered; /v1/gone-*: the first drops
  // (after the server deleted the object), the next gets 404.
  describe('a POST that gets no answer keeps its Idempotency-Key', () => {
    const keys = new Map<string, string[]>();
    const server = createServer((req, res) => {
      const seen = keys.get(req.url!) ?? [];
      keys.set(req.url!, [...seen, String(req.headers['idempotency-key'])]);
      if (req.url!.startsWith('/v1/hang-')) return;
      if (req.url!.startsWith('/v1/drop-') || seen.length === 0) {
        req.socket.destroy();
        return;
      }
      const gone = req.url!.startsWith('/v1/gone-');
      res.writeHead(gone ? 404 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(gone ? { error: { type: 'not_found', code: 'resource_not_found' } } : { id: 'file_1' }));
    });
    let base = '';
    beforeAll(async () => {
      base = `${await listen(server)}/v1`;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });
    const post = (path: string): Request => ({ method: 'POST', url: `${base}/${path}`, json: { text: 'x' } });
    // A shorter per-attempt timeout than the sample's 10 s, so that a request left unanswered ends sooner (long
    // enough for the request to reach the server on a loaded machine).
    const quick = (code: string) => code.replace('AbortSignal.timeout(10_000)', 'AbortSignal.timeout(2_000)');

    it('JavaScript: a dropped connection or a timeout on every attempt throws with the key after three attempts', async () => {
      for (const [path, name] of [
        ['drop-js', 'TypeError'],
        ['hang-js', 'TimeoutError'],
      ]) {
        const file = join(dir, `${path}.mjs`);
        writeFileSync(file, quick(javascript(post(path))));
        const result = await run(process.execPath, [file]);
        const sent = keys.get(`/v1/${path}`) ?? [];
        expect(result.ok).toBe(false);
        expect(sent, path).toHaveLength(3);
        expect(new Set(sent).size).toBe(1);
        expect(result.stderr).toContain(name);
        expect(result.stderr).toContain(`idempotencyKey: '${sent[0]}'`);
      }
    }, 60_000);

    it('JavaScript: a connection dropped once is retried with the same key and succeeds; a DELETE then finding 404 is deleted', async () => {
      const result = await runJavaScript('once-js.mjs', post('once-js'));
      expect(result.stdout).toContain('file_1');
      const sent = keys.get('/v1/once-js') ?? [];
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
      expect((await runJavaScript('gone-js.mjs', { method: 'DELETE', url: `${base}/gone-js` })).ok).toBe(true);
      expect(keys.get('/v1/gone-js')).toHaveLength(2);
    }, 30_000);

    it.runIf(hasPythonRequests)(
      'Python: requests errors are retried with the same key, the last one raised with idempotency_key',
      async () => {
        // Runs the sample and prints the key of the exception that ends it.
        const runner = join(dir, 'run_sample.py');
        writeFileSync(
          runner,
          [
            'import runpy, sys',
            'try:',
            '    runpy.run_path(sys.argv[1])',
            'except Exception as exc:',
            '    print(type(exc).__name__, getattr(exc, "idempotency_key", None))',
            '    sys.exit(1)',
          ].join('\n'),
        );
        for (const [path, name] of [
          ['drop-py', 'ConnectionError'],
          ['hang-py', 'ReadTimeout'],
        ]) {
          const file = join(dir, `${path.replace('-', '_')}.py`);
          writeFileSync(file, python(post(path)).replace('timeout=10,', 'timeout=2,'));
          const result = await run('python3', [runner, file]);
          const sent = keys.get(`/v1/${path}`) ?? [];
          expect(result.ok).toBe(false);
          expect(sent, path).toHaveLength(3);
          expect(new Set(sent).size).toBe(1);
          expect(result.stdout.trim()).toBe(`${name} ${sent[0]}`);
        }
        const file = join(dir, 'once_py.py');
        writeFileSync(file, python(post('once-py')));
        const result = await run('python3', [runner, file]);
        expect(result.stdout).toContain('file_1');
        const sent = keys.get('/v1/once-py') ?? [];
        expect(sent).toHaveLength(2);
        expect(sent[1]).toBe(sent[0]);
      },
      60_000,
    );

    it.runIf(has('java'))(
      'Java: an IOException on every attempt ends in an error that names the key',
      async () => {
        const file = join(dir, 'LexoraRequest.java');
        writeFileSync(file, java(post('drop-java')));
        const result = await run('java', [file]);
        const sent = keys.get('/v1/drop-java') ?? [];
        expect(result.ok).toBe(false);
        expect(sent).toHaveLength(3);
        expect(new Set(sent).size).toBe(1);
        expect(result.stderr).toContain(`Lexora request failed (Idempotency-Key ${sent[0]})`);
        expect(result.stderr).toMatch(/IOException/);
      },
      60_000,
    );

    it('PHP and Python source: a failed transfer is retried and its last error carries the key; a GET carries none', () => {
      const code = php(requests.edits);
      expect(code).toMatch(
        /if \(\$response === false\) \{[\s\S]*?if \(\$attempt === 3\) \{[\s\S]*?Idempotency-Key \$idempotencyKey[\s\S]*?continue;/,
      );
      expect(python(requests.edits)).toMatch(
        /except requests\.RequestException as exc:[\s\S]*?exc\.idempotency_key = idempotency_key[\s\S]*?continue/,
      );
      for (const gen of [javascript, python, php, java]) {
        expect(gen(requests.get)).toContain('No answer (a timeout, a dropped connection): retried like 503.');
        expect(gen(requests.edits)).toContain('retried like 503, with the same key.');
      }
    });
  });

  it('a POST answered 400 throws without its Idempotency-Key: the key would replay the 400, or be reused for a fixed body', async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls++;
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request', code: 'invalid_parameter', message: 'x' } }));
    });
    const url = `${await listen(server)}/v1/edits`;
    try {
      const failure = await runJavaScript('post-400.mjs', { method: 'POST', url, json: { text: 'x' } });
      expect(failure.ok).toBe(false);
      expect(calls).toBe(1);
      expect(failure.stderr).toContain('Lexora invalid_parameter');
      // Node prints an uncaught error's own properties: no key among them.
      expect(failure.stderr).not.toMatch(/idempotencyKey: '/);
    } finally {
      server.close();
    }
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
    const base = `${await listen(server)}/v1`;
    try {
      const ok = await runJavaScript('post-502.mjs', { method: 'POST', url: `${base}/edits`, json: { text: 'x' } });
      expect(ok.ok).toBe(true);
      expect(ok.stdout).toContain('edits');
      expect(seen.filter((u) => u === '/v1/edits')).toHaveLength(2);
      const failure = await runJavaScript('post-404.mjs', { method: 'POST', url: `${base}/tone`, json: { text: 'x' } });
      expect(failure.ok).toBe(false);
      expect(failure.stderr).toContain('http_404');
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
