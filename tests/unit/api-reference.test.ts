import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkApiReference from '../../prerender/mdx/remark-api-reference';
import { readApiSpec } from '../../prerender/contract/spec';
import { BuildError } from '../../prerender/report/errors';

const api = readApiSpec(path.resolve('content'));

async function render(mdx: string): Promise<string> {
  const out = await compile(
    { value: mdx, path: path.resolve('content/docs/api/x.mdx') },
    { remarkPlugins: [remarkGfm, [remarkApiReference, { api }]], outputFormat: 'function-body' },
  );
  return String(out);
}

async function failure(mdx: string): Promise<string> {
  try {
    await render(mdx);
  } catch (e) {
    if (e instanceof BuildError) return e.message;
    throw e;
  }
  throw new Error('compiled without an error');
}

describe('API reference elements', () => {
  it('render the parameter table of an operation from the contract', async () => {
    const js = await render('## Parameters\n\n<ApiParams operation="postTone" />\n');
    for (const cell of ['"Name"', '"Required"', '"threshold"', '"number"', '"labels"', '"array of strings"'])
      expect(js).toContain(cell);
    expect(js).not.toContain('ApiParams');
  });

  it('render the webhook events with their payload schema, and header parameters given by $ref', async () => {
    const js = await render('<ApiWebhooks />\n\n<ApiParams operation="postTone" />\n');
    for (const cell of ['"Event"', '"transcription.completed"', '"TranscriptionEvent"', '"custom_model.released"'])
      expect(js).toContain(cell);
    expect(js).toContain('"Idempotency-Key"');
    expect(js).toContain('"string (header)"');
    expect(js).not.toContain('ApiWebhooks');
  });

  it('render response fields with nested paths and errors with their codes', async () => {
    const js = await render('<ApiResponse operation="postTone" />\n\n<ApiErrors operation="postTone" />\n');
    expect(js).toContain('"tones[].label"');
    expect(js).toContain('"text_too_long"');
  });

  it('show only the fields named in `only`', async () => {
    const js = await render('<ApiSchema name="Edit" only="replacement explanation" />\n');
    expect(js).toContain('"replacement"');
    expect(js).toContain('"string or null"');
    expect(js).not.toContain('"sentence_start"');
  });

  it('fail with the line and the closest name for an unknown operation, schema or field', async () => {
    expect(await failure('Intro.\n\n<ApiParams operation="postTones" />\n')).toMatchInlineSnapshot(`
      "API reference elements name things the contract does not have.
        - content/docs/api/x.mdx:3: <ApiParams>: no operation "postTones" in the contract
            fix: did you mean operation="postTone"?"
    `);
    expect(await failure('<ApiSchema name="Edits" />\n')).toContain('did you mean name="Edit"?');
    expect(await failure('<ApiParams operation="postTone" only="treshold" />\n')).toContain(
      '`only` names "treshold", which the table does not have\n      fix: did you mean "threshold"?',
    );
    expect(await failure('<ApiErrors operation={x} />\n')).toContain(
      'the `operation` attribute is missing or not a plain string',
    );
  });
});
