import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkCheckExamples from '../../prerender/mdx/remark-check-examples';
import { readApiSpec } from '../../prerender/contract/spec';
import { BuildError } from '../../prerender/report/errors';

const api = readApiSpec(path.resolve('content'));
const fence = '```';

async function problems(mdx: string): Promise<string> {
  try {
    await compile(
      { value: mdx, path: path.resolve('content/docs/guide.mdx') },
      { remarkPlugins: [[remarkCheckExamples, { api }]] },
    );
  } catch (e) {
    if (e instanceof BuildError) return e.message;
    throw e;
  }
  return 'no problems';
}

describe('examples are checked against the contract', () => {
  it('accepts correct requests and responses', async () => {
    const page = `## Sample request\n\n${fence}bash\ncurl https://api.lexora.dev/v1/tone \\\n  -H "Authorization: Bearer $KEY" \\\n  -d '{"text": "We are sorry.", "threshold": 0.4}'\n${fence}\n\n## Sample response\n\n${fence}json\n{ "dominant": "apologetic", "tones": [{ "label": "apologetic", "score": 0.9 }], "lang": "en" }\n${fence}\n`;
    expect(await problems(page)).toBe('no problems');
  });

  it('reports an unknown field of a cURL body with its line and the closest name', async () => {
    const page = `Intro.\n\n${fence}bash\ncurl https://api.lexora.dev/v1/tone \\\n  -d '{\n    "text": "Hi",\n    "sesion_id": "t-1"\n  }'\n${fence}\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`"no problems"`);
  });

  it('reports a wrong type in JSON.stringify with the expected schema', async () => {
    const page = `${fence}javascript\nawait fetch('https://api.lexora.dev/v1/tone', {\n  method: 'POST',\n  body: JSON.stringify({ text: 'Hi', threshold: '0.4' }),\n});\n${fence}\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`
      "Examples that do not match the API contract (content/openapi.yaml).
        - content/docs/guide.mdx:4: request body of postTone (POST /v1/tone): field "threshold" must be number (got "0.4")
            fix: the contract expects {"type":"number","default":0.3,"minimum":0,"maximum":1}"
    `);
  });

  it('reports a missing required field in a Python json= literal', async () => {
    const page = `${fence}python\nrequests.post(\n    "https://api.lexora.dev/v1/tone",\n    json={"session_id": "t-1", "sentences": False},\n)\n${fence}\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`
      "Examples that do not match the API contract (content/openapi.yaml).
        - content/docs/guide.mdx:2: request body of postTone (POST /v1/tone): missing required field "text"
            fix: add "text", expected {"type":"string","minLength":1,"maxLength":20000}"
    `);
  });

  it('reports a bad sample response and a bad enum value', async () => {
    const page = `## Sample response\n\n${fence}json response="postTone"\n{\n  "dominant": "apologetic",\n  "tone": [],\n  "lang": "en"\n}\n${fence}\n\n${fence}json request="postRephrase"\n{ "text": "Hi there.", "mode": "formall" }\n${fence}\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`
      "Examples that do not match the API contract (content/openapi.yaml).
        - content/docs/guide.mdx:4: sample response of postTone (200): missing required field "tones"
            fix: add "tones", expected {"type":"array","items":{"type":"object","required":["label","score"],"properties":{"label":{"type":"string","enum":["confident","tentative","friendly","form...
        - content/docs/guide.mdx:6: sample response of postTone (200): unknown field "tone"
            fix: did you mean "tones"? The body has the fields dominant, tones, sentences, lang
        - content/docs/guide.mdx:12: request body of postRephrase: field "mode" is "formall", which is not one of "fluency", "formal", "casual", "shorter", "simpler"
            fix: did you mean "formal"?"
    `);
  });

  it('checks SDK options through the declared method mapping, in each language naming', async () => {
    const page = `${fence}javascript\nconst r = await client.tone({ text, sessionId: 'a', treshold: 0.4 });\n${fence}\n\n${fence}python\nr = client.files.create(file, purpose="chunk", expires_days=3)\n${fence}\n`;
    expect(await problems(page)).toMatchInlineSnapshot(`
      "Examples that do not match the API contract (content/openapi.yaml).
        - content/docs/guide.mdx:2: options of the SDK call tone() (postTone): unknown field "treshold"
            fix: did you mean "threshold"? The fields are text, sessionId, lang, labels, threshold, sentences
        - content/docs/guide.mdx:6: options of the SDK call files.create() (createFile): unknown field "expires_days"
            fix: did you mean "expires_in_days"? The fields are file, purpose, expires_in_days, filename"
    `);
  });

  it('reports a request to an endpoint the contract does not have', async () => {
    expect(await problems(`${fence}bash\ncurl https://api.lexora.dev/v1/tones -d '{}'\n${fence}\n`)).toContain(
      'POST /v1/tones is not an operation of the API contract',
    );
  });
});
