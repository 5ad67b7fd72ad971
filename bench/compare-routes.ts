// `npx tsx bench/compare-routes.ts <docusaurus-site> [--install] [--keep <dir> [--reuse]]`: builds a Docusaurus site
// twice, with Docusaurus 3.10 (the pinned peer bench:docusaurus uses) and with our import + build, and
// lists the routes only one side produces. A route is an HTML page of the output (`a/index.html` and
// `a.html` are both `/a`); Docusaurus's redirect pages (plugin-client-redirects) are counted apart.
//
// The Docusaurus build runs in the site's folder (it writes `.docusaurus/` there, as `docusaurus build`
// does) with the peer's packages: when the site has no node_modules, one is linked to the peer's for the
// build and removed after. --install adds the site's dependencies the peer lacks (its plugins, sass…) to
// the peer, and passes --install to the import. Prints `name=value` figures, then the differing routes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { installPeer } from './docusaurus-peer.ts';
import { routesOf } from './routes-of.ts';

const args = process.argv.slice(2);
const siteArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--keep');
if (!siteArg) {
  console.error('Usage: npx tsx bench/compare-routes.ts <docusaurus-site-dir> [--install] [--keep <dir> [--reuse]]');
  process.exit(2);
}
const site = path.resolve(siteArg);
const install = args.includes('--install');
const root = process.cwd();
const work = args.includes('--keep')
  ? path.resolve(args[args.indexOf('--keep') + 1])
  : fs.mkdtempSync(path.join(os.tmpdir(), 'compare-routes-'));
fs.mkdirSync(work, { recursive: true });

function run(cmd: string[], cwd: string, label: string): void {
  const res = spawnSync(cmd[0], cmd.slice(1), {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY: '0' },
    maxBuffer: 1 << 28,
  });
  fs.writeFileSync(path.join(work, `${label}.log`), res.stdout + res.stderr);
  if (res.status !== 0) {
    console.error((res.stdout + res.stderr).slice(-3000));
    console.error(`compare-routes: the ${label} failed (exit ${res.status}); log in ${path.join(work, label)}.log`);
    // Thrown, not exited: docusaurusBuild's finally removes the node_modules link it made in the site.
    throw new StepFailed();
  }
}

class StepFailed extends Error {}
process.on('uncaughtException', (e) => {
  if (!(e instanceof StepFailed)) console.error(e);
  process.exit(1);
});

