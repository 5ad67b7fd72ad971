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
      `content/openapi.yaml:${line}: postEdits request: schema is invalid: data/properties/text/maxLength must be integer`,
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

  it('lists on every operation every error it can return, and none it cannot (issue 28, H2 and M2)', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const problems: string[] = [];
    for (const o of c.operations.values()) {
      const rows = o.op['x-errors'] as { status: number; codes: string[]; when: string }[];
      const codes = new Set(rows.flatMap((e) => e.codes));
      const has = (code: string, why: string) => codes.has(code) || problems.push(`${o.id} lacks ${code} (${why})`);
      const lacks = (code: string, why: string) => !codes.has(code) || problems.push(`${o.id} lists ${code} (${why})`);
      for (const code of ['invalid_parameter', 'missing_key', 'invalid_key', 'revoked_key', 'secret_key_in_browser'])
        has(code, 'every operation');
      for (const code of ['key_type_not_allowed', 'rate_limit_exceeded', 'internal_error', 'maintenance'])
        has(code, 'every operation');
      const body = o.op.requestBody?.content ?? {};
      const fields = Object.keys(
        resolve(c.spec, body['application/json']?.schema ?? body['multipart/form-data']?.schema)?.properties ?? {},
      );
      if (fields.includes('text')) has('quota_exceeded', 'it bills text');
      if (!body['application/json']) lacks('malformed_json', 'it takes no JSON body');
      if (o.method !== 'POST') lacks('idempotency_key_reused', 'only POST takes Idempotency-Key');
      if (!['POST', 'PATCH'].includes(o.method)) lacks('already_exists', 'it creates nothing');
      if (o.method === 'GET' && o.path.startsWith('/v1/team/') && o.path !== '/v1/team/reports')
        lacks('team_role_required', 'every member may read');
      const ids = ['file_id', 'file_ids', 'edit_id', 'user_id', 'model', 'key_id'];
      const params = (o.op.parameters ?? []).map((p: any) => resolve(c.spec, p));
      const refersToOne =
        params.some((p: any) => p.in === 'path' || ids.includes(p.name)) || fields.some((f) => ids.includes(f));
      if (!refersToOne) lacks('resource_not_found', 'it names no resource');
      if (o.path.startsWith('/v1/admin/')) lacks('team_role_required', 'superuser keys have no team role');
      // A quota error is never retryable: its own row, which says there is no Retry-After.
      for (const e of rows.filter((r) => r.codes.includes('quota_exceeded'))) {
        if (e.codes.length > 1) problems.push(`${o.id}: quota_exceeded shares a row with ${e.codes}`);
        if (!e.when.includes('no `Retry-After`'))
          problems.push(`${o.id}: the quota_exceeded row does not say there is no Retry-After`);
      }
      // Every listed status has a response, and every error response a listed status.
      const listed = new Set(rows.map((e) => String(e.status)));
      const answered = Object.keys(o.op.responses).filter((s) => !s.startsWith('2'));
      for (const s of answered) if (!listed.has(s)) problems.push(`${o.id}: response ${s} has no x-errors row`);
      for (const s of listed) if (!answered.includes(s)) problems.push(`${o.id}: x-errors ${s} has no response`);
    }
    expect(problems).toEqual([]);
  });

  it('reports YAML syntax errors with line and column', async () => {
    expect(await problemsOf('openapi: 3.1.0\ninfo: [unclosed\n')).toMatch(
      /content\/openapi\.yaml:\d+:\d+: YAML syntax/,
    );
  });

  it('declares on every response the headers every answer carries, errors included (issue 28 round 4, M3)', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const problems: string[] = [];
    for (const o of c.operations.values()) {
      for (const [status, res] of Object.entries<any>(o.op.responses)) {
        const headers = Object.keys(res.headers ?? {});
        const want = ['X-Request-Id', 'Lexora-Version'];
        // A 401 identifies no key, so it has no rate-limit window and no retention setting.
        if (status !== '401')
          want.push('X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Lexora-Retention');
        // What a retry with the same Idempotency-Key can get back as a stored answer.
        if (o.method === 'POST' && (status.startsWith('2') || status === '400' || status === '413'))
          want.push('Idempotent-Replayed');
        if (status === '429') want.push('Retry-After');
        for (const h of want) if (!headers.includes(h)) problems.push(`${o.id} ${status} lacks ${h}`);
        for (const h of headers)
          if (res.headers[h].$ref !== `#/components/headers/${h}`)
            problems.push(`${o.id} ${status}: ${h} is not shared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves response and event objects open, and still checks examples against them as closed', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const schemas = c.spec.components.schemas;
    for (const name of ['Edit', 'Transcription', 'TranscriptionEvent', 'Error'])
      expect(schemas[name].additionalProperties, name).toBeUndefined();
    expect(
      resolve(c.spec, c.operations.get('postEdits')!.op.requestBody.content['application/json'].schema),
    ).toMatchObject({ additionalProperties: false });
    const { schemaChecker } = await import('../../prerender/contract/schemas');
    const edit = {
      id: 'e_7f3a9c4pv2XFmwJLn6BhlH',
      start: 12,
      end: 15,
      original: 'its',
      replacement: "it's",
      sentence: 'I think its going to rain.',
      sentence_start: 0,
      category: 'grammar',
      subcategory: 'its_vs_it_is',
      confidence: 0.94,
    };
    const check = schemaChecker(c.spec);
    expect(check.validateSchema({ $ref: '#/components/schemas/Edit' }, edit)).toEqual([]);
    const errors = check.validateSchema({ $ref: '#/components/schemas/Edit' }, { ...edit, severity: 'high' });
    expect(errors.map((e) => [e.keyword, e.params])).toContainEqual([
      'unevaluatedProperties',
      { unevaluatedProperty: 'severity' },
    ]);
  });

  it('states conditional request rules in the schema: one of candidates or file_ids, comment for reason other', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const { schemaChecker } = await import('../../prerender/contract/schemas');
    const check = schemaChecker(c.spec);
    const feedback = c.operations.get('postFeedback')!.op;
    const keywords = (body: unknown) => (check.validate(feedback, 'request', body) ?? []).map((e) => e.keyword);
    expect(
      keywords({ edit_id: 'e_91c0feSWkQTBHfmmYB750M', decision: 'dismissed', reason: 'other', comment: 'Too formal.' }),
    ).toEqual([]);
    expect(keywords({ edit_id: 'e_91c0feSWkQTBHfmmYB750M', decision: 'accepted' })).toEqual([]);
    expect(keywords({ edit_id: 'e_91c0feSWkQTBHfmmYB750M', decision: 'dismissed', reason: 'other' })).toContain(
      'required',
    );
    expect(keywords({ edit_id: 'e_91c0feSWkQTBHfmmYB750M', decision: 'dismissed' })).toContain('required');
    const semsearch = c.operations.get('postSemsearch')!.op;
    const search = (body: unknown) => (check.validate(semsearch, 'request', body) ?? []).map((e) => e.keyword);
    expect(search({ query: 'refunds', candidates: ['a'] })).toEqual([]);
    expect(search({ query: 'refunds', file_ids: ['file_8Hq2Lm4Zx1'] })).toEqual([]);
    expect(search({ query: 'refunds', candidates: ['a'], file_ids: ['file_8Hq2Lm4Zx1'] })).toContain('oneOf');
    expect(search({ query: 'refunds' })).toContain('oneOf');
    expect(search({ query: 'refunds', candidates: ['x'.repeat(10_001)] })).toContain('maxLength');
  });

  it('models value sets that grow inside v1 as x-extensible-enum, and checks examples against the known values', async () => {
    const c = await parseContract(real, 'content/openapi.yaml');
    const subcategory = c.spec.components.schemas.SpellingEdit.properties.subcategory;
    expect(subcategory.enum).toBeUndefined();
    expect(subcategory['x-extensible-enum']).toContain('custom_mapping');
    const { schemaChecker } = await import('../../prerender/contract/schemas');
    const check = schemaChecker(c.spec);
    const schema = { $ref: '#/components/schemas/SpellingEdit/properties/subcategory' };
    expect(check.validateSchema(schema, 'misspelling')).toEqual([]);
    const errors = check.validateSchema(schema, 'hyphenation');
    expect(errors.map((e) => e.keyword)).toContain('enum');
  });

  it('reports two operations with one operationId', async () => {
    const { source } = breakLine('operationId: postSentiment', 'operationId: postTone');
    expect(await problemsOf(source)).toContain('operationId "postTone" is used twice');
  });
});

function resolve(spec: any, node: any): any {
  while (node?.$ref)
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((a: any, k: string) => a?.[k.replace(/~1/g, '/')], spec);
  return node;
}
