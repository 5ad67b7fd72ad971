import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkCodeBlocks, codeBlocksOf } from '../../prerender/check/code-blocks';

const fence = '```';
const has = (cmd: string) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).error === undefined;

/** The problems of one page, as `file:line: message` lines. */
function check(page: string, file = 'docs/page.mdx'): string[] {
  return checkCodeBlocks(codeBlocksOf(page, file)).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}

describe('code blocks are parsed in their language', () => {
  it('finds blocks with the line of their fence, inside JSX tabs too', () => {
    const page = `---\ntitle: T\n---\n\nText.\n\n<Tabs>\n<TabItem value="a">\n\n${fence}python title="a.py"\nprint(1)\n${fence}\n\n</TabItem>\n</Tabs>\n`;
    expect(codeBlocksOf(page, 'p.mdx')).toEqual([
      { file: 'p.mdx', line: 10, lang: 'python', meta: 'title="a.py"', value: 'print(1)' },
    ]);
  });

  it('accepts valid code of every language', () => {
    const blocks = [
      ['javascript', "import x from 'y';\nconst r = await fetch(x);"],
      ['typescript', 'interface A {\n  f(x: string): void;\n}'],
      ['jsx', 'const a = <div className="x">{b}</div>;'],
      ['json', '{"a": [1, 2]}'],
      ['jsonl', '{"a": 1}\n\n{"a": 2}'],
      ['yaml', 'a: 1\n---\nb: 2'],
      ['bash', 'for f in *.txt; do\n  echo "$f"\ndone'],
      ['python', 'def f(x: int) -> int: ...'],
      ['text', 'anything { at all'],
    ];
    expect(check(blocks.map(([l, v]) => `${fence}${l}\n${v}\n${fence}\n`).join('\n'))).toEqual([]);
  });

  it('reports JavaScript, TypeScript, JSON, YAML errors at the failing line with the parser message', () => {
    const page = [
      `${fence}javascript\nconst a = 1;\nconst a = 2;\n${fence}`,
      `${fence}typescript\nLexora.init(options: Options): void\n${fence}`,
      `${fence}json\n{"a": 1}\n{"a": 2}\n${fence}`,
      `${fence}yaml\na: [1\n${fence}`,
    ].join('\n\n');
    const out = check(page);
    expect(out[0]).toBe(
      "docs/page.mdx:3: JavaScript syntax error in the `javascript` block at line 1 (its line 2): Identifier 'a' has already been declared",
    );
    expect(out[1]).toMatch(
      /^docs\/page\.mdx:7: TypeScript syntax error in the `typescript` block at line 6 \(its line 1\): /,
    );
    expect(out.join('\n')).toMatch(
      /docs\/page\.mdx:12: JSON syntax error in the `json` block at line 10 .*\(one JSON value per line is JSONL: fence it as `jsonl`\)/,
    );
    expect(out.join('\n')).toMatch(/docs\/page\.mdx:16: YAML syntax error in the `yaml` block at line 15/);
  });

  it('reports a JSONL line that is not JSON', () => {
    expect(check(`${fence}jsonl\n{"a": 1}\n{"a": }\n${fence}\n`)).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:3: JSONL line is not JSON in the `jsonl` block at line 1 \(its line 2\)/),
    ]);
  });

  it.skipIf(!has('bash'))('reports a shell error in the right block when several are checked together', () => {
    const out = check(`${fence}bash\necho ok\n${fence}\n\n${fence}sh\nif true; then\n  echo no\n${fence}\n`);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^docs\/page\.mdx:\d+: Shell syntax error in the `sh` block at line 5/);
  });

  it.skipIf(!has('python3'))('compiles Python blocks and reports the line of a syntax error', () => {
    const out = check(
      `${fence}python\nimport os\n${fence}\n\n${fence}python\nx = 1\nclient.edits(*, text: str)\n${fence}\n`,
    );
    expect(out).toEqual([
      'docs/page.mdx:7: Python does not compile in the `python` block at line 5 (its line 2): SyntaxError: invalid syntax',
    ]);
  });

  it.skipIf(!has('javac'))(
    'compiles Java blocks in one run and attributes an error to its block',
    () => {
      const ok = 'public class Main {\n  public static void main(String[] a) { System.out.println(1); }\n}';
      const bad = 'public class Main {\n  void f() { int x = ; }\n}';
      const out = check(`${fence}java\n${ok}\n${fence}\n\n${fence}java\n${bad}\n${fence}\n`);
      expect(out).toEqual([
        'docs/page.mdx:9: Java does not compile in the `java` block at line 7 (its line 2): illegal start of expression',
      ]);
    },
    60_000,
  ); // a JVM start is slow on a loaded machine

  it('skips a block marked nocheck, and warns when a tool is missing instead of failing', () => {
    expect(check(`${fence}json nocheck\n{ not json\n${fence}\n`)).toEqual([]);
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const r = checkCodeBlocks(codeBlocksOf(`${fence}python\nnot python at all(\n${fence}\n`, 'p.md'));
      expect(r.problems).toEqual([]);
      expect(r.warnings).toEqual(['1 python block(s) not checked: `python3` is not installed']);
    } finally {
      process.env.PATH = path;
    }
  });
});
