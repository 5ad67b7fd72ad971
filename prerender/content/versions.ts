// Docs versions, as Docusaurus's docs plugin has them: `current` (the docs/ folder) and the names of
// versions.json (newest first), each with its folder (versioned_docs/version-X/), its sidebars
// (versioned_sidebars/version-X-sidebars.json), its label, URL segment, banner and badge. Which version
// is the last (at the docs base), and the defaults of every per-version option, follow Docusaurus's
// packages/docusaurus-plugin-content-docs/src/versions/{version,files}.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { jsonSyntaxError, keyLine, valueLine } from '../report/source-lines.ts';

export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version: where its pages and sidebars are read from and how it is shown. */
export interface VersionMeta {
  name: string;
  label: string;
  /** Route of the version's root, e.g. `/docs/` (the last version), `/docs/next/`, `/docs/1.0/`. */
  routeBase: string;
  isLast: boolean;
  banner: VersionBanner;
  badge: boolean;
  noIndex: boolean;
  /** The folder of its pages. */
  docsDir: string;
  /** Its sidebars file: `undefined` = the content folder's sidebars.{ts,js,json} (or generated), `null` = none. */
  sidebarsFile: string | null | undefined;
}

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/** versions.json: an array of version names, newest first (empty when the file does not exist). */
function readVersionsFile(contentDir: string, problems: Problem[]): { names: string[]; source: string } {
  const file = path.join(contentDir, 'versions.json');
  if (!fs.existsSync(file)) return { names: [], source: '' };
  const source = fs.readFileSync(file, 'utf8');
  const syntax = jsonSyntaxError(source);
  if (syntax) {
    problems.push({
      file: rel(file),
      line: syntax.line,
      message: `JSON syntax error: ${syntax.message}`,
      hint: 'fix the JSON',
    });
    return { names: [], source };
  }
  const value: unknown = JSON.parse(source);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v.trim())) {
    problems.push({
      file: rel(file),
      line: 1,
      message: 'versions.json must be an array of version names',
      hint: 'write e.g. ["2.0", "1.0"], newest first (`npm run docs:version -- 2.0` maintains it)',
    });
    return { names: [], source };
  }
  const names = value as string[];
  names.forEach((name, i) => {
    if (/[/\\]|^\.\.?$/.test(name) || names.indexOf(name) !== i)
      problems.push({
        file: rel(file),
        line: valueLine(source, name, { format: 'yaml' }),
        message: `version name ${JSON.stringify(name)} is ${names.indexOf(name) !== i ? 'listed twice' : 'not a usable folder name'}`,
        hint: 'use each name once, without "/" or "\\"',
      });
  });
  return { names, source };
}

