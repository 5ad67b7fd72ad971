// The site config's `redirects` (Docusaurus's plugin-client-redirects): a small HTML page at each `from`
// path that sends the reader to `to`, written as that plugin writes it, in every locale built. A `from`
// that is a page of the site, or a `to` that is a path no page has, fails the build at its line.
import fs from 'node:fs';
import path from 'node:path';
import { localeOfPath } from '../../src/shared/locales.ts';
import { applyTrailingSlash } from '../../src/shared/paths.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { keyLine, valueLine } from '../report/source-lines.ts';
import { readTextFile } from '../content/read-source.ts';
import type { SiteModel } from '../content/model.ts';

export interface RedirectPage {
  /** Where it goes, relative to the output folder. */
  file: string;
  html: string;
}

/**
 * The page Docusaurus's plugin writes: a meta refresh, a canonical link and a script that also keeps the
 * query and hash the reader came with (when the target has none of its own).
 */
export function redirectHtml(toUrl: string): string {
  // encodeURI leaves a single quote as it is: encoded too, it cannot end the script's string.
  const encoded = encodeURI(toUrl).replace(/'/g, '%27');
  let forward: boolean;
  try {
    const u = new URL(toUrl, 'https://example.com');
    forward = !u.search && !u.hash;
  } catch {
    forward = false;
  }
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${encoded}">
    <link rel="canonical" href="${encoded}" />
  </head>
  <script>
    window.location.href = '${encoded}'${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>`;
}

/**
 * The file of a redirect from `from` (a path under the locale's base URL): `<from>/index.html`, which a
 * static host serves after a page's own `<from>.html`; with `trailingSlash: false` a `from` ending in
 * `.html` is written as `<from>.html` (a folder cannot share the page file's name), as the plugin does.
 */
function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const rel = from.replace(/^\/+/, '');
  if (trailingSlash === false && rel.endsWith('.html')) return `${rel}.html`;
  return path.posix.join(rel.replace(/\/+$/, ''), 'index.html');
}

const bare = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Every redirect page of the site, checked against its routes (`routes`: every page's path, base URL
 * included, as the route table has them). Throws a BuildError naming site.config.ts's line of each
 * `from` that is a page's path and each `to` that no page has.
 */
export function redirectPages(site: SiteModel, routes: string[]): RedirectPage[] {
  const { config } = site;
  const redirects = config.redirects.flatMap((r) => [r.from].flat().map((from) => ({ from, to: r.to })));
  if (!redirects.length) return [];
  const configFile = path.join(site.contentDir, 'site.config.ts');
  const shown = path.relative(process.cwd(), configFile);
  let source = '';
  try {
    source = readTextFile(configFile);
  } catch {
    // Lines are a help; the problems are reported without them.
  }
  const lineOf = (value: string) =>
    valueLine(source, value, { format: 'code' }) ?? keyLine(source, ['redirects'], { format: 'code' });
  const problems: Problem[] = [];
  const pages: RedirectPage[] = [];
  const reported = new Set<string>();
  for (const lc of site.localized) {
    const base = lc.locale.baseUrl;
    // This locale's pages, as paths under its base URL without a trailing slash (how a redirect names them).
    const own = new Set(
      routes
        .filter((r) => localeOfPath(r, site.locales).name === lc.locale.name)
        .map((r) => bare(`/${r.slice(base.length)}`)),
    );
    const seen = new Set<string>();
    for (const { from, to } of redirects) {
      const fromPath = decodeURI(bare(from.split(/[?#]/)[0]!));
      if (seen.has(fromPath)) continue; // the first redirect of a path wins, as in Docusaurus
      seen.add(fromPath);
      if (own.has(fromPath)) {
        if (!reported.has(`from:${from}`))
          problems.push({
            file: shown,
            line: lineOf(from),
            message: `redirect from "${from}": that path is a page of the site; a redirect page would replace it`,
            hint: `remove "${from}" from redirects (or give the page another path)`,
          });
        reported.add(`from:${from}`);
        continue;
      }
      const target = to.startsWith('/') ? applyTrailingSlash(to, config.trailingSlash) : to;
      if (to.startsWith('/')) {
        const toPath = decodeURI(bare(new URL(to, 'https://example.com').pathname));
        if (!own.has(toPath)) {
          if (!reported.has(`to:${to}`))
            problems.push({
              file: shown,
              line: lineOf(to),
              message: `redirect to "${to}": no page has that path`,
              hint: 'point it at a page of the site (a path under the base URL, e.g. "/docs/intro"), or at a full URL',
            });
          reported.add(`to:${to}`);
          continue;
        }
      }
      const toUrl = to.startsWith('/') ? `${base.replace(/\/$/, '')}${target}` : target;
      const folder = base.slice(config.baseUrl.length);
      const file = path.posix.join(folder, redirectFile(fromPath, config.trailingSlash));
      if (file.startsWith('../') || file === '..' || path.posix.isAbsolute(file)) {
        // The schema refuses such a from; a config that reaches here some other way is refused too.
        problems.push({
          file: shown,
          line: lineOf(from),
          message: `redirect from "${from}": its page would be written outside the output folder`,
          hint: 'use a path of the site without "." or ".." segments, e.g. "/docs/old-page"',
        });
        continue;
      }
      pages.push({ file, html: redirectHtml(toUrl) });
    }
  }
  if (problems.length)
    throw new BuildError(`${problems.length} redirect${problems.length > 1 ? 's are' : ' is'} invalid.`, problems);
  return pages;
}

/** Writes the redirect pages into the output; a file already there (a static file, say) is never replaced. */
export function writeRedirectPages(outDir: string, pages: RedirectPage[], configFile: string): void {
  const taken = pages.filter((p) => fs.existsSync(path.join(outDir, p.file)));
  if (taken.length)
    throw new BuildError(
      'A redirect page would replace a file of the site.',
      taken.map((p) => ({
        file: configFile,
        message: `the redirect page ${p.file} is already a file of the output (a static file?)`,
        hint: 'remove that redirect, or the file',
      })),
    );
  for (const p of pages) {
    fs.mkdirSync(path.dirname(path.join(outDir, p.file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, p.file), p.html, { flag: 'wx' });
  }
}
