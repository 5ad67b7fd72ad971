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

export const benchConfig = (firstDoc: string, otherLocales: string[] = []) => `export default {
  title: 'Bench Docs',
  tagline: 'Generated corpus',
  url: 'https://bench.example.com',
  baseUrl: '/',
  trailingSlash: true,
  favicon: '/img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ${JSON.stringify(['en', ...otherLocales])}, localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
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

/** What the corpus is built as besides its pages: docs versions and locales (issue 26's linear-cost check). */
export interface CorpusShape {
  /** Docs versions in all: the current docs plus `versions - 1` released copies (versions.json). */
  versions?: number;
  /** Locales in all: English plus `locales - 1` others, each with every page translated. */
  locales?: number;
}

/** Locales other than English the corpus can have, in order. */
const BENCH_LOCALES = ['fr', 'de', 'es', 'ja', 'ar', 'pt', 'it', 'nl'];

/**
 * The generated corpus of `pages` docs under `work`, made once (bench/gen-corpus.mjs), with our site config.
 * With `shape`: released versions are copies of the current docs (Docusaurus's `docs:version`: identical
 * pages, as most of a real version is), and each other locale has every doc and post translated (a copy
 * with a sentence of its own first, so no translation is the default locale's page).
 */
export async function corpus(root: string, work: string, pages: number, shape: CorpusShape = {}): Promise<Corpus> {
  const versions = Math.max(1, shape.versions ?? 1);
  const locales = Math.max(1, Math.min(BENCH_LOCALES.length + 1, shape.locales ?? 1));
  const base = path.join(work, `corpus-${pages}`);
  if (!fs.existsSync(path.join(base, 'manifest.json'))) {
    const gen = spawn(
      process.execPath,
      [path.join(root, 'bench/gen-corpus.mjs'), '--out', base, '--pages', String(pages)],
      { stdio: 'inherit' },
    );
    await new Promise((r) => gen.on('close', r));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(base, 'manifest.json'), 'utf8'));
  let contentDir = base;
  if (versions > 1 || locales > 1) {
    contentDir = path.join(work, `corpus-${pages}-v${versions}-l${locales}`);
    if (!fs.existsSync(path.join(contentDir, 'manifest.json'))) shapeCorpus(base, contentDir, versions, locales);
  }
  fs.writeFileSync(
    path.join(contentDir, 'site.config.ts'),
    benchConfig(`/${manifest.docs[0].replace(/\.md$/, '')}/`, BENCH_LOCALES.slice(0, locales - 1)),
  );
  fs.rmSync(path.join(contentDir, 'index.md'), { force: true });
  return { contentDir, typical: `/${manifest.typical}/`, docs: manifest.docs };
}

/** A copy of the corpus `from` with `versions - 1` released versions and `locales - 1` translated locales. */
function shapeCorpus(from: string, to: string, versions: number, locales: number): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const names = Array.from({ length: versions - 1 }, (_, i) => `1.${versions - 2 - i}`); // newest first
  for (const v of names) {
    fs.cpSync(path.join(to, 'docs'), path.join(to, 'versioned_docs', `version-${v}`), { recursive: true });
    fs.mkdirSync(path.join(to, 'versioned_sidebars'), { recursive: true });
    fs.writeFileSync(
      path.join(to, 'versioned_sidebars', `version-${v}-sidebars.json`),
      JSON.stringify({ tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] }),
    );
  }
  if (names.length) fs.writeFileSync(path.join(to, 'versions.json'), JSON.stringify(names));
  for (const l of BENCH_LOCALES.slice(0, locales - 1)) {
    const i18n = path.join(to, 'i18n', l);
    translateTree(path.join(to, 'docs'), path.join(i18n, 'docusaurus-plugin-content-docs', 'current'), l);
    translateTree(path.join(to, 'blog'), path.join(i18n, 'docusaurus-plugin-content-blog'), l);
  }
}

/** Every Markdown file of `from` under `to`, with a first sentence of the locale's after its front matter. */
function translateTree(from: string, to: string, locale: string): void {
  for (const rel of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(from, rel), 'utf8');
    const end = text.indexOf('\n---\n', 4) + 5;
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.writeFileSync(
      path.join(to, rel),
      `${text.slice(0, end)}\nTranslated (${locale}) page ${rel.length}.\n${text.slice(end)}`,
    );
  }
}