/** The folders of versioned_docs/ and the version names in versions.json must match one to one. */
function checkVersionFolders(contentDir: string, names: string[], source: string, problems: Problem[]): void {
  const versionsFile = rel(path.join(contentDir, 'versions.json'));
  for (const name of names) {
    if (name === CURRENT_VERSION) continue;
    const dir = path.join(contentDir, 'versioned_docs', `version-${name}`);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
      problems.push({
        file: versionsFile,
        line: valueLine(source, name, { format: 'yaml' }),
        message: `version "${name}" has no folder ${rel(dir)}/`,
        hint: `create it with \`npm run docs:version -- ${name}\` on the docs it should hold, or remove "${name}" from versions.json`,
      });
  }
  const versionedDir = path.join(contentDir, 'versioned_docs');
  if (!fs.existsSync(versionedDir)) return;
  for (const entry of fs.readdirSync(versionedDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const name = entry.name.replace(/^version-/, '');
    if (entry.name.startsWith('version-') && names.includes(name)) continue;
    problems.push({
      file: rel(path.join(versionedDir, entry.name)),
      message: `no version in versions.json names this folder`,
      hint: entry.name.startsWith('version-')
        ? `add "${name}" to versions.json, or delete the folder`
        : 'versioned folders are named version-<name>; rename it or delete it',
    });
  }
}

type DocsOptions = SiteConfig['docs'];

/** Version names the config mentions (lastVersion, onlyIncludeVersions, versions.<name>) must exist. */
function checkVersionOptions(docs: DocsOptions, all: string[], configFile: string, configSource: string): Problem[] {
  const problems: Problem[] = [];
  const known = all.map((n) => `"${n}"`).join(', ');
  const unknown = (name: string, where: (string | number)[]) =>
    problems.push({
      file: configFile,
      line: keyLine(configSource, where, { format: 'code' }) ?? valueLine(configSource, name, { format: 'code' }),
      message: `docs.${where.slice(1).join('.')} names the version "${name}", which does not exist`,
      hint: `use one of ${known}`,
    });
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion))
    unknown(docs.lastVersion, ['docs', 'lastVersion']);
  for (const name of docs.onlyIncludeVersions ?? [])
    if (!all.includes(name)) unknown(name, ['docs', 'onlyIncludeVersions']);
  for (const name of Object.keys(docs.versions)) if (!all.includes(name)) unknown(name, ['docs', 'versions', name]);
  if (docs.onlyIncludeVersions?.length === 0)
    problems.push({
      file: configFile,
      line: keyLine(configSource, ['docs', 'onlyIncludeVersions'], { format: 'code' }),
      message: 'docs.onlyIncludeVersions is empty: no docs version would be built',
      hint: `name at least one of ${known}`,
    });
  if (docs.lastVersion && docs.onlyIncludeVersions && !docs.onlyIncludeVersions.includes(docs.lastVersion))
    problems.push({
      file: configFile,
      line: keyLine(configSource, ['docs', 'lastVersion'], { format: 'code' }),
      message: `docs.lastVersion "${docs.lastVersion}" is not in docs.onlyIncludeVersions`,
      hint: 'include it, or choose another lastVersion',
    });
  return problems;
}

/** Docusaurus's default banner: none on the last version, unreleased above it, unmaintained below. */
function defaultBanner(name: string, names: string[], last: string): VersionBanner {
  if (name === last) return 'none';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
}

/** The versions to build, newest first, with every option resolved. */
export function readVersions(config: SiteConfig, contentDir: string, configSource = ''): VersionMeta[] {
  const problems: Problem[] = [];
  const configFile = rel(path.join(contentDir, 'site.config.ts'));
  const { names: fileNames, source } = readVersionsFile(contentDir, problems);
  checkVersionFolders(contentDir, fileNames, source, problems);
  const docs = config.docs;
  const all =
    docs.includeCurrentVersion && !fileNames.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...fileNames] : fileNames;
  if (!problems.length) problems.push(...checkVersionOptions(docs, all, configFile, configSource));
  if (!problems.length && all.length === 0)
    problems.push({
      file: configFile,
      line: keyLine(configSource, ['docs', 'includeCurrentVersion'], { format: 'code' }),
      message: 'no docs version to build: includeCurrentVersion is false and versions.json lists no version',
      hint: 'set includeCurrentVersion: true, or snapshot a version with `npm run docs:version -- 1.0`',
    });
  if (problems.length) throw new BuildError('Invalid docs versions.', problems);
  const names = docs.onlyIncludeVersions ? all.filter((n) => docs.onlyIncludeVersions!.includes(n)) : all;
  const last = docs.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const base = `/${docs.routeBasePath}/`.replace(/\/+/g, '/');
  return names.map((name): VersionMeta => {
    const opts = docs.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const segment = opts.path ?? (name === last ? '' : isCurrent ? 'next' : name);
    const sidebarsFile = path.join(contentDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
    return {
      name,
      label: opts.label ?? (isCurrent ? docs.versionLabel : name),
      routeBase: `${base}${segment}/`.replace(/\/+/g, '/'),
      isLast: name === last,
      banner: opts.banner ?? defaultBanner(name, names, last),
      badge: opts.badge ?? names.length !== 1,
      noIndex: opts.noIndex ?? false,
      docsDir: isCurrent ? path.join(contentDir, 'docs') : path.join(contentDir, 'versioned_docs', `version-${name}`),
      // A version without a sidebars file has no sidebar (Docusaurus does not write an empty one).
      sidebarsFile: isCurrent ? undefined : fs.existsSync(sidebarsFile) ? sidebarsFile : null,
    };
  });
}
