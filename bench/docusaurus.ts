// `npm run bench:docusaurus -- --pages 1000 [--rounds 2]`: our cold build and Docusaurus 3.10's
// (the pinned peer in bench/docusaurus-peer/, with @docusaurus/faster: Rspack and SWC) on the same
// generated corpus, interleaved round by round, since this machine's speed moves by 2x within minutes.
// Prints `name=value unit` lines: each side's median CPU seconds, wall time and peak memory of the
// whole process tree, and our figures as ratios of Docusaurus's (CPU and memory ratios are what the
// project's targets are written in: CPU about 0.4x, memory at most 0.25x).
//
// The peer is installed with npm into .cache/bench-docusaurus/peer/ on first use (the npm
// registry is needed once); it is never part of the site or of the project's dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { corpus, measure, type Measured } from './measure.ts';
import { installPeer } from './docusaurus-peer.ts';

const args = process.argv.slice(2);
const opt = (n: string, d: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const pages = Number(opt('--pages', '1000'));
const rounds = Number(opt('--rounds', '2'));
const root = process.cwd();
const work = path.resolve('.cache/bench-docusaurus');

const siteConfig = (firstDoc: string) => `export default {
  title: 'Bench Docs',
  tagline: 'Generated corpus',
  url: 'https://bench.example.com',
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  future: { v4: true, faster: true },
  presets: [['classic', {
    docs: { path: 'docs', routeBasePath: 'docs' },
    blog: { path: 'blog', routeBasePath: 'blog', showReadingTime: true, onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore' },
    theme: {},
  }]],
  themeConfig: {
    navbar: { title: 'Bench', items: [{ to: '${firstDoc}', label: 'Docs', position: 'left' }, { to: '/blog/', label: 'Blog', position: 'left' }] },
    footer: { links: [], copyright: 'Bench' },
  },
};
`;

/**
 * A Docusaurus site over the corpus: copies of its docs and blog folders (copies: the bundler resolves
 * links to real paths, which would fall outside the folders Docusaurus's MDX loader takes), the same
 * navbar, a home page.
 */
function docusaurusSite(contentDir: string, firstDoc: string): string {
  // Inside the peer's folder, so that its packages resolve from the site as in a real project.
  const site = path.join(peer, `site-${pages}`);
  fs.mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  for (const dir of ['docs', 'blog']) {
    fs.rmSync(path.join(site, dir), { recursive: true, force: true });
    fs.cpSync(path.join(contentDir, dir), path.join(site, dir), { recursive: true });
  }
  fs.writeFileSync(path.join(site, 'docusaurus.config.mjs'), siteConfig(firstDoc));
  fs.writeFileSync(path.join(site, 'src/pages/index.md'), '# Bench Docs\n\nA generated corpus.\n');
  return site;
}

async function ours(contentDir: string, n: number): Promise<Measured> {
  const out = path.join(work, 'ours-dist');
  const cache = path.join(work, `ours-cache-${n}`);
  fs.rmSync(out, { recursive: true, force: true });
  const run = await measure(
    [process.execPath, 'prerender/build.mjs', '--quiet', '--content', contentDir, '--out', out],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LEXORA_CACHE_DIR: cache,
        LEXORA_GENERATED_DIR: path.join(work, 'generated'),
      },
    },
  );
  fs.rmSync(cache, { recursive: true, force: true });
  return run;
}

async function docusaurus(site: string): Promise<Measured> {
  // Cold: no generated files, no bundler cache, no earlier output.
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache'])
    fs.rmSync(path.join(site, dir), { recursive: true, force: true });
  fs.rmSync(path.join(peer, 'node_modules/.cache'), { recursive: true, force: true });
  const bin = path.join(peer, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  return measure([process.execPath, bin, 'build'], {
    cwd: site,
    env: { ...process.env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY: '0' },
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const peer = installPeer(root, 'bench:docusaurus');
const generated = await corpus(root, path.join(root, '.cache/bench'), pages);
const site = docusaurusSite(generated.contentDir, `/${generated.docs[0].replace(/\.md$/, '')}/`);
const runs: { ours: Measured[]; docusaurus: Measured[] } = { ours: [], docusaurus: [] };
for (let i = 0; i < rounds; i++) {
  // Alternate which side goes first, so a slow phase of the machine does not always hit the same one.
  const order = i % 2 === 0 ? (['ours', 'docusaurus'] as const) : (['docusaurus', 'ours'] as const);
  for (const side of order) {
    const run = side === 'ours' ? await ours(generated.contentDir, i) : await docusaurus(site);
    if (run.code !== 0) {
      console.error(run.output.slice(-4000));
      console.error(
        `bench:docusaurus: the ${side === 'ours' ? 'Lexora' : 'Docusaurus'} build failed (exit ${run.code})`,
      );
      process.exit(1);
    }
    console.error(
      `round ${i + 1} ${side}: ${run.wall.toFixed(1)} s wall, ${run.cpuS.toFixed(1)} s CPU, ${(run.peakKb / 1024).toFixed(0)} MB`,
    );
    runs[side].push(run);
  }
}

const figure = (side: 'ours' | 'docusaurus', pick: (m: Measured) => number) => median(runs[side].map(pick));
const lines: [string, number, string][] = [
  ['pages', pages, 'pages'],
  ['rounds', rounds, 'rounds'],
];
for (const side of ['ours', 'docusaurus'] as const) {
  lines.push([`${side}_cpu_s`, figure(side, (m) => m.cpuS), 's']);
  lines.push([`${side}_wall_s`, figure(side, (m) => m.wall), 's']);
  lines.push([`${side}_peak_rss_mb`, figure(side, (m) => m.peakKb / 1024), 'MB']);
}
// Ratios per round (both sides measured minutes apart), then their median.
const ratio = (pick: (m: Measured) => number) => median(runs.ours.map((m, i) => pick(m) / pick(runs.docusaurus[i])));
lines.push(['cpu_ratio', ratio((m) => m.cpuS), 'x']);
lines.push(['wall_ratio', ratio((m) => m.wall), 'x']);
lines.push(['peak_rss_ratio', ratio((m) => m.peakKb), 'x']);
for (const [name, value, unit] of lines)
  console.log(`${name}=${Number.isInteger(value) ? value : value.toFixed(unit === 'x' ? 3 : 2)} ${unit}`);
