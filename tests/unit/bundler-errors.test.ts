// The bundler's errors as located problems: a parse error inside a plugin's failure ("Transform failed with
// 1 error:", as Flow-typed .js files of Flow's site give) is reported at its file and line with its message.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerProblems } from '../../prerender/bundle/bundler-errors';
import { tempDir } from '../support/tmp';

describe('bundlerProblems', () => {
  it("reports the parse errors a plugin's failure holds, each at its line with the parser's message", () => {
    const dir = tempDir('bundler-errors', {
      'src/pages/try.js': `import React from 'react';\n\nexport default component TryFlow() {\n  return null;\n}\n`,
      'components/Tags.js': `import React from 'react';\n\nexport default function Tags({ tags }: { tags: string }) {\n  return tags;\n}\n`,
    });
    const file = path.join(dir, 'src/pages/try.js');
    const parse = {
      code: 'PARSE_ERROR',
      kind: 'PARSE_ERROR',
      message: `\x1b[31m[PARSE_ERROR] \x1b[0mExpected a semicolon or an implicit semicolon after a statement, but found none\n    ╭─[ ${file}:3:25 ]\n    │ Help: Try inserting a semicolon here\n`,
      id: file,
      loc: { line: 3, column: 24 },
    };
    // A message quoting a token (`:`): still the line the parser gives, not a line naming it.
    const tags = path.join(dir, 'components/Tags.js');
    const quoted = {
      code: 'PARSE_ERROR',
      message: 'Expected `,` or `)` but found `:`',
      id: tags,
      loc: { line: 3, column: 37 },
    };
    const problems = bundlerProblems(
      {
        errors: [
          { code: 'PLUGIN_ERROR', message: 'Transform failed with 1 error:', id: file, errors: [parse] },
          { code: 'PLUGIN_ERROR', message: 'Transform failed with 1 error:', id: tags, errors: [quoted] },
        ],
      },
      dir,
    );
    expect(problems).toEqual([
      {
        file: 'src/pages/try.js',
        line: 3,
        message:
          "Expected a semicolon or an implicit semicolon after a statement, but found none (the bundler's PARSE_ERROR)",
        hint: expect.stringContaining("Flow's type annotations"),
      },
      expect.objectContaining({ file: 'components/Tags.js', line: 3 }),
    ]);
  });
});
