import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkCheckWebhookExamples from '../../prerender/mdx/remark-check-webhook-examples';
import { readApiSpec } from '../../prerender/contract/spec';
import { BuildError } from '../../prerender/report/errors';

const api = readApiSpec(path.resolve('content'));
const fence = '```';

async function problems(mdx: string): Promise<string> {
  try {
    await compile(
      { value: mdx, path: path.resolve('content/docs/guide.mdx') },
      { remarkPlugins: [[remarkCheckWebhookExamples, { api }]] },
    );
  } catch (e) {
    if (e instanceof BuildError) return e.message;
    throw e;
  }
  return 'no problems';
}

const file = {
  id: 'file_9tLq3WfZ2m',
  object: 'file',
  filename: 'returns-policy-2026.pdf',
  purpose: 'semsearch',
  content_type: 'application/pdf',
  bytes: 284113,
  status: 'ready',
  status_detail: null,
  characters: 48211,
  pages: 12,
  duration_seconds: null,
  created_at: '2026-11-20T10:02:03Z',
  expires_at: '2027-02-18T10:02:03Z',
};
const event = (extra: Record<string, unknown> = {}) => ({
  id: 'evt_9Wc5Np1KdS6j',
  object: 'event',
  type: 'file.ready',
  created_at: '2026-11-20T10:02:07Z',
  api_version: '2026-06-01',
  mode: 'live',
  key_id: 'key_5Hn2Wc',
  session_id: null,
  data: { object: file },
  ...extra,
});
const block = (value: unknown, meta = '') =>
  `Text.\n\n${fence}json${meta}\n${JSON.stringify(value, null, 2)}\n${fence}\n`;

describe('webhook samples are checked against the contract', () => {
  it('accepts an event envelope that matches its event payload schema', async () => {
    expect(await problems(block(event()))).toBe('no problems');
  });

  it('reports a wrong field of an envelope at its line, found by its "type"', async () => {
    const msg = await problems(block(event({ mode: 'sandbox' })));
    // Text (1), blank (2), fence (3), then the JSON: "{" (4) and "mode" on its 7th line (10).
    expect(msg).toContain('content/docs/guide.mdx:10: sample file.ready webhook payload: field "mode" is "sandbox"');
  });

  it('checks a block whose meta names the event, and reports an event the contract lacks', async () => {
    expect(await problems(block(file, ' webhook="file.ready"'))).toContain('missing required field');
    expect(await problems(block(event({ type: 'file.readied' })))).toContain(
      'webhook event "file.readied" is not in the contract\'s webhooks',
    );
    expect(await problems(block(event({ mode: 'sandbox' }), ' nocheck'))).toBe('no problems');
  });
});
