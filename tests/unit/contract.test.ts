import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContract } from '../../prerender/contract/load';
import { BuildError } from '../../prerender/report/errors';

const real = fs.readFileSync('content/openapi.yaml', 'utf8');

async function problemsOf(source: string): Promise<string> {
  try {
    await parseContract(source, 'content/openapi.yaml');
  } catch (e) {
    if (e instanceof BuildError) return e.message;
    throw e;
  }
  throw new Error('the contract was accepted');
}

/** The real contract with one line replaced, and that line's number. */
function breakLine(find: string, replace: string): { source: string; line: number } {
  const lines = real.split('\n');
  const i = lines.findIndex((l) => l.includes(find));
  expect(i, `no line contains ${find}`).toBeGreaterThanOrEqual(0);
  lines[i] = lines[i].replace(find, replace);
  return { source: lines.join('\n'), line: i + 1 };
}

describe('the API contract', { timeout: 30_000 }, () => {
  it('is valid OpenAPI 3.1 and covers every documented endpoint', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    expect(c.spec.openapi).toBe('3.1.0');
    expect(c.operations.size).toBeGreaterThanOrEqual(45);
    for (const id of ['postEdits', 'postTone', 'postFeedback', 'postTokens', 'createFile', 'deleteFile', 'getUsage'])
      expect(c.operations.has(id), id).toBe(true);
    expect(c.spec.servers.map((s: { url: string }) => s.url)).toEqual([
      'https://api.lexora.dev',
      'https://eu.api.lexora.dev',
    ]);
    // Every operation documents its errors and answers with the shared error shape.
    for (const op of c.operations.values()) {
      expect(op.op['x-errors'].length, op.id).toBeGreaterThan(0);
      expect(op.op.responses['401']?.content['application/json'].schema.$ref, op.id).toBe('#/components/schemas/Error');
    }
  });

  it('reports an unknown key in an operation at its own line', async () => {
    const { source, line } = breakLine('operationId: postTone', 'operationid: postTone');
    expect(await problemsOf(source)).toContain(
      `content/openapi.yaml:${line}: /paths/~1v1~1tone/post: must NOT have unevaluated properties ("operationid")`,
    );
  });

  it('reports a broken JSON schema keyword at its line', async () => {
    const { source, line } = breakLine('maxLength: 20000', 'maxLength: lots');
    expect(await problemsOf(source)).toContain(
      `content/openapi.yaml:${line}: postSpellcheck request: schema is invalid: data/properties/text/maxLength must be integer`,
    );
  });

  it('reports a reference to a schema that does not exist', async () => {
    const { source, line } = breakLine("$ref: '#/components/schemas/Edit'", "$ref: '#/components/schemas/Edits'");
    expect(await problemsOf(source)).toContain(
      `content/openapi.yaml:${line}: $ref #/components/schemas/Edits names nothing in the document`,
    );
  });

  it('reports a contract example that does not match its schema', async () => {
    const { source, line } = breakLine('      session_id: ticket-48213', '      session_id: 48213');
    expect(await problemsOf(source)).toContain(
      `content/openapi.yaml:${line}: postTone example/session_id: must be string`,
    );
  });

  it('checks the webhooks: a payload example that does not match its schema is reported at its line', async () => {
    const { source, line } = breakLine('              type: file.ready', '              type: file.uploaded');
    const msg = await problemsOf(source);
    expect(msg).toContain(
      `content/openapi.yaml:${line}: webhook file.ready example/type: must be equal to one of the allowed values`,
    );
  });

  it('resolves the shared Idempotency-Key header parameter on every POST operation', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const posts = [...c.operations.values()].filter((o) => o.method === 'POST');
    expect(posts.length).toBeGreaterThan(20);
    for (const o of posts) {
      expect(o.op.parameters, o.id).toContainEqual({ $ref: '#/components/parameters/Idempotency-Key' });
      const codes = (o.op['x-errors'] as { codes: string[] }[]).flatMap((e) => e.codes);
      expect(codes, o.id).toEqual(expect.arrayContaining(['idempotency_key_reused', 'idempotency_key_in_progress']));
    }
  });

  it('reports YAML syntax errors with line and column', async () => {
    expect(await problemsOf('openapi: 3.1.0\ninfo: [unclosed\n')).toMatch(
      /content\/openapi\.yaml:\d+:\d+: YAML syntax/,
    );
  });

  it('reports two operations with one operationId', async () => {
    const { source } = breakLine('operationId: postSentiment', 'operationId: postTone');
    expect(await problemsOf(source)).toContain('operationId "postTone" is used twice');
  });
});
