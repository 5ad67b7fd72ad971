// `npm run import:docusaurus -- <docusaurus-site> --out <content-dir>`: turns a Docusaurus site into a
// content folder for this build. The content (docs, blog, static files, pages, components, CSS) is
// copied byte for byte; only the config and the sidebars are translated. It prints what it carried
// over, what it could not, and what to do about each.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { BuildError } from '../report/errors.ts';
import { jsonSyntaxError } from '../report/source-lines.ts';
import { loadSiteConfig, validateSiteConfig } from '../content/config.ts';
import { collectSite } from '../content/collect.ts';
import { buildRouteTable } from '../routes/route-data.ts';
import { localeOfPath } from '../../src/shared/locales.ts';
import { publicPath } from '../../src/shared/paths.ts';
import {
  defaultExport,
  findFile,
  loadModule,
  packageExport,
  stubName,
  type LoadedModule,
  type LoadOptions,
} from './load-module.ts';
import {
  localPluginFile,
  translateConfig,
  type Note,
  type PluginImport,
  type Translation,
} from './translate-config.ts';
import { prismThemeCss } from './prism-theme.ts';
import { versionFileNames } from '../content/versions.ts';
import { copyImportedFiles, type CopiedFolder } from './site-files.ts';
import { listFiles, packageName } from '../util.ts';
import { FRONTMATTER } from '../content/frontmatter.ts';
import { stripBom } from '../content/read-source.ts';
import { POSTCSS_CONFIGS } from './postcss.ts';
import { workspaceSpecs } from './workspace.ts';
import { carryPluginPostcss } from './plugin-postcss.ts';
import {
  checkSourceImports,
  DOCUSAURUS_ALIASES,
  IMPORT_ONLY,
  replacingComponents,
  swizzledComponents,
  unusableSwizzles,
} from './aliases.ts';

const REPLACEABLE = Object.keys(DOCUSAURUS_ALIASES)
  .filter((k) => k.startsWith('@theme/'))
  .map((k) => k.slice('@theme/'.length))
  .filter((name) => !IMPORT_ONLY.has(name))
  .join(', ');

export interface ImportReport {
  translated: string[];
  copied: string[];
  /** What happened to the site's own npm dependencies. */
  dependencies: string[];
  skipped: Note[];
  stubbed: string[];
}

const CONFIG_EXTS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];

function copyTree(from: string, to: string, skip: (rel: string) => boolean = () => false): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      const rel = path.relative(from, full);
      if (e.name === 'node_modules' || skip(rel)) continue;
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) {
        fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
        fs.copyFileSync(full, path.join(to, rel));
        n++;
      }
    }
  };
  walk(from);
  return n;
}

/** Sidebars as data: functions (and stubs of missing packages) cannot be written out. */
function serializable(value: unknown, where: string, skipped: Note[]): unknown {
  if (typeof value === 'function') {
    skipped.push({
      what: `${where}: ${stubName(value) ?? 'a function'}`,
      todo: 'sidebars are data here; replace it with the items it produced',
    });
    return undefined;
  }
  if (Array.isArray(value))
    return value.map((v, i) => serializable(v, `${where}[${i}]`, skipped)).filter((v) => v !== undefined);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, serializable(v, `${where}.${k}`, skipped)])
        .filter(([, v]) => v !== undefined),
    );
  return value;
}

/**
 * Swizzled components (src/theme/X): those that replace ours (`Root`, `Footer`, `NotFound`, `Admonition`…)
 * are listed as translated; one that would but imports what is not supported here is named with those
 * imports (ours stays); the others serve only the site's own imports of them, and are named.
 */
function reportSwizzled(out: string, skipped: Note[], translated: string[]): void {
  const replacing = new Set(replacingComponents(process.cwd(), out));
  const rel = (file: string) => path.relative(out, file).split(path.sep).join('/');
  const used = [...swizzledComponents(out)].filter(([name]) => replacing.has(name));
  if (used.length)
    translated.push(
      `swizzled components, used in place of ours as in Docusaurus (\`@theme-original/X\` reaches ours): ${used.map(([name, file]) => `${rel(file)} (@theme/${name})`).join(', ')}`,
    );
  const unusable = unusableSwizzles(process.cwd(), out);
  for (const [name, file] of swizzledComponents(out)) {
    if (replacing.has(name)) continue;
    const problems = unusable.get(name);
    if (problems) {
      const where = problems.map((p) => `${rel(path.resolve(p.file))}:${p.line}: ${p.message}`).join('; ');
      skipped.push({
        what: `swizzled component ${rel(file)}`,
        todo: `copied, not used: it imports what is not supported here (${where}), so ours stays in place of @theme/${name}. Import only what README.md, "Coming from Docusaurus", lists, or wrap @theme-original/${name}`,
      });
      continue;
    }
    if (name === 'MDXComponents') continue;
    skipped.push({
      what: `swizzled component src/theme/${path
        .relative(path.join(out, 'src', 'theme'), file)
        .split(path.sep)
        .join('/')}`,
      todo: `copied; our theme has no @theme/${name} of its own to replace (replaceable: ${REPLACEABLE}), so only the site's imports of @theme/${name} use it. If it changed how every page looks, do that with CSS or a component the pages import`,
    });
  }
}

const COPIED = ['src', 'static'];

/** The site's customCss files that were copied, as content paths; the others are reported. */
function applyCustomCss(site: string, files: string[], skipped: Note[]): string[] {
  const out: string[] = [];
  for (const css of files) {
    // `/src/css/custom.css`, no such file at the disk's root: webpack resolves a path starting with `/` from
    // the site folder too (its `resolve.roots`), so Docusaurus applies it.
    const given = path.resolve(site, css);
    const file = css.startsWith('/') && !fs.existsSync(given) ? path.join(site, css) : given;
    const inSite = path.relative(site, file).split(path.sep).join('/');
    const local = !inSite.startsWith('..') && !path.isAbsolute(inSite) && fs.existsSync(file);
    // A package's stylesheet (`require.resolve('@radix-ui/colors/sky.css')`, resolved from wherever the
    // package was installed, or left as written when it was not): read from the content folder's
    // node_modules, where the site's dependencies are installed (see carryDependencies).
    // Carried when the package is installed (the config resolved the file) or the site lists it (installed
    // with its dependencies); one neither has, Docusaurus could not load either: named, as before.
    const inPackage = packageStylesheet(site, css, file, local);
    const name = inPackage
      ?.split('/')
      .slice(0, inPackage.startsWith('@') ? 2 : 1)
      .join('/');
    if (inPackage && name && (fs.existsSync(file) || siteLists(site, name))) {
      out.push(`node_modules/${inPackage}`);
      if (!siteLists(site, name))
        skipped.push({
          what: `custom CSS ${inPackage}`,
          todo: `in customCss as node_modules/${inPackage}, but the site's package.json does not list ${name}, so it is not installed with the site's dependencies: install it in the content folder (npm install --save-exact ${name} there)`,
        });
    } else if (!local) {
      skipped.push({
        what: `custom CSS ${css}`,
        todo: "a package stylesheet, not copied: the package is not installed and the site's package.json does not list it; install it in the content folder and add `node_modules/<package>/<file>` to `customCss`, or import it from a component",
      });
    } else if (!COPIED.includes(inSite.split('/')[0])) {
      skipped.push({
        what: `custom CSS ${inSite}`,
        todo: 'outside src/ and static/, so not copied: copy it into src/css/ and add it to `customCss` in site.config.ts',
      });
    } else if (/\.(s[ac]ss|less|styl)$/.test(inSite) && !preprocessorInstalled(site, inSite)) {
      const name = compilerOf(inSite);
      skipped.push({
        what: `custom CSS ${inSite}`,
        todo: `copied, not applied: it needs the ${name} compiler, which the site's package.json does not list; install it in the content folder (npm install --save-exact ${name} there) and add the file to \`customCss\` in site.config.ts`,
      });
    } else out.push(inSite);
  }
  return out;
}

/**
 * The package path (`@radix-ui/colors/sky.css`) of a customCss entry that is a package's stylesheet: a file
 * under a node_modules folder, or a bare specifier (`pkg/theme.css`, no folder of the site) the config's
 * `require.resolve` left as it is because the package was not installed; null for the site's own files.
 */
