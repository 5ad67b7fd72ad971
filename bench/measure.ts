// What the benchmarks share: running a command while measuring its wall time, CPU seconds and the
// peak resident memory of its whole process tree, and preparing the generated corpus as a content folder.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface Measured {
  wall: number;
  peakKb: number;
  cpuS: number;
  output: string;
  code: number;
}

/** Resident memory (KB) of a process and all its descendants, from /proc (Linux); 0 elsewhere. */
export function treeRssKb(rootPid: number): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const status = fs.readFileSync(`/proc/${e}/status`, 'utf8');
      parent.set(Number(e), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(e), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  for (const [pid, kb] of rss) {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++) {
      if (p === rootPid) {
        total += kb;
        break;
      }
    }
  }
  return total;
}

/**
 * Runs `args` under /usr/bin/time. CPU is user + system seconds of the process and every child it
 * waited for; the peak is the largest sum of resident memory over the whole process tree, sampled
 * every 100 ms (/usr/bin/time's figure, the largest single process, is the floor).
 */
export async function measure(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  const start = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '__PEAK_KB=%M __CPU_S=%U+%S', ...args], {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
  });
  let sampledKb = 0;
  const sampler = setInterval(() => (sampledKb = Math.max(sampledKb, treeRssKb(child.pid!))), 100);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number>((r) => child.on('close', (c) => r(c ?? 1)));
  clearInterval(sampler);
  const wall = (performance.now() - start) / 1000;
  const peakKb = Math.max(sampledKb, Number(/__PEAK_KB=(\d+)/.exec(output)?.[1] ?? 0));
  const cpu = /__CPU_S=([\d.]+)\+([\d.]+)/.exec(output);
  return { wall, peakKb, cpuS: cpu ? Number(cpu[1]) + Number(cpu[2]) : 0, output, code };
}

export const benchConfig = (firstDoc: string) => `export default {
  title: 'Bench Docs',
  tagline: 'Generated corpus',
  url: 'https://bench.example.com',
  baseUrl: '/',
  trailingSlash: true,
  favicon: '/img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
  metadata: { keywords: ['bench'], description: 'A generated corpus for the build benchmark.' },
  navbar: { title: 'Bench', items: [{ to: '${firstDoc}', label: 'Docs', position: 'left' }, { to: '/blog/', label: 'Blog', position: 'left' }] },
  footer: { links: [], copyright: 'Bench' },
  blog: { routeBasePath: 'blog', title: 'Bench Blog', description: 'Generated posts.' },
};
`;

export interface Corpus {
  contentDir: string;
  /** The route of a typical docs page, with slashes: `/docs/s002-…/p0026-…/`. */
  typical: string;
  /** Docs pages, relative to the content folder. */
  docs: string[];
}

/** The generated corpus of `pages` docs under `work`, made once (bench/gen-corpus.mjs), with our site config. */
export async function corpus(root: string, work: string, pages: number): Promise<Corpus> {
  const contentDir = path.join(work, `corpus-${pages}`);
  if (!fs.existsSync(path.join(contentDir, 'manifest.json'))) {
    const gen = spawn(
      process.execPath,
      [path.join(root, 'bench/gen-corpus.mjs'), '--out', contentDir, '--pages', String(pages)],
      { stdio: 'inherit' },
    );
    await new Promise((r) => gen.on('close', r));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(contentDir, 'manifest.json'), 'utf8'));
  fs.writeFileSync(path.join(contentDir, 'site.config.ts'), benchConfig(`/${manifest.docs[0].replace(/\.md$/, '')}/`));
  fs.rmSync(path.join(contentDir, 'index.md'), { force: true });
  return { contentDir, typical: `/${manifest.typical}/`, docs: manifest.docs };
}
