import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';

// A contract of one operation, small enough to read in the test.
const CONTRACT = `openapi: 3.1.0
info: { title: Fixture API, version: v1 }
servers: [{ url: 'https://api.example.com' }]
paths:
  /v1/echo:
    post:
      operationId: postEcho
      summary: Echo a text
      x-errors: [{ status: 400, type: invalid_request, codes: [missing_parameter], when: '\`text\` is missing.' }]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [text]
              properties:
                text: { type: string, description: 'The text to echo, <b>as is</b>.' }
                times: { type: integer, minimum: 1, default: 1, description: How often. }
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                type: object
                additionalProperties: false
                properties:
                  echo: { type: string, description: 'The text, repeated.' }
`;

const PAGE = (body: string) =>
  `---\ntitle: Echo\ndescription: The echo endpoint.\n---\n\n## Install\n\n## Endpoint\n\n<ApiEndpoint operation="postEcho" />\n\n## Parameters\n\n<ApiParams operation="postEcho" />\n\n${body}\n`;
const fence = '```';

describe('the API contract in a build', () => {
  it('renders the reference tables into the page and publishes /openapi.yaml', () => {
    const dir = makeFixture({
      'openapi.yaml': CONTRACT,
      'docs/guide.mdx': PAGE(`## Errors\n\n<ApiErrors operation="postEcho" />\n`),
    });
    const res = runBuild(dir);
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'docs/guide/index.html'), 'utf8');
    expect(html).toContain('<code>times</code></td><td>integer</td><td>No</td>');
    // Descriptions are Markdown text: markup in them is escaped, never injected.
    expect(html).toContain('as is');
    expect(html).not.toContain('<b>as is</b>');
    expect(html).toContain('missing_parameter');
    expect(fs.readFileSync(path.join(res.outDir, 'openapi.yaml'), 'utf8')).toBe(CONTRACT);
    expect(fs.readFileSync(path.join(res.outDir, 'llms.txt'), 'utf8')).toContain(
      'https://fixture.example.com/openapi.yaml',
    );
  });

  it('fails on a broken example with file:line, the field and a hint, and leaves no site', () => {
    const body = `## Sample request\n\n${fence}bash\ncurl https://api.example.com/v1/echo \\\n  -d '{"txt": "hi", "times": "2"}'\n${fence}\n\n## Sample response\n\n${fence}json\n{ "echoes": "hihi" }\n${fence}\n`;
    const res = runBuild(makeFixture({ 'openapi.yaml': CONTRACT, 'docs/guide.mdx': PAGE(body) }));
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('docs/guide.mdx:20: request body of postEcho (POST /v1/echo): unknown field "txt"');
    expect(res.output).toContain('fix: did you mean "text"?');
    expect(res.output).toContain(
      'docs/guide.mdx:20: request body of postEcho (POST /v1/echo): field "times" must be integer (got "2")',
    );
    expect(res.output).toContain('request body of postEcho (POST /v1/echo): missing required field "text"');
    expect(res.output).toContain('docs/guide.mdx:26: sample response of postEcho (200): unknown field "echoes"');
    expect(fs.existsSync(res.outDir)).toBe(false);
  });

  it('fails at the line of prose that names an error code, header or field the operation lacks', () => {
    const body = `## Errors\n\nA missing text gets \`400\` with the code \`missing_parameter\`.\n\nToo many echoes get \`429\` with the code \`echo_limit\`.\n\nSend \`X-Echo-Trace\` to trace, and the \`time\` parameter to repeat.\n`;
    const res = runBuild(makeFixture({ 'openapi.yaml': CONTRACT, 'docs/guide.mdx': PAGE(body) }));
    expect(res.status).not.toBe(0);
    expect(res.output).toContain(
      'docs/guide.mdx:20:41: `echo_limit` names the error code `echo_limit`, which postEcho does not have',
    );
    expect(res.output).toContain('docs/guide.mdx:22:6: `X-Echo-Trace` names the header `X-Echo-Trace`');
    expect(res.output).toContain('docs/guide.mdx:22:39: `time` names the field `time`, which postEcho does not have');
    expect(res.output).toContain('fix: did you mean "times"?');
    expect(res.output).not.toContain('missing_parameter`');
    expect(res.output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(res.outDir)).toBe(false);
  });

  it('lets a page name a listed exception (contract-prose-allow.yaml)', () => {
    const body = `## Errors\n\nToo many echoes get \`429\` with the code \`echo_limit\`.\n`;
    const allow = `- name: echo_limit\n  pages: [docs/guide.mdx]\n  why: The echo gateway adds it in front of the API.\n`;
    const res = runBuild(
      makeFixture({ 'openapi.yaml': CONTRACT, 'contract-prose-allow.yaml': allow, 'docs/guide.mdx': PAGE(body) }),
    );
    expect(res.status, res.output).toBe(0);
  });

  it('fails on an invalid contract with its line', () => {
    const res = runBuild(
      makeFixture({ 'openapi.yaml': CONTRACT.replace('minimum: 1', 'minimum: one'), 'docs/guide.mdx': PAGE('') }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toMatch(
      /openapi\.yaml:19: postEcho request: schema is invalid: data\/properties\/times\/minimum must be number/,
    );
    expect(res.output).not.toMatch(/\n\s+at /); // no stack trace
  });
});