export function packageStylesheet(site: string, entry: string, file: string, local: boolean): string | null {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0 && parts.length > at + 2) return parts.slice(at + 1).join('/');
  // Not a path of the site (`src/css/x.css` it does not have is not a package).
  if (
    local ||
    path.isAbsolute(entry) ||
    /^\.{1,2}\//.test(entry) ||
    fs.existsSync(path.join(site, entry.split('/')[0]))
  )
    return null;
  const m = /^(@[\w.-]+\/)?[\w.-]+\/[^\\]+\.(css|s[ac]ss|less|styl)$/.exec(entry);
  return m && !entry.split('/').includes('..') ? entry : null;
}

const compilerOf = (file: string) => (file.endsWith('.less') ? 'less' : file.endsWith('.styl') ? 'stylus' : 'sass');

/**
 * Whether the build can compile a Sass, Less or Stylus file: this project has the compiler (sass), or the
 * site lists it (less, stylus), so that it is carried into the content folder's package.json and installed
 * there with `--install` (without it, the build names the customCss entry and the install command).
 */
function preprocessorInstalled(site: string, file: string): boolean {
  const name = compilerOf(file);
  if (fs.existsSync(path.join(process.cwd(), 'node_modules', name, 'package.json'))) return true;
  if (name === 'sass') return false;
  return siteLists(site, name);
}

/** Whether the site's (or its repository's) package.json lists `name` in dependencies or devDependencies. */
function siteLists(site: string, name: string): boolean {
  return sitePackageFiles(site).some((f) => {
    try {
      const pkg = JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, Record<string, string> | undefined>;
      return Boolean(pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]);
    } catch {
      return false;
    }
  });
}

/**
 * A site whose package.json asks for Docusaurus 1 or 2 (`@docusaurus/core` ^2.4.3): its pages were written for
 * MDX 1, which this build reads as MDX 3, as Docusaurus 3 does. Named first, so the build's MDX errors are expected.
 */
export function olderDocusaurusNote(site: string): { what: string; todo: string } | null {
  for (const f of sitePackageFiles(site)) {
    let spec: string | undefined;
    try {
      const pkg = JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, Record<string, string> | undefined>;
      spec = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
    } catch {
      continue;
    }
    const major = spec ? /\d+/.exec(spec)?.[0] : undefined;
    if (!spec || !major) continue;
    if (Number(major) >= 3) return null;
    return {
      what: `a Docusaurus ${major} site (@docusaurus/core ${spec} in ${path.relative(process.cwd(), f)})`,
      todo:
        'its pages were written for MDX 1; this build reads MDX 3, as Docusaurus 3 does, and names each page MDX 3 refuses at file:line with the edit to make ' +
        "(an indented closing tag after a list, `{` or `<` in prose), as it names versioned sidebars' `version-<name>/` prefixes; Docusaurus's v3 upgrade guide lists these edits",
    };
  }
  return null;
}

const EDIT_URLS_FILE = 'edit-urls.json';

/**
 * The site's `editUrl` functions (closures of its config, which site.config.ts cannot hold) called for every
 * docs page and post copied, in every locale, with the arguments Docusaurus gives them (`permalink` is not
 * known here and is left undefined); the URLs go to edit-urls.json, which the functions written in their
 * place look up. A page added later has no entry there, so no edit link. Returns what to report.
 */
