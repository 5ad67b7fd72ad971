import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkCheckProse from '../../prerender/mdx/remark-check-prose';
import { PROSE_ALLOW_KEY, readApiSpec, readProseAllow } from '../../prerender/contract/spec';
import { contractNames } from '../../prerender/contract/prose-names';
import { checkSpan } from '../../prerender/contract/prose-check';
import { BuildError } from '../../prerender/report/errors';

const api = readApiSpec(path.resolve('content'))!;
const names = contractNames(api);

async function problems(mdx: string, spec = api): Promise<string> {
  try {
    await compile(
      { value: mdx, path: path.resolve('content/docs/guide.mdx') },
      { remarkPlugins: [remarkGfm, [remarkCheckProse, { api: spec }]] },
    );
  } catch (e) {
    if (e instanceof BuildError) return e.message;
    throw e;
  }
  return 'no problems';
}

const span = (value: string, before = '', after = '', ops: string[] = [], column?: string) =>
  checkSpan({ value, before, after, ops, column }, names);

describe('what a code span names', () => {
  it('an error code after a status, "the code" or in a code column, checked on the operation', () => {
    expect(span('key_type_not_allowed', 'it answers `403 permission_error` with the code ', '', ['postTone'])).toBe(
      null,
    );
    expect(span('sesion_expired', 'it answers `401` with the code ', '', ['postTone'])).toMatchObject({
      kind: 'error code',
      name: 'sesion_expired',
    });
    // A known code of another operation is still an error code: the tone endpoint has no `already_exists`.
    expect(span('already_exists', 'a request gets ', '', ['postTone'])?.message).toContain('postTone does not have');
    expect(span('made_up', '', '', ['postTone'], 'code')?.kind).toBe('error code');
    // On a general page, any operation's code will do.
    expect(span('already_exists', 'a request gets ', '', [])).toBe(null);
  });

  it('a status and a code or type in one span must be a pair the contract has', () => {
    expect(span('429 quota_exceeded', '', '', ['postFeedback'])?.message).toContain('which postFeedback does not have');
    expect(span('429 quota_exceeded', '', '', ['postEdits'])).toBe(null);
    expect(span('403 plan_required', '', '', ['postEdits'])).toBe(null);
    expect(span('404 plan_required', '', '', ['postEdits'])?.message).toContain('only with 403');
    expect(span('403 permission_error', '', '', [])).toBe(null);
    expect(span('404 permission_error', '', '', [])?.kind).toBe('error type');
  });

  it('headers: ours must be in the contract for the operation; standard ones only when named in it', () => {
    expect(span('Lexora-Version: 2026-06-01', '', '', ['postTone'])).toBe(null);
    expect(span('X-RateLimit-Reset', '', '', [])).toBe(null);
    expect(span('X-Lexora-Trace')?.kind).toBe('header');
    expect(span('Lexora-Trace-Id', '', '', [])?.message).toContain('the contract does not have');
    expect(span('Content-Security-Policy', '', '', [])).toBe(null);
    expect(span('Accept: text/csv', '', '', ['getTeamReport'])).toBe(null);
    expect(span('Accept: text/csv', '', '', ['getUsage'])?.kind).toBe('media type');
  });

  it('fields: `name: value` on an operation page, quoted JSON anywhere, "the `x` parameter"', () => {
    expect(span('sentences: true', '', '', ['postTone'])).toBe(null);
    expect(span('sentence: true', '', '', ['postTone'])).toMatchObject({ kind: 'field', name: 'sentence' });
    expect(span('mode: "lightning"', '', '', [])).toBe(null); // an SDK option on a general page
    expect(span('"inclusive": true', '', '', [])).toMatchObject({ kind: 'field', name: 'inclusive' });
    expect(span('advanced_edits.dei', '', ' parameter', ['postEdits'])).toBe(null);
    expect(span('advanced_edits.inclusive', '', ' parameter', ['postEdits'])?.name).toBe('inclusive');
    expect(span('categories', 'The API has no ', ' body field', ['postEdits'])).toBe(null);
    expect(span('https://api.lexora.dev/v1/tone', '', '', ['postTone'])).toBe(null);
  });
});

describe('the prose check on a page', () => {
  it('fails at the line of a code the operation lacks, with the closest name', async () => {
    const page = `<ApiEndpoint operation="postTone" />\n\nToo many requests get \`429\` and the code \`rate_limit_exceded\`.\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`
      "Prose names things the API contract (content/openapi.yaml) does not have.
        - content/docs/guide.mdx:3:42: \`rate_limit_exceded\` names the error code \`rate_limit_exceded\`, which postTone does not have
            fix: did you mean "rate_limit_exceeded"? or add it to postTone in content/openapi.yaml, or to content/contract-prose-allow.yaml with the reason"
    `);
  });

  it('a block that names another operation by path adds it; tables with a `code` column are codes', async () => {
    const page = `<ApiEndpoint operation="postTone" />\n\nA browser token calling \`POST /v1/tokens\` gets \`403 key_type_not_allowed\`.\n\n| Status | \`code\` |\n|---|---|\n| 404 | \`no_such_tone\` |\n`;
    const out = await problems(page);
    expect(out).not.toContain('key_type_not_allowed');
    expect(out).toContain('content/docs/guide.mdx:7:9: `no_such_tone` names the error code');
  });

  it('code blocks and API elements are not prose', async () => {
    const page = `<ApiErrors operation="postTone" />\n\n\`\`\`text\nthe code \`nothing_here\`\n\`\`\`\n`;
    expect(await problems(page)).toBe('no problems');
  });

  it('the allow-list lets a page name a deliberate exception', async () => {
    const page = `An expired license answers \`403\` with the code \`license_expired\`.\n`;
    expect(await problems(page)).toContain('license_expired');
    const allowed = {
      ...api,
      [PROSE_ALLOW_KEY]: [{ name: 'license_expired', pages: ['docs/guide.mdx'], why: 'on-prem' }],
    };
    expect(await problems(page, allowed)).toBe('no problems');
    const elsewhere = {
      ...api,
      [PROSE_ALLOW_KEY]: [{ name: 'license_expired', pages: ['docs/onprem/'], why: 'on-prem' }],
    };
    expect(await problems(page, elsewhere)).toContain('license_expired');
  });

  it('a malformed allow-list entry fails with its line', () => {
    const dir = tempDir('prose-allow', { 'contract-prose-allow.yaml': '# list\n- name: a\n  why: b\n- name: c\n' });
    expect(() => readProseAllow(dir)).toThrow(/contract-prose-allow\.yaml:4: an entry needs `name`/);
  });
});
