// `npx tsx bench/ab.ts --old DIR [--pages 1000] [--rounds 2]`: the cold build of the same generated
// corpus with the code of another checkout (DIR: a `git worktree` of the commit to compare with, its
// node_modules linked or installed) and with this one, interleaved (old, new, old, new …), since this
// machine's speed moves by 2x within minutes. Prints each build's CPU seconds and peak memory of the
// whole process tree, and the median ratios new/old, as `name=value unit` lines.
import fs from 'node:fs';
import path from 'node:path';
import { corpus, measure, type Measured } from './measure.ts';

const args = process.argv.slice(2);
const opt = (n: string, d?: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const oldRoot = opt('--old') && path.resolve(opt('--old')!);
if (!oldRoot || !fs.existsSync(path.join(oldRoot, 'prerender/build.mjs'))) {
  console.error('usage: npx tsx bench/ab.ts --old <checkout of the code to compare with> [--pages N] [--rounds N]');
  process.exit(2);
}
const pages = Number(opt('--pages', '1000'));
const rounds = Number(opt('--rounds', '2'));
const root = process.cwd();
const work = path.resolve('.cache/bench-ab');
const { contentDir } = await corpus(root, work, pages);

/** A cold build (no cache, no earlier output) of the corpus with the code in `codeRoot`. */
async function build(codeRoot: string, name: string): Promise<Measured> {
  const dir = path.join(work, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const run = await measure(
    [
      'nice',
      '-n',
      '5',
      process.execPath,
      'prerender/build.mjs',
      '--content',
      contentDir,
      '--out',
      path.join(dir, 'dist'),
    ],
    {
      cwd: codeRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LEXORA_GENERATED_DIR: path.join(dir, 'generated'),
        LEXORA_CACHE_DIR: path.join(dir, 'cache'),
      },
    },
  );
  if (run.code !== 0) throw new Error(`${name}: build failed (exit ${run.code})\n${run.output}`);
  return run;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const runs: Record<'old' | 'new', Measured[]> = { old: [], new: [] };
for (let r = 1; r <= rounds; r++)
  for (const side of ['old', 'new'] as const) {
    const m = await build(side === 'old' ? oldRoot : root, `${side}-${r}`);
    runs[side].push(m);
    console.log(
      `round ${r} ${side}: cpu=${m.cpuS.toFixed(1)} s peak=${(m.peakKb / 1024).toFixed(0)} MB wall=${m.wall.toFixed(1)} s`,
    );
  }
const cpu = runs.new.map((m, i) => m.cpuS / runs.old[i].cpuS);
const peak = runs.new.map((m, i) => m.peakKb / runs.old[i].peakKb);
console.log(`cpu_ratio_rounds=${cpu.map((x) => x.toFixed(3)).join(',')}`);
console.log(`cpu_ratio=${median(cpu).toFixed(3)} ratio`);
console.log(`peak_ratio=${median(peak).toFixed(3)} ratio`);
console.log(`old_cpu_s=${median(runs.old.map((m) => m.cpuS)).toFixed(1)} s`);
console.log(`new_cpu_s=${median(runs.new.map((m) => m.cpuS)).toFixed(1)} s`);