function writeEditUrls(site: string, out: string, t: Translation): { translated: string[]; notes: Note[] } {
  if (!t.editUrlFns.length) return { translated: [], notes: [] };
  const i18n = t.config.i18n as { locales?: string[]; defaultLocale?: string } | undefined;
  const locales = i18n?.locales?.length ? i18n.locales : [i18n?.defaultLocale ?? 'en'];
  const pages = (dir: string) =>
    listFiles(path.join(out, dir), {
      skip: (name) => name === 'node_modules' || name.startsWith('_'),
      keep: (f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'),
    }).map((f) => path.relative(path.join(out, dir), f).split(path.sep).join('/'));
  const siteRel = (from: string) => path.relative(site, path.resolve(site, from)).split(path.sep).join('/');
  const map: Record<string, Record<string, string>> = {};
  const failed: string[] = [];
  let count = 0;
  const call = (key: string, fn: (p: Record<string, unknown>) => unknown, params: Record<string, unknown>) => {
    try {
      const url = fn(params);
      if (typeof url === 'string' && url) {
        map[key.split('\u0000')[0]] ??= {};
        map[key.split('\u0000')[0]][key.split('\u0000')[1]] = url;
        count++;
      }
    } catch (e) {
      if (failed.length < 5) failed.push(`${String(params.docPath ?? params.blogPath)}: ${(e as Error).message}`);
    }
  };
  for (const { section, fn } of t.editUrlFns) {
    const name = section.kind === 'blog' ? 'blog' : `docs:${section.id}`;
    if (section.kind === 'blog') {
      if (!t.paths.blog) continue;
      for (const locale of locales)
        for (const blogPath of pages('blog'))
          call(`${name}\u0000${locale}|${blogPath}`, fn, {
            blogDirPath: siteRel(t.paths.blog),
            blogPath,
            permalink: undefined,
            locale,
          });
    } else {
      const versions = docsVersionDirs(site, out, t, section.id);
      for (const v of versions)
        for (const locale of locales)
          for (const docPath of pages(v.folder))
            call(`${name}\u0000${locale}|${v.folder}|${docPath}`, fn, {
              version: v.name,
              versionDocsDirPath: v.siteDir,
              docPath,
              permalink: undefined,
              locale,
            });
    }
  }
  fs.writeFileSync(path.join(out, EDIT_URLS_FILE), JSON.stringify(map, null, 1) + '\n');
  const sections = t.editUrlFns.map((e) =>
    e.section.kind === 'blog' ? 'blog' : e.section.id === 'default' ? 'docs' : `docs instance "${e.section.id}"`,
  );
  return {
    translated: [
      `editUrl functions (${sections.join(', ')}): called for each page in each locale, ${count} URLs written to ${EDIT_URLS_FILE}, which site.config.ts looks up (a page added later has no "Edit this page" link until the site is imported again, or give it \`custom_edit_url\`)`,
    ],
    notes: failed.map((f) => ({
      what: `editUrl function threw for ${f}`,
      todo: 'that page has no "Edit this page" link; give it `custom_edit_url` in its frontmatter',
    })),
  };
}

/**
 * A docs instance's version folders: name, folder in the content folder (as the build passes it to editUrl)
 * and in the site (as Docusaurus passes it: `../docs` for docs beside the site's folder).
 */
function docsVersionDirs(
  site: string,
  out: string,
  t: Translation,
  id: string,
): { name: string; folder: string; siteDir: string }[] {
  const siteRel = (from: string) => path.relative(site, path.resolve(site, from)).split(path.sep).join('/');
  const inst = (t.config.docsInstances as { id: string; path: string }[] | undefined)?.find((i) => i.id === id);
  const entry =
    id === 'default'
      ? { folder: 'docs', from: t.paths.docs ?? 'docs' }
      : inst && { folder: inst.path, from: inst.path };
  if (!entry) return [];
  const names = versionFileNames(id);
  let versions: string[] = [];
  try {
    const list = JSON.parse(fs.readFileSync(path.join(out, names.versions), 'utf8')) as unknown;
    if (Array.isArray(list)) versions = list.map(String);
  } catch {
    // No versions file: the current version only.
  }
  return [
    { name: 'current', folder: entry.folder, siteDir: siteRel(entry.from) },
    ...versions.map((v) => ({ name: v, folder: `${names.docs}/version-${v}`, siteDir: `${names.docs}/version-${v}` })),
  ];
}

const REDIRECTS_FILE = 'redirects.json';

/**
 * plugin-client-redirects' `createRedirects`, called as Docusaurus calls it: once for every route of the site
 * (each locale's paths under its base URL, with the slash `trailingSlash` gives them), each `from` it returns
 * a redirect to that route. The routes are the ones our build will make of the content folder just written.
 * A `from` that is a page of the site is left out, as the plugin leaves it out (with a note). Writes
 * redirects.json, which site.config.ts spreads into `redirects`; returns what to report.
 */
async function writeCreatedRedirects(out: string, t: Translation): Promise<{ translated: string[]; notes: Note[] }> {
  const file = path.join(out, REDIRECTS_FILE);
  if (!t.createRedirects.length) return { translated: [], notes: [] };
  fs.writeFileSync(file, '[]\n'); // what site.config.ts imports while the routes are listed
  let perLocale: Set<string>[];
  try {
    const config = await loadSiteConfig(out);
    const site = await collectSite(config, out);
    const { routes } = buildRouteTable(site, () => ({ module: '', preload: [], css: [] }));
    perLocale = site.localized.map((lc) => {
      const base = lc.locale.baseUrl;
      const own = routes.filter((r) => localeOfPath(r.path, site.locales).name === lc.locale.name);
      return new Set(own.map((r) => `/${publicPath(r.path, config.trailingSlash, base).slice(base.length)}`));
    });
  } catch (e) {
    return {
      translated: [],
      notes: [
        {
          what: `plugin-client-redirects \`createRedirects\`: the routes of the site could not be listed (${(e as Error).message.split('\n')[0]})`,
          todo: `fix what the build reports (npm run build -- --content ${outDirLabel(out)}), then import again; or write the redirects it made in ${REDIRECTS_FILE} as [{ "from", "to" }]`,
        },
      ],
    };
  }
  const bare = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const pages = perLocale.map((set) => new Set([...set].map(bare)));
  const created = new Map<string, string>();
  const dropped = new Set<string>();
  const failed: string[] = [];
  for (const routes of perLocale)
    for (const to of routes)
      for (const fn of t.createRedirects) {
        let froms: unknown;
        try {
          froms = fn(to);
        } catch (e) {
          if (failed.length < 5) failed.push(`${to}: ${(e as Error).message}`);
          continue;
        }
        for (const from of [froms ?? []].flat()) {
          if (typeof from !== 'string' || !/^\/[^?#]*$/.test(from) || created.has(from)) continue;
          // As the plugin: a redirect may not replace a page, and goes to a route every locale has.
          if (pages.some((p) => p.has(bare(from))) || !pages.every((p) => p.has(bare(to)))) {
            if (pages.some((p) => p.has(bare(from)))) dropped.add(from);
            continue;
          }
          created.set(from, to);
        }
      }
  const list = [...created].map(([from, to]) => ({ from, to }));
  fs.writeFileSync(file, JSON.stringify(list, null, 1) + '\n');
  return {
    translated: [
      `createRedirects (plugin-client-redirects): called for each of ${perLocale.reduce((n, s) => n + s.size, 0)} routes, ${list.length} redirects written to ${REDIRECTS_FILE}, which site.config.ts adds to \`redirects\` (a page added later gets none until the site is imported again)`,
    ],
    notes: [
      ...(dropped.size
        ? [
            {
              what: `createRedirects gave ${dropped.size} redirect${dropped.size > 1 ? 's' : ''} from a path that is a page (${[...dropped].slice(0, 3).join(', ')}${dropped.size > 3 ? ', …' : ''})`,
              todo: 'left out, as Docusaurus leaves them out (a redirect page would replace the page)',
            },
          ]
        : []),
      ...failed.map((f) => ({
        what: `createRedirects threw for ${f}`,
        todo: `that route has no redirects; add them to ${REDIRECTS_FILE} by hand if it needs some`,
      })),
    ],
  };
}

/** What site.config.ts holds in place of an editUrl function: a lookup of edit-urls.json by the build's arguments. */
function editUrlExpr(e: Translation['editUrlFns'][number]): string {
  if (e.section.kind === 'blog')
    return `({ locale, blogPath }: Record<string, string>) => editUrls.blog?.[\`\${locale}|\${blogPath}\`]`;
  return `({ locale, versionDocsDirPath, docPath }: Record<string, string>) => editUrls[${JSON.stringify(`docs:${e.section.id}`)}]?.[\`\${locale}|\${versionDocsDirPath}|\${docPath}\`]`;
}

/**
 * site.config.ts: the translated config as data, with the site's remark/rehype plugins imported from
 * their packages (whether a package exports its plugin as `default`, as `module.exports` or as a name).
 */
function writeConfig(file: string, header: string, t: Translation): void {
  const marker = (i: number) => `__lexora_plugin_${i}__`;
  const created = '__lexora_created_redirects__';
  const config = t.createRedirects.length
    ? { ...t.config, redirects: [...((t.config.redirects as unknown[] | undefined) ?? []), created] }
    : t.config;
  const json = JSON.stringify(
    config,
    (_k, v: unknown) => {
      const i = t.plugins.findIndex((p) => p.ref === v);
      if (i >= 0) return marker(i);
      const e = t.editUrlFns.findIndex((f) => f.ref === v);
      return e >= 0 ? `__lexora_edit_url_${e}__` : v;
    },
    2,
  )
    .replace(/"__lexora_plugin_(\d+)__"/g, (_, i: string) => pluginExpr(t.plugins[Number(i)]))
    .replace(/"__lexora_edit_url_(\d+)__"/g, (_, i: string) => editUrlExpr(t.editUrlFns[Number(i)]))
    .replace(`"${created}"`, '...createdRedirects');
  const imports = t.plugins.map((p) => `import * as ${p.ident}Module from ${JSON.stringify(p.spec)};`);
  if (t.editUrlFns.length)
    imports.push(
      `// The URLs the site's editUrl functions gave each page at import time (see README, "Coming from Docusaurus").`,
      `import editUrls from './${EDIT_URLS_FILE}';`,
    );
  if (t.createRedirects.length)
    imports.push(
      `// What the site's createRedirects function gave for each route at import time (see README, "Coming from Docusaurus").`,
      `import createdRedirects from './${REDIRECTS_FILE}';`,
    );
  const helper = t.plugins.length
    ? [
        '',
        "// A package's plugin, as an ES module's default export or CommonJS's module.exports (maybe with its own default).",
        '// eslint-disable-next-line @typescript-eslint/no-explicit-any',
        'const pluginOf = (m: any, name: string) => {',
        '  const main = m.default ?? m;',
        '  if (name) return m[name] ?? main[name];',
        "  return typeof main === 'function' ? main : (main.default ?? main);",
        '};',
      ]
    : [];
  fs.writeFileSync(file, [header, ...imports, ...helper, '', `export default ${json};`, ''].join('\n'));
}

const pluginExpr = (p: PluginImport) =>
  `pluginOf(${p.ident}Module, ${JSON.stringify(p.name === 'default' ? '' : p.name)})`;

function writeTs(file: string, header: string, value: unknown) {
  fs.writeFileSync(file, `${header}\nexport default ${JSON.stringify(value, null, 2)};\n`);
}

/** Link schemes our check allows without a word, and those never allowed (script, local files). */
const PLAIN_SCHEMES = ['http', 'https', 'mailto', 'tel', 'about', 'chrome', 'edge', 'pathname'];
const NEVER_SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem'];

/**
 * The schemes of app links (`[Install](vscode:extension/x)`, `href="slack://open"`) in the content folder's
 * Markdown and MDX, other than those our link check allows already or never allows: for `security.linkSchemes`.
 */
function appLinkSchemes(out: string): string[] {
  const found = new Set<string>();
  for (const file of listFiles(out, { skip: (n) => n === 'node_modules', keep: (f) => /\.mdx?$/.test(f) }))
    for (const m of fs
      .readFileSync(file, 'utf8')
      .matchAll(/(?:\]\(\s*<?|\bhref=\{?\s*["'`])([a-zA-Z][a-zA-Z0-9+.-]*):/g)) {
      const scheme = m[1].toLowerCase();
      // Not a drive letter (`](C:\\docs)`).
      if (scheme.length > 1 && !PLAIN_SCHEMES.includes(scheme) && !NEVER_SCHEMES.includes(scheme)) found.add(scheme);
    }
  return [...found].sort();
}

/** What Docusaurus lets pages do that our security settings refuse unless the site config allows it. */
function carrySecurity(out: string, t: Translation): void {
  // Links with an app's scheme (`vscode:extension/…`), which Docusaurus links as written and our check refuses.
  const schemes = appLinkSchemes(out);
  if (schemes.length) {
    t.config.security = { ...(t.config.security as object), linkSchemes: schemes };
    t.translated.push(
      `links with ${schemes.map((x) => `${x}:`).join(', ')} in the pages -> security.linkSchemes (allowed, as Docusaurus links them)`,
    );
  }

  // `<script>` elements in pages (tRPC's tweet embeds load platform.twitter.com/widgets.js), which Docusaurus
  // renders and our build refuses unless the site allows inline scripts.
  const scripted = filesWithScripts(out);
  if (scripted.length) {
    t.config.security = { ...(t.config.security as object), allowInlineScripts: true };
    t.translated.push(
      `<script> elements in ${scripted.length} page(s) or partial(s) (${scripted.slice(0, 3).join(', ')}${scripted.length > 3 ? ', …' : ''}) -> security.allowInlineScripts: true (they run, as in Docusaurus; see SECURITY.md)`,
    );
  }
}

/**
 * The content folder's Markdown and MDX files (content-relative) with a `<script>` element in the page: not in
 * its frontmatter's strings, code, or HTML and MDX comments, which show or hide the text without running it.
 */
function filesWithScripts(out: string): string[] {
  const found: string[] = [];
  for (const file of listFiles(out, { skip: (n) => n === 'node_modules', keep: (f) => /\.mdx?$/.test(f) })) {
    const prose = stripBom(fs.readFileSync(file, 'utf8'))
      .replace(FRONTMATTER, '')
      .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, '')
      .replace(/(`+)[\s\S]*?\1/g, '')
      .replace(/<!--[\s\S]*?-->|\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
    if (/<script\b/i.test(prose)) found.push(path.relative(out, file).split(path.sep).join('/'));
  }
  return found.sort();
}

/**
 * The packages the config names as presets, plugins and themes (`@ionic-docs/preset-classic`, a preset of
 * another name than NOT_NEEDED's): they do not run here, so they are not installed (with their own
 * dependencies, Docusaurus's among them: sharp for plugin-ideal-image, which downloads a binary).
 */
function configModulePackages(dc: unknown): Set<string> {
  const out = new Set<string>();
  const c = dc as { presets?: unknown[]; plugins?: unknown[]; themes?: unknown[] };
  for (const entry of [...(c.presets ?? []), ...(c.plugins ?? []), ...(c.themes ?? [])]) {
    const value = Array.isArray(entry) ? entry[0] : entry;
    const name = typeof value === 'string' ? value : stubName(value);
    const pkg = name ? packageName(name) : undefined;
    if (pkg) out.add(pkg);
  }
  return out;
}

// Packages this project provides itself (our React, MDX runtime), Docusaurus's own and third-party Docusaurus
// plugins, themes and presets (scoped ones too: @getcanary/docusaurus-theme-search-pagefind), which do not run here.
const NOT_NEEDED =
  /^(@docusaurus\/|(@[^/]+\/)?docusaurus-(plugin|theme|preset)-|@docusaurus$|react$|react-dom$|@mdx-js\/react$|@types\/)/;
/**
 * Docusaurus's libraries that run in Node outside Docusaurus, which a config's own files import (Electron's
 * remark transformers log with @docusaurus/logger; npm2yarn is a remark plugin): installed when the config's
 * files import them, though NOT_NEEDED covers @docusaurus/.
 */
const DOCUSAURUS_LIBRARIES = /^@docusaurus\/(logger|utils|utils-common|utils-validation|remark-plugin-npm2yarn)$/;
/**
 * Docusaurus's own dependencies a config imports without listing them, as npm places them beside the site's
 * Docusaurus (stylelint.io's config takes `themes.github` from prism-react-renderer, which its package.json does
 * not name): installed at the range Docusaurus 3's classic theme asks, or the config reads a stub.
 */
const DOCUSAURUS_DEPENDENCIES: Record<string, string> = { 'prism-react-renderer': '^2.3.0' };

/**
 * A Docusaurus package at the spec to install: a Docusaurus 1 or 2 one (`^2.0.1`) at `^3`. The 2.x remark
 * plugins write MDX 1 nodes (`jsx`, `import`), which the MDX 3 compiler shows as text (testing-library-docs'
 * npm2yarn tabs became `<Tabs groupId="npm2yarn">` in prose); Docusaurus 3 itself runs its own 3.x.
 */
export function docusaurusPackageSpec(name: string, spec: string): string {
  return name.startsWith('@docusaurus/') && /^[\^~>=\s]*[12](\.|$)/.test(spec) ? '^3' : spec;
}

/**
 * The site's npm dependencies its pages, components and plugins may import, written to the content
 * folder's package.json (`file:` paths made absolute); with `install`, installed there with npm.
 */
function carryDependencies(
  site: string,
  out: string,
  install: boolean,
  needed: string[] = [],
  configDeps: Record<string, string> = {},
  notRun: Set<string> = new Set(),
): string[] {
  const pkgFile = sitePackageFiles(site)[0];
  if (!pkgFile) return [];
  const deps = siteDependencies(pkgFile, out, needed);
  if (!deps) return [`${path.relative(process.cwd(), pkgFile)} is not valid JSON: its dependencies were not read`];
  const { fromWorkspace, notes } = applyWorkspaceSpecs(pkgFile, deps, needed);
  // Its remark/rehype plugins run here, Docusaurus's own among them (@docusaurus/remark-plugin-npm2yarn).
  // The plugins, themes and presets the config lists do not run here (the import names them): not
  // installed, unless a file of the site imports the package itself (then as any other import).
  const imported = Object.keys(deps).some((n) => notRun.has(n)) ? packagesImportedBySite(out) : new Set<string>();
  const candidates = Object.entries(deps)
    .filter(([name]) => needed.includes(name) || !NOT_NEEDED.test(name))
    .filter(([name]) => needed.includes(name) || !notRun.has(name) || imported.has(name))
    // A dependency on the site's own folder (`"yew-docs": "file:"`) is the site itself.
    .filter(([, spec]) => !/^file:(\.\/?)?$/.test(spec))
    .map(([name, spec]) => [
      name,
      spec.startsWith('file:') ? `file:${path.resolve(path.dirname(pkgFile), spec.slice(5))}` : spec,
    ]);
  // What this project has too is left out (pages resolve it from here)...
  const ours = (name: string) => fs.existsSync(path.join(process.cwd(), 'node_modules', name, 'package.json'));
  const wanted = candidates.filter(([name]) => !ours(name));
  // What the config imports stays installed (npm install prunes what package.json does not list).
  for (const [name, spec] of Object.entries(configDeps))
    if (!wanted.some(([n]) => n === name)) wanted.push([name, spec]);
  if (!wanted.length && !install)
    return [...notes, 'none needed: every dependency of the site is Docusaurus itself or already here'];
  const writePackageJson = () =>
    fs.writeFileSync(
      path.join(out, 'package.json'),
      JSON.stringify(contentPackageJson(site, Object.fromEntries(wanted)), null, 2) + '\n',
    );
  writePackageJson();
  if (!install)
    return [
      ...notes,
      `written to ${path.join(outDirLabel(out), 'package.json')}: ${wanted.map(([n, v]) => `${n}@${v}`).join(', ')}; install them with \`npm install\` in that folder (or import with --install)`,
    ];
  const missing = installSkippingUnpublished(out, pkgFile, wanted, writePackageJson, fromWorkspace, notes);
  const list = wanted.map(([n, v]) => `${n}@${v}`).join(', ');
  const done = [...notes, `installed into ${path.join(outDirLabel(out), 'node_modules')} with npm: ${list}`];
  if (missing.length) {
    const registry = siteRegistry(site);
    done.push(
      `not in the npm registry, left out: ${missing.join(', ')}; ${registry ? `the site's .npmrc installs from ${registry}: run \`npm install --registry ${registry} ${missing.join(' ')}\` in the content folder` : 'install them into the content folder from where the site gets them'} (the build names each import of them)`,
    );
  }
  // ...unless an installed package names it as a peer (optional ones too): Node resolves a package's own
  // imports from its folder in the content folder, which does not reach ours (remark-typescript-tools
  // imports typescript, an optional peer npm does not install).
  const peers = peersOf(
    out,
    wanted.map(([n]) => n),
  );
  const asPeers = candidates.filter(([name]) => ours(name) && peers.has(name) && !resolvableFrom(out, name));
  if (asPeers.length) {
    npmInstall(
      out,
      pkgFile,
      asPeers.map(([n, v]) => `${n}@${v}`),
    );
    done.push(
      `the peers of those this project has too, installed there as well (packages resolve their own imports from their folder): ${asPeers.map(([n, v]) => `${n}@${v}`).join(', ')}`,
    );
  }
  // Packages the site's code imports without listing them (hoisted transitive ones such as prop-types).
  const unlisted = [
    ...new Set(
      checkSourceImports(process.cwd(), out)
        .map((p) => /^import "((?:@[^/"]+\/)?[^/"]+)[^"]*": the package is not installed/.exec(p.message)?.[1])
        .filter((n): n is string => Boolean(n))
        // Not those left out above: they are listed, the registry does not have them.
        .filter((n) => !missing.some((m) => m.startsWith(`${n}@`))),
    ),
  ].sort();
  if (unlisted.length) {
    npmInstall(out, pkgFile, unlisted);
    done.push(
      `imported by the site's code but not in its package.json, installed too (latest): ${unlisted.join(', ')}`,
    );
  }
  return done;
}

/** The packages the content folder's files import that this project does not have. */
function packagesImportedBySite(out: string): Set<string> {
  return new Set(
    checkSourceImports(process.cwd(), out)
      .map((p) => /^import "((?:@[^/"]+\/)?[^/"]+)[^"]*": the package is not installed/.exec(p.message)?.[1])
      .filter((n): n is string => Boolean(n)),
  );
}

/**
 * The site's monorepo packages (`workspace:*`) in `deps` turned into registry specs, in place; a private one
 * is taken out and named in `notes`. Returns the names turned, which may be installed at their latest.
 */
function applyWorkspaceSpecs(pkgFile: string, deps: Record<string, string>, needed: string[]) {
  const leftOut: string[] = [];
  const fromWorkspace = new Set<string>();
  for (const [name, ws] of workspaceSpecs(path.dirname(pkgFile), deps)) {
    if ('spec' in ws) {
      deps[name] = ws.spec;
      fromWorkspace.add(name);
    } else {
      delete deps[name];
      if (!NOT_NEEDED.test(name) || needed.includes(name)) leftOut.push(`${name} (${ws.left})`);
    }
  }
  const notes = leftOut.length
    ? [
        `workspace packages left out: ${leftOut.join(', ')}; copy what the site imports of them into the content folder (the build names each import)`,
      ]
    : [];
  return { fromWorkspace, notes };
}

/**
 * The site's dependencies, and the devDependencies its CSS needs to build (the PostCSS config's plugins,
 * the packages its stylesheets import); null when its package.json is not JSON.
 */
function siteDependencies(pkgFile: string, out: string, needed: string[]): Record<string, string> | null {
  try {
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const deps = Object.fromEntries(
      Object.entries(pkg.dependencies ?? {}).map(([n, spec]) => [n, docusaurusPackageSpec(n, spec)]),
    );
    const css = cssPackages(out);
    // Its devDependencies that its CSS needs, and those site.config.ts imports (a remark plugin the config
    // requires from devDependencies, as Flow's site does @docusaurus/remark-plugin-npm2yarn).
    for (const [name, spec] of Object.entries(pkg.devDependencies ?? {}))
      if ((css.has(name) || needed.includes(name)) && !(name in deps)) deps[name] = docusaurusPackageSpec(name, spec);
    return deps;
  } catch {
    return null;
  }
}

/**
 * Packages the content folder's CSS needs to build: those its PostCSS config names (`@tailwindcss/postcss`)
 * and those its stylesheets under src/ import (`@import "tailwindcss/theme.css"`).
 */
function cssPackages(out: string): Set<string> {
  const names = new Set<string>();
  const add = (spec: string) => {
    const m = /^(@[\w.-]+\/[\w.-]+|[\w][\w.-]*)/.exec(spec);
    if (m) names.add(m[1]);
  };
  for (const f of POSTCSS_CONFIGS) {
    const file = path.join(out, f);
    if (fs.existsSync(file))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/["']([^"'\s./][^"'\s]*)["']/g)) add(m[1]);
  }
  const walkCss = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules') walkCss(full);
      // A Less or Stylus stylesheet needs its compiler (a devDependency of docusaurus-plugin-less/-stylus sites).
      else if (/\.less$/.test(e.name)) names.add('less');
      else if (/\.styl$/.test(e.name)) names.add('stylus');
      else if (/\.(css|scss|sass)$/.test(e.name))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/@(?:import|use)\s+(?:url\()?["']([^"'~./][^"']*)["']/g))
          add(m[1]);
    }
  };
  walkCss(path.join(out, 'src'));
  // Package stylesheets in customCss (`node_modules/@radix-ui/colors/sky.css`): their packages.
  const config = path.join(out, 'site.config.ts');
  if (fs.existsSync(config))
    for (const m of fs.readFileSync(config, 'utf8').matchAll(/"node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//g))
      names.add(m[1]);
  return names;
}

/** The peer dependencies (optional ones included) the installed packages `names` of the content folder declare. */
function peersOf(out: string, names: string[]): Set<string> {
  const peers = new Set<string>();
  for (const name of names) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(out, 'node_modules', name, 'package.json'), 'utf8')) as {
        peerDependencies?: Record<string, string>;
      };
      for (const peer of Object.keys(pkg.peerDependencies ?? {})) peers.add(peer);
    } catch {
      // Not installed there (a failed optional install): no peers to add.
    }
  }
  return peers;
}

/** Whether `name` is installed in the content folder's node_modules. */
const resolvableFrom = (out: string, name: string) =>
  fs.existsSync(path.join(out, 'node_modules', name, 'package.json'));

/**
 * npm install in the content folder. A package the registry does not have (pnpm's site installs its home
 * page's packages from its own registry, named in its .npmrc) is taken out of `wanted` and the install
 * run again; returns those (`name@spec`), which the import names and the build names each import of.
 * A workspace package (`relaxable`) whose repository version the registry does not have yet (the
 * repository bumped it before publishing) is installed at its latest instead, and named in `notes`.
 */
function installSkippingUnpublished(
  out: string,
  pkgFile: string,
  wanted: string[][],
  writePackageJson: () => void,
  relaxable = new Set<string>(),
  notes: string[] = [],
): string[] {
  const missing: string[] = [];
  for (;;) {
    const res = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: out, encoding: 'utf8' });
    if (res.status === 0) return missing;
    const unpublished = unpublishedVersion(res.stderr + res.stdout);
    const entry = unpublished && wanted.find(([w, v]) => w === unpublished.name && v !== 'latest');
    if (entry && relaxable.has(entry[0])) {
      notes.push(
        `${entry[0]}@${entry[1]}: not published yet (its repository is ahead of the registry), installed at its latest`,
      );
      entry[1] = 'latest';
      writePackageJson();
      continue;
    }
    const gone = notInRegistry(res.stderr + res.stdout).filter((n) => wanted.some(([w]) => w === n));
    if (!gone.length) npmInstall(out, pkgFile, []); // throws the located report
    for (const name of gone) {
      const i = wanted.findIndex(([w]) => w === name);
      missing.push(`${name}@${wanted[i][1]}`);
      wanted.splice(i, 1);
    }
    writePackageJson();
  }
}

/** The package and spec npm's output of a failed install says no published version matches (`notarget`). */
export function unpublishedVersion(output: string): { name: string; spec: string } | null {
  const m = /No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@(\S+?)\.?(?:\s|$)/.exec(output);
  return m ? { name: m[1], spec: m[2] } : null;
}

/** The packages npm's output of a failed install says the registry does not have (404). */
export function notInRegistry(output: string): string[] {
  const names = new Set<string>();
  for (const m of output.matchAll(/'((?:@[^/'\s]+\/)?[^@'\s]+)@[^']*' is not in this registry/g)) names.add(m[1]);
  for (const m of output.matchAll(/404 Not Found - GET https?:\/\/\S+\/((?:@[^/\s]+%2[fF])?[^/\s%]+)(?=\s|$)/g))
    names.add(decodeURIComponent(m[1]));
  return [...names];
}

/** The registry the site's .npmrc (its folder's or its repository's) installs from, if it names one. */
function siteRegistry(site: string): string | null {
  for (const dir of [site, path.dirname(site)]) {
    const rc = path.join(dir, '.npmrc');
    if (!fs.existsSync(rc)) continue;
    const m = /^\s*registry\s*=\s*(\S+)/m.exec(fs.readFileSync(rc, 'utf8'));
    if (m) return m[1];
  }
  return null;
}

// Fields of the site's package.json its pages may read (`import pkg from '../../package.json'`: Kysely's home
// page shows `v{pkg.version}`); what would change an install (scripts, devDependencies, workspaces, and `name`:
// npm refuses a dependency of the same name) is left out.
const DESCRIPTIVE = ['version', 'description', 'homepage', 'license', 'author', 'repository', 'bugs', 'keywords'];

/**
 * The content folder's package.json: the site's descriptive fields, as the site's code reads them where the
 * site's package.json was, and the dependencies the import installs there.
 */
function contentPackageJson(site: string, dependencies: Record<string, string>): Record<string, unknown> {
  let own: Record<string, unknown> = {};
  try {
    own = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    // No package.json in the site folder (or not JSON): dependencies only.
  }
  const kept = Object.fromEntries(DESCRIPTIVE.filter((k) => own[k] !== undefined).map((k) => [k, own[k]]));
  return { ...kept, private: true, dependencies };
}

/** The site's package.json, then the repository's (a site in `website/` of a monorepo). */
function sitePackageFiles(site: string): string[] {
  return [site, path.dirname(site)].map((d) => path.join(d, 'package.json')).filter((f) => fs.existsSync(f));
}

/**
 * The packages the config (and the files it imports) imports that are not installed where it runs,
 * installed into the content folder before it is evaluated, at the version the nearest package.json
 * gives them (its dependencies or devDependencies: configs import build tools such as `yaml`).
 * Docusaurus's own packages are left to stubs. Returns what was installed, name to version.
 */
function installConfigPackages(
  site: string,
  out: string,
  configFile: string,
  packages: string[],
  already: Record<string, string> = {},
) {
  const versions: Record<string, string> = {};
  for (const file of sitePackageFiles(site).reverse()) {
    try {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
      const all = { ...pkg.optionalDependencies, ...pkg.devDependencies, ...pkg.dependencies };
      const ws = workspaceSpecs(path.dirname(file), all);
      for (const [name, spec] of Object.entries(all)) {
        const w = ws.get(name);
        // A private workspace package keeps its `workspace:` spec, which is not installed (a stub).
        versions[name] = docusaurusPackageSpec(
          name,
          w && 'spec' in w
            ? w.spec
            : spec.startsWith('file:')
              ? `file:${path.resolve(path.dirname(file), spec.slice(5))}`
              : spec,
        );
      }
    } catch {
      // Not valid JSON: carryDependencies reports it.
    }
  }
  const req = createRequire(configFile);
  const resolvable = (name: string) =>
    [name, `${name}/package.json`].some((id) => {
      try {
        return Boolean(req.resolve(id));
      } catch {
        return false;
      }
    });
  // Docusaurus's own Node libraries, which a site lists only through @docusaurus/core: at its version.
  for (const n of packages.map(packageName))
    if (n && DOCUSAURUS_LIBRARIES.test(n) && !versions[n] && versions['@docusaurus/core'])
      versions[n] = versions['@docusaurus/core'];
  const docusaurusSite = Object.keys(versions).some((n) => n.startsWith('@docusaurus/'));
  for (const n of packages.map(packageName))
    if (n && DOCUSAURUS_DEPENDENCIES[n] && !versions[n] && docusaurusSite) versions[n] = DOCUSAURUS_DEPENDENCIES[n];
  // A workspace package (`workspace:*`, `link:`) is not on the registry: left to a stub.
  const installable = (n: string | undefined): n is string =>
    Boolean(
      n &&
      versions[n] &&
      !/^(workspace|link|portal):/.test(versions[n]) &&
      (!NOT_NEEDED.test(n) || DOCUSAURUS_LIBRARIES.test(n)) &&
      !resolvable(n) &&
      !resolvableFrom(out, n),
    );
  const wanted = Object.fromEntries(
    packages
      .map(packageName)
      .filter(installable)
      .map((n) => [n, versions[n]]),
  );
  if (!Object.keys(wanted).length) return {};
  fs.mkdirSync(out, { recursive: true });
  // With what an earlier file (the config, before its sidebars) had installed: npm install keeps only what it lists.
  fs.writeFileSync(
    path.join(out, 'package.json'),
    JSON.stringify(contentPackageJson(site, { ...already, ...wanted }), null, 2) + '\n',
  );
  // With their peers (prism-react-renderer's React): the config requires them before anything else is installed.
  npmInstall(out, sitePackageFiles(site)[0] ?? configFile, ['--legacy-peer-deps=false']);
  // Their peers the site lists: the optional ones npm leaves out are installed (remark-typescript-tools imports
  // typescript), and all are kept in package.json, or the site's install, which may run with legacy-peer-deps (as
  // `npm run` passes this project's .npmrc on), removes those npm added (remark-shiki-twoslash's typescript).
  const peers = [...peersOf(out, Object.keys(wanted))].filter(
    (n) => versions[n] && !/^(workspace|link|portal):/.test(versions[n]) && !NOT_NEEDED.test(n),
  );
  const absent = peers.filter((n) => !resolvableFrom(out, n));
  if (absent.length)
    npmInstall(
      out,
      sitePackageFiles(site)[0] ?? configFile,
      absent.map((n) => `${n}@${versions[n]}`),
    );
  for (const n of peers) wanted[n] = versions[n];
  return wanted;
}

function npmInstall(out: string, pkgFile: string, args: string[]): void {
  const res = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...args], { cwd: out, encoding: 'utf8' });
  if (res.status !== 0)
    throw new BuildError("Installing the site's dependencies failed.", [
      {
        file: path.relative(process.cwd(), pkgFile),
        message: `npm install in ${out} failed: ${(res.stderr || res.stdout).trim().split('\n').slice(-3).join(' ')}`,
        hint: 'fix the dependency it names, or import without --install and install them yourself',
      },
    ]);
}

