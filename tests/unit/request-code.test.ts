// The request code of the playground and of the API reference's samples (src/shared/request-code.ts):
// every error body is read as JSON only when the response says it is JSON (a load balancer answers HTML),
// the JavaScript has a timeout by path, and the output of each language parses as code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { javascript, php, python, type Request } from '../../src/shared/request-code';

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
});
