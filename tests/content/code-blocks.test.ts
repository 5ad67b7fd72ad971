// Every code block of the content goes through its language's parser (prerender/check/code-blocks.ts):
// the hand-written blocks of every page and post, and the request samples the API reference generates
// from the contract in cURL, JavaScript, Python, PHP and Java. A language whose tool is not installed
// is skipped with a warning printed here.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCodeBlocks, codeBlocksOf, type CodeBlock, type CodeCheckResult } from '../../prerender/check/code-blocks';
import { formatProblem } from '../../prerender/report/errors';
import { operationsOf, readApiSpec } from '../../prerender/contract/spec';
import { SAMPLE_LANGUAGES, sampleCode } from '../../prerender/contract/samples';
import { listFiles } from '../../prerender/util';

const CONTENT = path.resolve('content');

function contentBlocks(): CodeBlock[] {
  return listFiles(CONTENT, { keep: (f) => /\.mdx?$/.test(f) }).flatMap((file) =>
    codeBlocksOf(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file)),
  );
}

/** The generated samples, each reported at its operation's `operationId` line of the contract. */
function sampleBlocks(): CodeBlock[] {
  const spec = readApiSpec(CONTENT)!;
  const lines = fs.readFileSync(path.join(CONTENT, 'openapi.yaml'), 'utf8').split('\n');
  return [...operationsOf(spec).values()].flatMap((ref) => {
    const line = lines.findIndex((l) => l.trim() === `operationId: ${ref.id}`) + 1;
    return SAMPLE_LANGUAGES.map((l) => ({
      file: `content/openapi.yaml (${ref.id} sample)`,
      line,
      lang: l.lang,
      meta: '',
      value: sampleCode(spec, ref, l.value),
    }));
  });
}

let result: CodeCheckResult;
beforeAll(() => {
  result = checkCodeBlocks([...contentBlocks(), ...sampleBlocks()]);
  for (const w of result.warnings) console.warn(`code blocks: ${w}`);
}, 180_000); // one python3 and one javac run over every block; slow only on a loaded machine

describe('code blocks of the content', () => {
  it('parse in their language (file:line of the error, the parser message)', () => {
    expect(result.problems.map(formatProblem).join('\n')).toBe('');
  });

  it('include every language the pages use', () => {
    for (const lang of ['javascript', 'typescript', 'python', 'json', 'jsonl', 'shell', 'yaml'])
      expect(result.counts[lang], lang).toBeGreaterThan(0);
  });
});