const outDirLabel = (out: string) => path.relative(process.cwd(), out) || '.';

/** The site's config file, and an empty output folder to write into; a located error otherwise. */
function checkInputs(siteDir: string, site: string, outDir: string, out: string): string {
  const configFile = findFile(site, 'docusaurus.config', CONFIG_EXTS);
  if (!configFile) {
    throw new BuildError('Not a Docusaurus site.', [
      {
        file: siteDir,
        message: `no docusaurus.config.{${CONFIG_EXTS.join(',')}} in this folder`,
        hint: 'pass the folder that holds docusaurus.config.js (the site root, not its docs/ folder)',
      },
    ]);
  }
  if (fs.existsSync(out) && fs.readdirSync(out).length) {
    throw new BuildError('The output folder is not empty.', [
      {
        file: outDir,
        message: 'it already has files',
        hint: 'pass a new or empty folder to --out, so nothing of yours is overwritten',
      },
    ]);
  }
  return configFile;
}

/** Sidebars: the preset's sidebarPath, else sidebars.{js,ts,json}; none means one autogenerated sidebar. */
async function importSidebars(
  site: string,
  out: string,
  t: Translation,
  skipped: Note[],
  stubbed: Set<string>,
  prepare?: LoadOptions['prepare'],
) {
  let sidebars: unknown = { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
  const sidebarFile = t.paths.sidebars
    ? path.resolve(site, t.paths.sidebars)
    : findFile(site, 'sidebars', ['js', 'mjs', 'cjs', 'ts', 'json']);
  if (sidebarFile && fs.existsSync(sidebarFile)) {
    if (sidebarFile.endsWith('.json')) {
      const text = fs.readFileSync(sidebarFile, 'utf8');
      const bad = jsonSyntaxError(text);
      if (bad) {
        throw new BuildError('Invalid sidebars.', [
          {
            file: path.relative(process.cwd(), sidebarFile),
            line: bad.line,
            message: `JSON syntax error: ${bad.message}`,
            hint: 'fix the JSON (no comments or trailing commas); Docusaurus cannot read it either',
          },
        ]);
      }
      sidebars = JSON.parse(text);
    } else {
      const s = await loadModule(sidebarFile, undefined, prepare ? { prepare } : {});
      s.stubbed.forEach((p) => stubbed.add(p));
      sidebars = s.value;
    }
    t.translated.push(`sidebars from ${path.basename(sidebarFile)}`);
  } else {
    t.translated.push('no sidebars file: one sidebar generated from the docs folder, as Docusaurus does');
  }
  writeTs(
    path.join(out, 'sidebars.ts'),
    `// Imported from ${sidebarFile ? path.basename(sidebarFile) : 'the Docusaurus default'} by \`npm run import:docusaurus\`.`,
    serializable(sidebars, 'sidebars', skipped),
  );
}

/**
 * Which export of its file each remark/rehype plugin written in a file of the site is: the file is run on its
 * own and the export with the plugin's source text is taken (`module.exports`, `default` or a name).
 */
async function nameLocalPlugins(
  site: string,
  t: Translation,
  skipped: Note[],
  prepare?: LoadOptions['prepare'],
): Promise<void> {
  for (const p of t.plugins) {
    if (!p.local) continue;
    let exports: unknown;
    try {
      exports = (
        await loadModule(path.join(site, p.spec), undefined, { ...(prepare ? { prepare } : {}), exports: true })
      ).value;
    } catch {
      // Reported below: the plugin is imported as the file's main export.
    }
    // The source text as written first, then with esbuild's renames undone (pluginSource).
    const name = exportWithSource(exports, p.local.fn, false) ?? exportWithSource(exports, p.local.fn, true);
    if (name === '' || name === 'default') p.name = '';
    else if (name) p.name = name;
    else
      skipped.push({
        what: `remark/rehype plugin ${p.spec}`,
        todo: "imported in site.config.ts as the file's main export, which is not the function the config used: import the right export there",
      });
  }
}

/**
 * A function's source text without white space (the config's bundle indents a CommonJS file's code one level
 * deeper); `renamed`: also without the numbers esbuild appends to names when it bundles several files that use
 * one name. The config's bundle holds Electron's seven transformer files, each `export default function
 * attacher()`, as `attacher`, `attacher2`… (their `transformer` too), while a file run on its own keeps `attacher`.
 */
function pluginSource(v: unknown, renamed: boolean): string | undefined {
  if (typeof v !== 'function') return undefined;
  const text = Function.prototype.toString.call(v).replace(/\s+/g, '');
  return renamed ? text.replace(/\b([A-Za-z_$][\w$]*?)\d+\b/g, '$1') : text;
}

/** Which export of a module has the plugin's source: '' for the module itself, else the export's name. */
function exportWithSource(exports: unknown, fn: unknown, renamed: boolean): string | undefined {
  const want = pluginSource(fn, renamed);
  if (want === undefined) return undefined;
  if (pluginSource(exports, renamed) === want) return '';
  if (!exports || (typeof exports !== 'object' && typeof exports !== 'function')) return undefined;
  return Object.entries(exports as Record<string, unknown>).find(([, v]) => pluginSource(v, renamed) === want)?.[0];
}

/** The site's folders, byte for byte, laid out as Docusaurus lays them out; returns what was copied. */
function copySiteFolders(site: string, out: string, t: Translation, skipped: Note[]): string[] {
  const copied: string[] = [];
  const folders: CopiedFolder[] = [];
  const copy = (from: string | null, to: string, label: string, skip?: (rel: string) => boolean) => {
    if (!from) return;
    const src = path.resolve(site, from);
    if (!fs.existsSync(src)) return;
    const n = copyTree(src, path.join(out, to), skip);
    folders.push({ from: src, to: path.join(out, to) });
    copied.push(`${label} (${n} file${n === 1 ? '' : 's'})`);
  };
  copy(t.paths.docs, 'docs', `${t.paths.docs}/ -> docs/`);
  copy(t.paths.blog, 'blog', `${t.paths.blog}/ -> blog/`);
  copy('static', 'static', 'static/');
  // src/ as is: pages, components, CSS, anything they import, and swizzled theme components (src/theme).
  copy('src', 'src', 'src/ (pages, components, theme components, CSS)');
  reportSwizzled(out, skipped, t.translated);
  // Versioned docs, as Docusaurus lays them out (the default docs instance): built as they are.
  if (fs.existsSync(path.join(site, 'versions.json'))) {
    fs.copyFileSync(path.join(site, 'versions.json'), path.join(out, 'versions.json'));
    copied.push('versions.json');
  }
  copy('versioned_docs', 'versioned_docs', 'versioned_docs/');
  copy('versioned_sidebars', 'versioned_sidebars', 'versioned_sidebars/');
  copyDocsInstances(site, out, t, copy, copied);
  // Translations, laid out as Docusaurus lays them out (i18n/<locale>/docusaurus-plugin-content-docs/current/…).
  copy('i18n', 'i18n', 'i18n/ (translated docs, posts, pages and labels)');
  // Its PostCSS config (Tailwind), which Docusaurus's CSS loader reads: the build reads it from there too.
  for (const f of POSTCSS_CONFIGS)
    if (fs.existsSync(path.join(site, f))) {
      fs.copyFileSync(path.join(site, f), path.join(out, f));
      copied.push(f);
    }
  // The remark/rehype plugins written in the site's own files (tRPC's mdxToJsx.js), which site.config.ts imports.
  for (const p of t.plugins)
    if (p.local && !folders.some((f) => f.to === path.join(out, p.spec))) {
      const to = path.join(out, p.spec);
      if (!fs.existsSync(to)) {
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(path.join(site, p.spec), to);
        copied.push(`${p.spec.slice(2)} (a remark/rehype plugin of the config)`);
      }
      folders.push({ from: path.join(site, p.spec), to });
    }
  // What the copied code and pages import from elsewhere in the site (`@site/users.json`, `../../versions.json`).
  const imported = copyImportedFiles(site, out, folders);
  if (imported.copied.length) copied.push(`imported by the site's code or pages: ${imported.copied.join(', ')}`);
  skipped.push(...imported.notes);
  return copied;
}

/** The site's custom CSS, after its Prism themes written as a stylesheet (so its own CSS still refines code). */
function carryStyles(site: string, out: string, t: Translation, config: unknown, skipped: Note[]): void {
  const customCss = applyCustomCss(site, t.paths.customCss, skipped);
  const prismCss = prismThemeCss((config as { themeConfig?: { prism?: object } }).themeConfig?.prism);
  const prismFile = 'src/css/docusaurus-prism-theme.css';
  if (prismCss && !fs.existsSync(path.join(out, prismFile))) {
    fs.mkdirSync(path.join(out, 'src/css'), { recursive: true });
    fs.writeFileSync(path.join(out, prismFile), prismCss);
    customCss.unshift(prismFile);
    t.translated.push(`themeConfig.prism theme/darkTheme -> ${prismFile} (code block colours)`);
  }
  if (customCss.length) {
    t.config.customCss = customCss;
    t.translated.push(`theme.customCss -> customCss (${customCss.join(', ')}), applied after our theme's CSS`);
  }
}

/**
 * A plugin given as a file of the site that only re-exports the docs plugin (HAMi's
 * `src/plugins/docs/index.js`: `export default pluginContentDocs.default`) is that plugin, as Docusaurus
 * runs it: its entry is rewritten to name `@docusaurus/plugin-content-docs`, so its options (id, path,
 * sidebars, versions) are read as the docs plugin's.
 */
async function readPluginReexports(dc: { plugins?: unknown }, site: string): Promise<string[]> {
  const notes: string[] = [];
  if (!Array.isArray(dc.plugins)) return notes;
  const DOCS = '@docusaurus/plugin-content-docs';
  for (const [i, p] of dc.plugins.entries()) {
    const name: unknown = Array.isArray(p) ? p[0] : p;
    const file = localPluginFile(site, name, true);
    if (!file) continue;
    let mod: LoadedModule;
    try {
      mod = await loadModule(file, path.relative(site, file), { exports: true });
    } catch {
      continue; // a plugin that cannot even load is reported as not run, as before
    }
    // The package's plugin function: its export (an installed package's), or a stub read as `.default`
    // (once more through an ES module's default import of a CommonJS package: `.default.default`).
    const value = defaultExport(mod.value);
    const stubbed = stubName(value);
    const from = packageExport(value, mod);
    const isDocs = stubbed
      ? stubbed === DOCS || (/^\.default(\.default)*$/.test(stubbed.slice(DOCS.length)) && stubbed.startsWith(DOCS))
      : from?.spec === DOCS && (from.name === 'default' || from.name === '');
    if (!isDocs) continue;
    dc.plugins[i] = Array.isArray(p) ? [DOCS, ...p.slice(1)] : DOCS;
    notes.push(`plugin ${String(name)}: a re-export of ${DOCS}, read as it`);
  }
  return notes;
}

/** The config translated, its plugin files that re-export the docs plugin read as it first. */
async function translateSiteConfig(loaded: Awaited<ReturnType<typeof loadModule>>, site: string): Promise<Translation> {
  const reexports = await readPluginReexports(loaded.value as { plugins?: unknown }, site);
  const t = translateConfig(loaded.value, loaded, site);
  t.translated.push(...reexports);
  return t;
}

export async function importDocusaurus(
  siteDir: string,
  outDir: string,
  opts: { install?: boolean } = {},
): Promise<ImportReport> {
  const site = path.resolve(siteDir);
  const out = path.resolve(outDir);
  const configFile = checkInputs(siteDir, site, outDir, out);
  const configDeps: Record<string, string> = {};
  const configInstalled: string[] = [];
  // Also for the sidebars file, which Docusaurus runs as it runs the config: a package both import (tRPC's
  // sidebars.ts and config read the same env.js, which requires zod) is found where the config's was put.
  const prepare = (packages: string[]) => {
    const now = installConfigPackages(site, out, configFile, packages, configDeps);
    Object.assign(configDeps, now);
    configInstalled.push(...Object.entries(now).map(([n, v]) => `${n}@${v}`));
    return configInstalled.length ? out : undefined;
  };
  const loaded = await loadModule(configFile, undefined, opts.install ? { prepare } : {});
  if (!loaded.value || typeof loaded.value !== 'object') {
    throw new BuildError('Invalid Docusaurus config.', [
      {
        file: path.relative(process.cwd(), configFile),
        message: 'it exports no config object',
        hint: 'export the config object (or a function returning it) as default or module.exports',
      },
    ]);
  }
  const t = await translateSiteConfig(loaded, site);
  const older = olderDocusaurusNote(site);
  const skipped = [...(older ? [older] : []), ...t.skipped];
  await nameLocalPlugins(site, t, skipped, opts.install ? prepare : undefined);
  const stubbed = new Set(loaded.stubbed);
  fs.mkdirSync(out, { recursive: true });
  await importSidebars(site, out, t, skipped, stubbed, opts.install ? prepare : undefined);
  const copied = copySiteFolders(site, out, t, skipped);
  carryStyles(site, out, t, loaded.value, skipped);
  // A plugin's configurePostCss (Tailwind added by a small plugin) as the content folder's PostCSS config.
  const hooked = await carryPluginPostcss(
    site,
    out,
    loaded.value as { plugins?: unknown[] },
    loaded,
    POSTCSS_CONFIGS.some((f) => fs.existsSync(path.join(site, f))),
  );
  t.translated.push(...hooked.translated);
  skipped.push(...hooked.notes);
  const edits = writeEditUrls(site, out, t);
  t.translated.push(...edits.translated);
  skipped.push(...edits.notes);

  carrySecurity(out, t);

  const header = `// Imported from ${path.basename(configFile)} by \`npm run import:docusaurus\`. Validated by prerender/content/config.ts;\n// see README.md, "Site configuration" and "Coming from Docusaurus".`;
  const configOut = path.join(out, 'site.config.ts');
  writeConfig(configOut, header, t);
  // The written config must be valid for our build; a translation gap is a bug of this importer.
  validateSiteConfig(t.config, path.relative(process.cwd(), configOut), fs.readFileSync(configOut, 'utf8'));
  const pluginPackages = t.plugins.map((p) =>
    p.spec
      .split('/')
      .slice(0, p.spec.startsWith('@') ? 2 : 1)
      .join('/'),
  );
  const dependencies = carryDependencies(
    site,
    out,
    Boolean(opts.install),
    pluginPackages,
    configDeps,
    configModulePackages(loaded.value),
  );
  if (configInstalled.length)
    dependencies.unshift(
      `imported by ${path.basename(configFile)}, installed into ${path.join(outDirLabel(out), 'node_modules')} before reading it: ${configInstalled.join(', ')}`,
    );
  // Last: the routes createRedirects is called for are those the build makes of the folder as written (dependencies included).
  const created = await writeCreatedRedirects(out, t);
  t.translated.push(...created.translated);
  skipped.push(...created.notes);
  return { translated: t.translated, copied, dependencies, skipped, stubbed: [...stubbed].sort() };
}

export function formatReport(r: ImportReport, outDir: string): string {
  const lines = [
    'Translated:',
    ...r.translated.map((s) => `  - ${s}`),
    'Copied byte for byte:',
    ...r.copied.map((s) => `  - ${s}`),
  ];
  if (r.dependencies.length) lines.push("The site's npm dependencies:", ...r.dependencies.map((s) => `  - ${s}`));
  if (r.stubbed.length)
    lines.push(
      'Packages not installed here, replaced by stubs while reading the config:',
      ...r.stubbed.map((s) => `  - ${s}`),
    );
  if (r.skipped.length)
    lines.push('Not carried over (and what to do):', ...r.skipped.map((n) => `  - ${n.what}\n      ${n.todo}`));
  lines.push(`Next: npm run build -- --content ${outDir}`);
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? args[outAt + 1] : undefined;
  const siteDir = args.find((a, i) => !a.startsWith('--') && i !== outAt + 1);
  const install = args.includes('--install');
  if (!siteDir || !outDir) {
    console.error('Usage: npm run import:docusaurus -- <docusaurus-site-dir> --out <content-dir> [--install]');
    process.exit(2);
  }
  importDocusaurus(siteDir, outDir, { install })
    .then((r) => console.log(`Imported ${siteDir} into ${outDir}.\n${formatReport(r, outDir)}`))
    .catch((e) => {
      if (e instanceof BuildError) console.error(`\nImport failed. ${e.message}\n`);
      else console.error('\nImport failed with an unexpected error:\n', e);
      process.exit(1);
    });
}

/** Each other docs instance: its folder, sidebars file and versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`), under the same names. */
function copyDocsInstances(
  site: string,
  out: string,
  t: Translation,
  copy: (from: string | null, to: string, label: string) => void,
  copied: string[],
): void {
  const entries = (t.config.docsInstances ?? []) as { id: string; path: string; sidebarPath?: string }[];
  for (const inst of t.paths.instances) {
    const entry = entries.find((e) => e.id === inst.id);
    const folder = path.relative(site, path.resolve(site, inst.path)).split(path.sep).join('/');
    copy(inst.path, folder, `${folder}/ (docs instance "${inst.id}")`);
    if (entry) entry.path = folder;
    if (inst.sidebarPath && entry) {
      const from = path.resolve(site, inst.sidebarPath);
      const rel = path.relative(site, from).split(path.sep).join('/');
      if (fs.existsSync(from)) {
        fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
        fs.copyFileSync(from, path.join(out, rel));
        copied.push(rel);
      }
      entry.sidebarPath = rel;
    }
    const names = versionFileNames(inst.id);
    if (fs.existsSync(path.join(site, names.versions))) {
      fs.copyFileSync(path.join(site, names.versions), path.join(out, names.versions));
      copied.push(names.versions);
    }
    copy(names.docs, names.docs, `${names.docs}/`);
    copy(names.sidebars, names.sidebars, `${names.sidebars}/`);
  }
}
