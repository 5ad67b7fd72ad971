// The bundler's refusals of a site's code are reported as located problems: a page that imports a name a
// package does not export (DocSearch's website, built against the published package), or a module that
// is not installed, names the file and the line of the import, with a fix, and no stack trace.
import { describe, expect, it } from 'vitest';
import { failureReport } from './fixture';

const GUIDE = (imports: string, use: string) =>
  `---\ntitle: Guide\ndescription: The guide.\n---\n\n${imports}\n\n## Install\n\n${use}\n\nSee [welcome](/docs/) and [the start page](./welcome.mdx#top-of-page).\n`;

describe('bundler errors', () => {
  it("names a missing export at the MDX page's import line, not the compiled module's", () => {
    const report = failureReport({
      'docs/guide.mdx': GUIDE(`import { NoSuchRouterThing } from 'react-router';`, '<NoSuchRouterThing />'),
    });
    expect(report).toContain("The site's code cannot be bundled (1 problem).");
    expect(report).toMatch(/ {2}- docs\/guide\.mdx:6: "NoSuchRouterThing" is not exported by "[^"]*react-router[^"]*"/);
    expect(report).toContain('fix: import a name the module does export');
  }, 240_000);

  it('names every missing export of a component, each at its own line', () => {
    const report = failureReport({
      'docs/guide.mdx': GUIDE(`import Demo from '@site/src/components/Demo';`, '<Demo />'),
      'src/components/Demo.jsx': `import { useState } from 'react';\nimport { NotARouterHook } from 'react-router';\nimport { AlsoMissing } from 'react-router';\n\nexport default function Demo() {\n  NotARouterHook(); AlsoMissing();\n  return <p>{useState(1)[0]}</p>;\n}\n`,
    });
    expect(report).toContain('(2 problems)');
    expect(report).toMatch(/ {2}- src\/components\/Demo\.jsx:2: "NotARouterHook" is not exported/);
    expect(report).toMatch(/ {2}- src\/components\/Demo\.jsx:3: "AlsoMissing" is not exported/);
  }, 240_000);
});
