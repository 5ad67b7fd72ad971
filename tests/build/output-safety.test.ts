// The build never loses data: a wrong --out is refused before anything is touched. The cases that
// would delete a folder run against throwaway copies (of the project, with a temporary HOME), and
// each asserts the protected folder and its files are still there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture } from './fixture';

const projectRoot = process.cwd();
const scratch = tempDir('lexora-out-safety');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run build -- <args>` in `cwd` (the project unless a throwaway copy is named). */
function build(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Run {
  const cwd = opts.cwd ?? projectRoot;
  const res = spawnSync(process.execPath, ['prerender/build.mjs', '--quiet', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
    timeout: 240_000,
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** The refusal as the user reads it, with the temporary folders named by role. */
function refusal(run: Run, names: Record<string, string>): string {
  expect(run.status, run.stdout + run.stderr).not.toBe(0);
  expect(run.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  let text = run.stderr.trim();
  for (const [name, dir] of Object.entries(names).sort((a, b) => b[1].length - a[1].length))
    text = text.split(dir).join(name);
  return text;
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        return (
          fs
            .readFileSync(`/proc/${n}/stat`, 'utf8')
            .replace(/^.*\) /s, '')
            .split(' ')[1] === String(pid)
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

function processCommand(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** Every file under `dir` with its content, to compare before and after (the build's own cache aside). */
function snapshotOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(dir, path.join(e.parentPath, e.name));
    if (e.isFile() && !rel.split(path.sep).includes('.cache')) out[rel] = fs.readFileSync(path.join(dir, rel), 'utf8');
  }
  return out;
}

describe('--out naming something that is not an output is refused, and nothing is touched', () => {
  it('--content X --out X', () => {
    const content = makeFixture();
    const before = snapshotOf(content);
    const run = build(['--content', content, '--out', content]);
    expect(refusal(run, { '<content>': content })).toMatchInlineSnapshot(`
      "Build failed. The output folder cannot be used; nothing was changed.
        - --out <content>: is the content folder; the build replaces its output folder whole, so it would be deleted.
            fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
    `);
    expect(snapshotOf(content)).toEqual(before);
  });

  it('--out a folder that contains the content folder', () => {
    const parent = fs.mkdtempSync(path.join(scratch, 'parent-'));
    const content = path.join(parent, 'content');
    fs.cpSync(makeFixture(), content, { recursive: true });
    const before = snapshotOf(parent);
    const run = build(['--content', content, '--out', parent]);
    expect(refusal(run, { '<parent>': parent })).toMatchInlineSnapshot(`
      "Build failed. The output folder cannot be used; nothing was changed.
        - --out <parent>: contains the content folder; the build replaces its output folder whole, so it would be deleted.
            fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
    `);
    expect(snapshotOf(parent)).toEqual(before);
  });

  it('--out an existing file', () => {
    const content = makeFixture();
    const file = path.join(scratch, 'notes.txt');
    fs.writeFileSync(file, 'keep me\n');
    const run = build(['--content', content, '--out', file]);
    expect(refusal(run, { '<scratch>': scratch })).toMatchInlineSnapshot(`
      "Build failed. The output folder cannot be used; nothing was changed.
        - --out <scratch>/notes.txt: is an existing file, not a folder; the build would replace it.
            fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
    `);
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me\n');
  });

  it('--out a non-empty folder that no build wrote', () => {
    const content = makeFixture();
    const dir = fs.mkdtempSync(path.join(scratch, 'photos-'));
    fs.writeFileSync(path.join(dir, 'holiday.jpg'), 'not really a photo');
    fs.mkdirSync(path.join(dir, 'more'));
    fs.writeFileSync(path.join(dir, 'more', 'b.jpg'), 'b');
    const before = snapshotOf(dir);
    const run = build(['--content', content, '--out', dir]);
    expect(refusal(run, { '<photos>': dir })).toMatchInlineSnapshot(`
      "Build failed. The output folder cannot be used; nothing was changed.
        - --out <photos>: is a folder with 2 entries that is not the output of an earlier build (it has no .lexora-build file); the build replaces its output folder whole.
            fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
    `);
    expect(snapshotOf(dir)).toEqual(before);
  });

  describe('in a throwaway copy of the project, with a temporary home folder', () => {
    let home: string;
    let copy: string;
    let content: string;
    let before: Record<string, string>;
    beforeAll(() => {
      home = path.join(fs.mkdtempSync(path.join(scratch, 'machine-')), 'home');
      copy = path.join(home, 'project');
      for (const f of ['package.json', 'index.html', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json'])
        fs.cpSync(path.join(projectRoot, f), path.join(copy, f));
      for (const d of ['prerender', 'src', 'public'])
        fs.cpSync(path.join(projectRoot, d), path.join(copy, d), { recursive: true });
      fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
      content = path.join(copy, 'content');
      fs.cpSync(makeFixture(), content, { recursive: true });
      fs.writeFileSync(path.join(home, 'diary.txt'), 'dear diary\n');
      before = snapshotOf(path.join(home, '..'));
    });
    const inCopy = (out: string) => build(['--out', out], { cwd: copy, env: { HOME: home } });
    const names = () => ({ '<machine>': path.dirname(home) });

    it('--out . (the project folder)', () => {
      expect(refusal(inCopy('.'), names())).toMatchInlineSnapshot(`
        "Build failed. The output folder cannot be used; nothing was changed.
          - --out .: is the project folder; the build replaces its output folder whole, so it would be deleted.
              fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
      `);
      expect(snapshotOf(path.join(home, '..'))).toEqual(before);
    });

    it("--out .. (the project's parent, here the home folder)", () => {
      expect(refusal(inCopy('..'), names())).toMatchInlineSnapshot(`
        "Build failed. The output folder cannot be used; nothing was changed.
          - --out <machine>/home: is your home folder; the build replaces its output folder whole, so it would be deleted.
              fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
      `);
      expect(snapshotOf(path.join(home, '..'))).toEqual(before);
    });

    it('--out the folder above the home folder', () => {
      expect(refusal(inCopy(path.dirname(home)), names())).toMatchInlineSnapshot(`
        "Build failed. The output folder cannot be used; nothing was changed.
          - --out <machine>: contains your home folder; the build replaces its output folder whole, so it would be deleted.
              fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
      `);
      expect(snapshotOf(path.join(home, '..'))).toEqual(before);
    });

    it('--out inside the content folder', () => {
      expect(refusal(inCopy('content/site'), names())).toMatchInlineSnapshot(`
        "Build failed. The output folder cannot be used; nothing was changed.
          - --out content/site: is inside the content folder; the output must not be mixed with it.
              fix: name a new or empty folder, or the output of an earlier build (the default is --out dist)"
      `);
      expect(snapshotOf(path.join(home, '..'))).toEqual(before);
    });
  });
});

describe('build aside, swap in whole, one build per output folder', () => {
  let content: string;
  let out: string;
  let good: Record<string, string>;
  const env = () => ({ LEXORA_GENERATED_DIR: path.join(content, '.generated') });
  const names = () => ({ '<out>': out });
  const leftovers = () =>
    fs.readdirSync(path.dirname(out)).filter((n) => n.startsWith(`.${path.basename(out)}.`) || n.endsWith('.lock'));

  beforeAll(() => {
    content = makeFixture();
    out = path.join(fs.mkdtempSync(path.join(scratch, 'site-')), 'dist');
    const first = build(['--content', content, '--out', out], { env: env() });
    expect(first.status, first.stderr).toBe(0);
    good = snapshotOf(out);
    expect(good['.lexora-build']).toMatch(/output of a Lexora docs build/);
    expect(good['docs/guide/index.html']).toContain('Run the installer.');
  });

  it('a failed build leaves the previous output exactly as it was, and says so', () => {
    const guide = path.join(content, 'docs/guide.mdx');
    const text = fs.readFileSync(guide, 'utf8');
    fs.writeFileSync(guide, text.replace('Run the installer.', 'See [nowhere](/docs/nowhere/).'));
    try {
      const run = build(['--content', content, '--out', out], { env: env() });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n').at(-1)!.replace(out, '<out>')).toMatchInlineSnapshot(
        `"The previous output in <out> is unchanged."`,
      );
    } finally {
      fs.writeFileSync(guide, text);
    }
    expect(snapshotOf(out)).toEqual(good);
    expect(leftovers()).toEqual([]);
  });

  it('an interrupted build (SIGINT after its first step) leaves the previous output exactly as it was', async () => {
    const guide = path.join(content, 'docs/guide.mdx');
    const text = fs.readFileSync(guide, 'utf8');
    fs.writeFileSync(guide, text.replace('Run the installer.', 'Run the new installer.'));
    try {
      const child = spawn(process.execPath, ['prerender/build.mjs', '--content', content, '--out', out], {
        env: { ...process.env, ...env() },
      });
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (d) => {
          stdout += d;
          if (stdout.includes('[1/5]')) resolve();
        }),
      );
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(stderr.trim().replace(out, '<out>')).toMatchInlineSnapshot(
        `"Build interrupted (SIGINT). The previous output in <out> is unchanged."`,
      );
      expect(stdout).not.toContain('Built ');
      expect(
        fs.readdirSync(path.join(projectRoot, '.cache')).filter((n) => n.startsWith(`build-${child.pid}-`)),
      ).toEqual([]);
    } finally {
      fs.writeFileSync(guide, text);
    }
    expect(snapshotOf(out)).toEqual(good);
    expect(leftovers()).toEqual([]);
  });

  // Ctrl-C in a terminal reaches the whole process group: the Vite bundle process may end before the
  // build hears its own signal. Here only that process is stopped, so the build hears nothing itself.
  it('Ctrl-C that stops the bundle process first is reported as an interruption, the output unchanged', async () => {
    const guide = path.join(content, 'docs/guide.mdx');
    const text = fs.readFileSync(guide, 'utf8');
    fs.writeFileSync(guide, text.replace('Run the installer.', 'Run the bundled installer.'));
    try {
      const child = spawn(process.execPath, ['prerender/build.mjs', '--quiet', '--content', content, '--out', out], {
        env: { ...process.env, ...env() },
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const bundler = await new Promise<number>((resolve, reject) => {
        const look = () => {
          const pid = childrenOf(child.pid!).find((p) => processCommand(p).includes('bundle-child'));
          if (pid) resolve(pid);
          else if (child.exitCode !== null) reject(new Error(`the build ended first: ${stderr}`));
          else setTimeout(look, 20);
        };
        look();
      });
      process.kill(bundler, 'SIGINT');
      expect(await exited).toBe(130);
      expect(stderr.trim().replace(out, '<out>')).toMatchInlineSnapshot(
        `"Build interrupted (SIGINT). The previous output in <out> is unchanged."`,
      );
    } finally {
      fs.writeFileSync(guide, text);
    }
    expect(snapshotOf(out)).toEqual(good);
    expect(leftovers()).toEqual([]);
  });

  it('two builds at once into one --out: one builds, the other refuses and touches nothing', async () => {
    const start = () => {
      const child = spawn(process.execPath, ['prerender/build.mjs', '--quiet', '--content', content, '--out', out], {
        env: { ...process.env, ...env() },
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const done = new Promise<{ code: number | null; stderr: string; pid: number }>((resolve) =>
        child.on('exit', (code) => resolve({ code, stderr, pid: child.pid! })),
      );
      return { pid: child.pid!, done };
    };
    // The second runs while the first holds the lock, whatever the machine's load: the first is paused
    // (SIGSTOP) once its lock is there, and goes on (SIGCONT) when the second has ended. Started together,
    // on a loaded machine the first could finish before the second looked, and both built in turn.
    const first = start();
    await vi.waitFor(() => expect(fs.existsSync(`${out}.lock`)).toBe(true), { timeout: 60_000, interval: 20 });
    process.kill(first.pid, 'SIGSTOP');
    let second: Awaited<ReturnType<typeof start>['done']>;
    try {
      second = await start().done;
    } finally {
      process.kill(first.pid, 'SIGCONT');
    }
    const runs = [await first.done, second];
    const [ok, refused] = runs[0].code === 0 ? runs : [runs[1], runs[0]];
    expect(ok.code, ok.stderr).toBe(0);
    expect(refused.code).toBe(1);
    expect(refusal({ status: 1, stdout: '', stderr: refused.stderr.replace(String(ok.pid), '<pid>') }, names()))
      .toMatchInlineSnapshot(`
      "Build failed. Another build is writing to this output folder; nothing was changed.
        - --out <out>: build process <pid> holds dist.lock beside it.
            fix: wait for that build to finish, or build into another folder with --out"
    `);
    expect(snapshotOf(out)).toEqual(good);
    expect(leftovers()).toEqual([]);
  });

  it('a lock whose build is gone (killed) is taken over', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(`${out}.lock`, `${dead}\n`);
    const run = build(['--content', content, '--out', out], { env: env() });
    expect(run.status, run.stderr).toBe(0);
    expect(snapshotOf(out)).toEqual(good);
    expect(leftovers()).toEqual([]);
  });
});

describe('the cache is checked, and outputs are copies of it, never links', () => {
  let content: string;
  let cache: string;
  let clean: string;
  const buildWith = (out: string) =>
    build(['--content', content, '--out', out], {
      env: { LEXORA_GENERATED_DIR: path.join(content, '.generated'), LEXORA_CACHE_DIR: cache },
    });
  const files = (dir: string, keep: (f: string) => boolean) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => keep(f) && fs.statSync(path.join(dir, f)).isFile())
      .map((f) => path.join(dir, f));

  beforeAll(() => {
    content = makeFixture({
      'docs/plain.md': `---\ntitle: Plain\ndescription: A plain Markdown page.\n---\n\n## Plain\n\nJust text, kept as a page tree.\n`,
    });
    const root = fs.mkdtempSync(path.join(scratch, 'cached-'));
    cache = path.join(root, 'cache');
    clean = path.join(root, 'clean');
    const first = buildWith(clean);
    expect(first.status, first.stderr).toBe(0);
  });

  it('damaged entries (emptied, truncated, garbage) are made again with a warning; the output is byte-identical', () => {
    const render = files(path.join(cache, 'render'), (f) => f.endsWith('.html'));
    const mdx = files(path.join(cache, 'mdx'), (f) => /\.(out|json)$/.test(f));
    const boot = files(path.join(cache, 'boot'), (f) => f === path.basename(f) || f.endsWith('build.mjs'));
    const search = files(path.join(cache, 'search/pages'), (f) => f.startsWith('pack-'));
    const bundle = files(path.join(cache, 'bundles'), (f) => /client\/assets\/.*\.js$/.test(f));
    expect([render.length > 1, mdx.length > 2, boot.length > 0, search.length > 0, bundle.length > 0]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const damaged = [
      render[0],
      render[1],
      mdx[0],
      mdx[1],
      mdx[2],
      boot.find((f) => f.endsWith('build.mjs'))!,
      search[0],
      bundle[0],
    ];
    fs.writeFileSync(damaged[0], '');
    fs.writeFileSync(damaged[1], fs.readFileSync(damaged[1]).subarray(0, 40));
    for (const f of damaged.slice(2)) fs.writeFileSync(f, 'garbage \u0000\u0001 garbage');
    const again = path.join(path.dirname(clean), 'again');
    const run = buildWith(again);
    expect(run.status, run.stderr).toBe(0);
    const warnings = run.stderr.split('\n').filter((l) => l.startsWith('warning: cache entry '));
    // One warning per damaged entry (a compile cache entry's files share its key).
    for (const f of damaged) expect(warnings.join('\n')).toContain(path.basename(f).split('.')[0]);
    expect(warnings[0].replace(/\S+(?= is damaged)/, '<entry>')).toMatchInlineSnapshot(
      `"warning: cache entry <entry> is damaged (its checksum does not match); it is made again"`,
    );
    expect(snapshotOf(again)).toEqual(snapshotOf(clean));
  });

  it('editing an output file does not change a later build, and editing the cache does not change an earlier output', () => {
    const before = snapshotOf(clean);
    const out = (f: string) => f.endsWith('.json') || /search-[0-9a-f]+\//.test(f);
    const edited = files(clean, (f) => f.startsWith('assets/') && out(f));
    expect(edited.length).toBeGreaterThan(2);
    for (const f of edited) fs.appendFileSync(f, 'edited by a deploy step');
    for (const f of files(cache, (f) => !f.startsWith('boot/'))) fs.appendFileSync(f, 'edited in the cache');
    for (const f of edited) fs.writeFileSync(f, before[path.relative(clean, f)]);
    expect(snapshotOf(clean)).toEqual(before);
    for (const f of edited) fs.appendFileSync(f, 'edited by a deploy step');
    const run = buildWith(clean);
    expect(run.status, run.stderr).toBe(0);
    expect(snapshotOf(clean)).toEqual(before);
  });
});
