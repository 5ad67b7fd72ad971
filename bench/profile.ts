// `npx tsx bench/profile.ts [--pages 1000] [--keep DIR | --from DIR]`: where a cold build's CPU goes. Builds the
// generated corpus cold (no cache, no earlier output) under `node --cpu-prof`, which profiles the main
// thread and every worker thread (a worker inherits the flag; NODE_OPTIONS may not carry it), and reads
// every thread's CPU seconds (user + system) from /proc every 50 ms meanwhile. A profile counts the
// time its thread ran JavaScript, also while another thread had the core, so its shares are scaled to
// the thread's CPU from /proc. Prints each thread's CPU, then the whole build's CPU by what ran.
// Linux only (/proc).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { corpus } from './measure.ts';
import { summarize, type ThreadProfile } from './profile-summary.ts';

const args = process.argv.slice(2);
const opt = (n: string, d: string) => (args.includes(n) ? args[args.indexOf(n) + 1]! : d);
const pages = Number(opt('--pages', '1000'));
const root = process.cwd();
const work = path.resolve(
  opt('--from', '') || opt('--keep', '') || fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-profile-')),
);

interface Thread {
  pid: number;
  tid: number;
  comm: string;
  cpuS: number;
  sysS: number;
  first: number;
  last: number;
}

const TICK = 100; // clock ticks per second (/proc's utime and stime)

/** Every thread of `pid` and its descendants, as /proc shows them now. */
function sampleTree(pid: number, threads: Map<string, Thread>, now: number): void {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const tid of fs.readdirSync(`/proc/${pids[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${pids[i]}/task/${tid}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
        const stat = fs.readFileSync(`/proc/${pids[i]}/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${pids[i]}/${tid}`;
        const t = threads.get(key);
        const cpu = { cpuS: (Number(f[11]) + Number(f[12])) / TICK, sysS: Number(f[12]) / TICK, last: now };
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        threads.set(key, t ? { ...t, ...cpu } : { pid: pids[i]!, tid: Number(tid), comm, first: now, ...cpu });
      }
    } catch {
      /* ended meanwhile */
    }
  }
}

/** Runs the cold build under the profiler; its threads as last seen. */
async function profiledBuild(contentDir: string, profDir: string): Promise<{ threads: Thread[]; pid: number }> {
  for (const d of ['dist', 'cache', 'generated', 'prof'])
    fs.rmSync(path.join(work, d), { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [
      `--cpu-prof`,
      `--cpu-prof-dir=${profDir}`,
      'prerender/build.mjs',
      '--content',
      contentDir,
      '--out',
      path.join(work, 'dist'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LEXORA_CACHE_DIR: path.join(work, 'cache'),
        LEXORA_GENERATED_DIR: path.join(work, 'generated'),
      },
    },
  );
  const threads = new Map<string, Thread>();
  const start = performance.now();
  const timer = setInterval(() => sampleTree(child.pid!, threads, (performance.now() - start) / 1000), 50);
  const code = await new Promise<number>((r) => child.on('close', (c) => r(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  return { threads: [...threads.values()], pid: child.pid! };
}

/** A name for each thread: the main thread, worker threads (paired with their profiles), the runtime's, other processes. */
function nameThreads(threads: Thread[], pid: number, profiles: ThreadProfile[]) {
  const end = Math.max(...threads.map((t) => t.last));
  const own = threads.filter((t) => t.pid === pid && t.tid !== pid);
  // Worker threads end before the build does; the runtime's threads (V8's platform, libuv's pool) live to its end.
  // Under --cpu-prof each profiled thread also has a sampling thread of its own, started with it: the
  // workers are the busiest of those that end early, one per profile.
  const workerProfiles = profiles.filter((p) => p.threadId > 0).sort((a, b) => a.threadId - b.threadId);
  const early = own.filter((t) => t.last < end - 0.3);
  const workers = [...early]
    .sort((a, b) => b.cpuS - a.cpuS)
    .slice(0, workerProfiles.length)
    .sort((a, b) => a.tid - b.tid);
  const named: { name: string; thread: Thread; profile?: ThreadProfile | undefined }[] = [];
  named.push({
    name: 'main thread',
    thread: threads.find((t) => t.tid === pid)!,
    profile: profiles.find((p) => p.threadId === 0),
  });
  workers.forEach((t, i) => {
    const p = workers.length === workerProfiles.length ? workerProfiles[i] : undefined;
    named.push({ name: `worker ${p?.entry ?? '?'}`, thread: t, profile: p });
  });
  for (const t of early.filter((t) => !workers.includes(t)))
    named.push({ name: 'profiler sampling threads', thread: t });
  for (const t of own.filter((t) => !early.includes(t)))
    // libuv's pool does the file system's work: nearly all of its time is the kernel's.
    named.push({
      name: t.sysS > 0.6 * t.cpuS ? 'libuv threads (file system, zlib)' : 'V8 platform threads (GC, compiles)',
      thread: t,
    });
  for (const t of threads.filter((t) => t.pid !== pid))
    named.push({ name: `process ${t.comm === 'node' ? 'bundler (Vite/Rolldown)' : t.comm}`, thread: t });
  return named;
}

const fmt = (s: number, total: number) =>
  `${s.toFixed(2).padStart(6)} s ${((100 * s) / total).toFixed(1).padStart(5)} %`;

const profDir = path.join(work, 'prof');
const threadsFile = path.join(work, 'threads.json');
// `--from DIR`: the figures of an earlier run kept in DIR (--keep), summarized again without building.
const from = opt('--from', '');
const { threads, pid } = from
  ? (JSON.parse(fs.readFileSync(threadsFile, 'utf8')) as { threads: Thread[]; pid: number })
  : await profiledBuild((await corpus(root, path.join(root, '.cache/bench'), pages)).contentDir, profDir);
fs.writeFileSync(threadsFile, JSON.stringify({ threads, pid }));
const profiles = fs.readdirSync(profDir).map((f) => summarize(path.join(profDir, f)));
const named = nameThreads(threads, pid, profiles);
const total = threads.reduce((s, t) => s + t.cpuS, 0);
const byThread = new Map<string, { cpu: number; sys: number }>();
const byGroup = new Map<string, number>();
for (const { name, thread, profile } of named) {
  const t = byThread.get(name) ?? { cpu: 0, sys: 0 };
  byThread.set(name, { cpu: t.cpu + thread.cpuS, sys: t.sys + thread.sysS });
  // A profiled thread's CPU is split by its profile's shares; the kernel's part goes to what called it, as the profile saw.
  if (profile && profile.busyS > 0)
    for (const [g, s] of profile.groups) byGroup.set(g, (byGroup.get(g) ?? 0) + (s / profile.busyS) * thread.cpuS);
  else byGroup.set(name, (byGroup.get(name) ?? 0) + thread.cpuS);
}
console.log(`cold build of ${pages} pages: ${total.toFixed(1)} s CPU (profiles and build in ${work})`);
console.log('\nby thread (CPU, of it system time):');
for (const [name, t] of [...byThread].sort((a, b) => b[1].cpu - a[1].cpu))
  console.log(`  ${fmt(t.cpu, total)}  (system ${t.sys.toFixed(2)} s)  ${name}`);
console.log('\nby what ran (profiled threads split by their profiles):');
for (const [g, s] of [...byGroup].sort((a, b) => b[1] - a[1]).filter(([, s]) => s >= 0.05 * (total / 100)))
  console.log(`  ${fmt(s, total)}  ${g}`);
console.log(`build_cpu_s=${total.toFixed(2)} s`);