const coreVersion = (peer: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(peer, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The site's dependencies the peer does not have, added to the peer (not saved to its package.json). */
function addSiteDependencies(peer: string): void {
  const pkg = [site, path.dirname(site)].map((d) => path.join(d, 'package.json')).find((f) => fs.existsSync(f));
  if (!pkg) return;
  const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as Record<string, Record<string, string> | undefined>;
  // Its dependencies, and the devDependencies its config imports (Prettier's config imports `yaml`).
  const config = fs.readdirSync(site).find((f) => /^docusaurus\.config\.[cm]?[jt]s$/.test(f));
  const configText = config ? fs.readFileSync(path.join(site, config), 'utf8') : '';
  const imported = new Set(
    [...configText.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)["']([^"'./][^"']*)["']/g)].map((m) =>
      m[1]
        .split('/')
        .slice(0, m[1].startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  );
  // And the devDependencies its config names as plugins or themes by string (Jellyfin's 'docusaurus-plugin-sass'):
  // Docusaurus packages only, which such names are (stylelint.io's config has `repo = 'stylelint'`, a string that
  // names its devDependency on a GitHub tarball it needs only to generate docs before the build).
  for (const name of Object.keys(json.devDependencies ?? {}))
    if (name.includes('docusaurus') && (configText.includes(`'${name}'`) || configText.includes(`"${name}"`)))
      imported.add(name);
  // And what its CSS needs to build (Lingui's PostCSS config names @tailwindcss/postcss, its SCSS imports tailwindcss).
  for (const f of fs.readdirSync(site).filter((n) => /^(postcss\.config\.[cm]?[jt]s|\.postcssrc(\.\w+)?)$/.test(n)))
    for (const m of fs.readFileSync(path.join(site, f), 'utf8').matchAll(/["']([^"'\s./][^"'\s]*)["']/g))
      imported.add(m[1]);
  const cssDir = path.join(site, 'src/css');
  if (fs.existsSync(cssDir))
    for (const f of fs.readdirSync(cssDir).filter((n) => /\.(css|scss|sass)$/.test(n)))
      for (const m of fs
        .readFileSync(path.join(cssDir, f), 'utf8')
        .matchAll(/@(?:import|use)\s+["']([^"'~./][^"'/]*(?:\/[^"'/]+)?)/g))
        imported.add(m[1].startsWith('@') ? m[1] : m[1].split('/')[0]);
  const deps = {
    ...Object.fromEntries(Object.entries(json.devDependencies ?? {}).filter(([name]) => imported.has(name))),
    ...json.dependencies,
  };
  const pinned = (JSON.parse(fs.readFileSync(path.join(peer, 'package.json'), 'utf8')) as Record<string, object>)
    .dependencies as Record<string, string>;
  const missing = Object.entries(deps ?? {})
    .filter(([, spec]) => !spec.startsWith('file:') && !spec.startsWith('workspace:'))
    // All of them every time: an npm install --no-save removes what an earlier one added.
    .filter(([name]) => !(name in pinned))
    // Docusaurus's own plugins at the peer's version: Docusaurus wants its packages at one version.
    .map(([name, spec]) => `${name}@${name.startsWith('@docusaurus/') ? coreVersion(peer) : spec}`);
  if (!missing.length) return;
  console.error(`compare-routes: adding the site's dependencies to the peer: ${missing.join(', ')}`);
  run(
    ['npm', 'install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', ...missing],
    peer,
    'npm install',
  );
}

function docusaurusBuild(peer: string): string {
  const out = path.join(work, 'docusaurus-build');
  fs.rmSync(out, { recursive: true, force: true });
  const modules = path.join(site, 'node_modules');
  const linked = !fs.existsSync(modules);
  if (linked) fs.symlinkSync(path.join(peer, 'node_modules'), modules, 'dir');
  try {
    const bin = path.join(peer, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    run([process.execPath, bin, 'build', '--out-dir', out], site, 'docusaurus build');
  } finally {
    if (linked) fs.unlinkSync(modules);
  }
  return out;
}

function ourBuild(): string {
  const content = path.join(work, 'content');
  const out = path.join(work, 'ours-dist');
  for (const d of [content, out]) fs.rmSync(d, { recursive: true, force: true });
  const importArgs = [site, '--out', content, ...(install ? ['--install'] : [])];
  run([process.execPath, '--import', 'tsx', 'prerender/docusaurus/import.ts', ...importArgs], root, 'import');
  run([process.execPath, 'prerender/build.mjs', '--quiet', '--content', content, '--out', out], root, 'our build');
  return out;
}

// --reuse: compare the builds an earlier run left in the --keep folder, without building again.
const reuse = args.includes('--reuse');
const peer = reuse ? '' : installPeer(root, 'compare-routes');
if (install && !reuse) addSiteDependencies(peer);
const theirs = routesOf(reuse ? path.join(work, 'docusaurus-build') : docusaurusBuild(peer));
const ours = routesOf(reuse ? path.join(work, 'ours-dist') : ourBuild());
const only = (a: Set<string>, b: Set<string>) => [...a].filter((r) => !b.has(r)).sort();
const onlyDocusaurus = only(theirs.pages, ours.pages);
const onlyOurs = only(ours.pages, theirs.pages);
console.log(`docusaurus_routes=${theirs.pages.size}`);
console.log(`docusaurus_redirect_pages=${theirs.redirects.size}`);
console.log(`our_routes=${ours.pages.size}`);
console.log(`our_redirect_pages=${ours.redirects.size}`);
console.log(`only_docusaurus=${onlyDocusaurus.length}`);
console.log(`only_ours=${onlyOurs.length}`);
for (const r of onlyDocusaurus) console.log(`only docusaurus: ${r}`);
for (const r of onlyOurs) console.log(`only ours: ${r}`);
for (const r of only(theirs.redirects, ours.redirects)) console.log(`docusaurus redirect page only: ${r}`);
console.error(`compare-routes: outputs and logs in ${work}`);
