// Docs versions, as Docusaurus's docs plugin has them: `current` (the docs/ folder) and the names of
// versions.json (newest first), each with its folder (versioned_docs/version-X/), its sidebars
// (versioned_sidebars/version-X-sidebars.json), its label, URL segment, banner and badge. Which version
// is the last (at the docs base), and the defaults of every per-version option, follow Docusaurus's
// packages/docusaurus-plugin-content-docs/src/versions/{version,files}.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { keyLine, readJsonFile, valueLine } from '../report/source-lines.ts';

export const CURRENT_VERSION = 'current';
/** The id of the docs instance of `docs` (Docusaurus's default docs plugin id). */
export const DEFAULT_PLUGIN_ID = 'default';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version: where its pages and sidebars are read from and how it is shown. */
export interface VersionMeta {
  /** The docs instance it belongs to (`default`, or a `docsInstances[].id`). */
  pluginId: string;
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
  /** No sidebars file: one generated sidebar of every page (an extra instance without `sidebarPath`). */
  generatedSidebar?: boolean;
  /** The instance's `sidebarCollapsible` / `sidebarCollapsed`, when the config sets them. */
  sidebarCollapsible?: boolean;
  sidebarCollapsed?: boolean;
}

type DocsOptions = Exclude<SiteConfig['docs'], false>;

/** A docs instance as the config gives it: its options, folders and where the config sets it. */
export interface DocsInstanceSpec {
  id: string;
  options: DocsOptions;
  /** The folder of its current version. */
  docsDir: string;
  /** Its sidebars file; `undefined`: the content folder's sidebars.{ts,js,json}; `null`: generated. */
  sidebarsFile: string | null | undefined;
  /** How the config names it in reports: `docs`, or `docsInstances[1]`. */
  configName: string;
  /** The key path of its options in the config (for report lines). */
  configPath: (string | number)[];
}

/** Every docs instance of the config: `docs` (unless `false`), then `docsInstances`. */
export function docsInstanceSpecs(config: SiteConfig, contentDir: string): DocsInstanceSpec[] {
  const specs: DocsInstanceSpec[] = [];
  if (config.docs !== false)
    specs.push({
      id: DEFAULT_PLUGIN_ID,
      options: config.docs,
      docsDir: path.join(contentDir, 'docs'),
      sidebarsFile: undefined,
      configName: 'docs',
      configPath: ['docs'],
    });
  config.docsInstances.forEach((inst, i) =>
    specs.push({
      id: inst.id,
      options: inst,
      docsDir: path.join(contentDir, inst.path),
      sidebarsFile: inst.sidebarPath ? path.join(contentDir, inst.sidebarPath) : null,
      configName: `docsInstances[${i}]`,
      configPath: ['docsInstances', i],
    }),
  );
  return specs;
}

/** Docusaurus's names of an instance's version files: `versions.json`, or `<id>_versions.json` for another instance. */
export function versionFileNames(pluginId: string): { versions: string; docs: string; sidebars: string } {
  const prefix = pluginId === DEFAULT_PLUGIN_ID ? '' : `${pluginId}_`;
  return {
    versions: `${prefix}versions.json`,
    docs: `${prefix}versioned_docs`,
    sidebars: `${prefix}versioned_sidebars`,
  };
}

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/** versions.json: an array of version names, newest first (empty when the file does not exist). */
function readVersionsFile(
  contentDir: string,
  pluginId: string,
  problems: Problem[],
): { names: string[]; source: string } {
  const file = path.join(contentDir, versionFileNames(pluginId).versions);
  if (!fs.existsSync(file)) return { names: [], source: '' };
  const { source, value, problem } = readJsonFile(file, rel(file));
  if (problem) {
    problems.push(problem);
    return { names: [], source };
  }
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

/**
 * Every version versions.json names must have its folder in versioned_docs/; a folder no version names is
 * left out with a warning.
 */
function checkVersionFolders(
  contentDir: string,
  pluginId: string,
  names: string[],
  source: string,
  problems: Problem[],
): void {
  const files = versionFileNames(pluginId);
  const versionsFile = rel(path.join(contentDir, files.versions));
  const command = `npm run docs:version${pluginId === DEFAULT_PLUGIN_ID ? '' : ` -- --id ${pluginId}`}`;
  for (const name of names) {
    if (name === CURRENT_VERSION) continue;
    const dir = path.join(contentDir, files.docs, `version-${name}`);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
      problems.push({
        file: versionsFile,
        line: valueLine(source, name, { format: 'yaml' }),
        message: `version "${name}" has no folder ${rel(dir)}/`,
        hint: `create it with \`${command}${pluginId === DEFAULT_PLUGIN_ID ? ' --' : ''} ${name}\` on the docs it should hold, or remove "${name}" from ${files.versions}`,
      });
  }
  const versionedDir = path.join(contentDir, files.docs);
  if (!fs.existsSync(versionedDir)) return;
  for (const entry of fs.readdirSync(versionedDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const name = entry.name.replace(/^version-/, '');
    if (entry.name.startsWith('version-') && names.includes(name)) continue;
    // Docusaurus builds the versions versions.json names and ignores other folders (real sites keep
    // old snapshots there): a warning, not a failure.
    const hint = entry.name.startsWith('version-')
      ? `add "${name}" to ${files.versions}, or delete the folder`
      : 'versioned folders are named version-<name>; rename it or delete it';
    console.warn(
      `Warning: ${rel(path.join(versionedDir, entry.name))}: no version in ${files.versions} names this folder; ` +
        `not built, as Docusaurus does not build it (the build goes on)\n      fix: ${hint}`,
    );
  }
}

/** Version names the config mentions (lastVersion, onlyIncludeVersions, versions.<name>) must exist. */
function checkVersionOptions(
  spec: DocsInstanceSpec,
  all: string[],
  configFile: string,
  configSource: string,
): Problem[] {
  const problems: Problem[] = [];
  const docs = spec.options;
  const known = all.map((n) => `"${n}"`).join(', ');
  const at = (...keys: string[]) => keyLine(configSource, [...spec.configPath, ...keys], { format: 'code' });
  const unknown = (name: string, keys: string[]) =>
    problems.push({
      file: configFile,
      line: at(...keys) ?? valueLine(configSource, name, { format: 'code' }),
      message: `${spec.configName}.${keys.join('.')} names the version "${name}", which does not exist`,
      hint: `use one of ${known}`,
    });
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion)) unknown(docs.lastVersion, ['lastVersion']);
  for (const name of docs.onlyIncludeVersions ?? []) if (!all.includes(name)) unknown(name, ['onlyIncludeVersions']);
  for (const name of Object.keys(docs.versions)) if (!all.includes(name)) unknown(name, ['versions', name]);
  if (docs.onlyIncludeVersions?.length === 0)
    problems.push({
      file: configFile,
      line: at('onlyIncludeVersions'),
      message: `${spec.configName}.onlyIncludeVersions is empty: no docs version would be built`,
      hint: `name at least one of ${known}`,
    });
  if (docs.lastVersion && docs.onlyIncludeVersions && !docs.onlyIncludeVersions.includes(docs.lastVersion))
    problems.push({
      file: configFile,
      line: at('lastVersion'),
      message: `${spec.configName}.lastVersion "${docs.lastVersion}" is not in ${spec.configName}.onlyIncludeVersions`,
      hint: 'include it, or choose another lastVersion',
    });
  return problems;
}

/** Docusaurus's default banner: none on the last version, unreleased above it, unmaintained below. */
function defaultBanner(name: string, names: string[], last: string): VersionBanner {
  if (name === last) return 'none';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
}

/** The versions of one docs instance to build, newest first, with every option resolved. */
export function readVersions(spec: DocsInstanceSpec, contentDir: string, configSource = ''): VersionMeta[] {
  const problems: Problem[] = [];
  const configFile = rel(path.join(contentDir, 'site.config.ts'));
  const files = versionFileNames(spec.id);
  const { names: fileNames, source } = readVersionsFile(contentDir, spec.id, problems);
  checkVersionFolders(contentDir, spec.id, fileNames, source, problems);
  const docs = spec.options;
  const all =
    docs.includeCurrentVersion && !fileNames.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...fileNames] : fileNames;
  if (!problems.length) problems.push(...checkVersionOptions(spec, all, configFile, configSource));
  if (!problems.length && all.length === 0)
    problems.push({
      file: configFile,
      line: keyLine(configSource, [...spec.configPath, 'includeCurrentVersion'], { format: 'code' }),
      message: `no docs version to build: ${spec.configName}.includeCurrentVersion is false and ${files.versions} lists no version`,
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
    const sidebarsFile = path.join(contentDir, files.sidebars, `version-${name}-sidebars.json`);
    return {
      pluginId: spec.id,
      name,
      label: opts.label ?? (isCurrent ? docs.versionLabel : name),
      routeBase: `${base}${segment}/`.replace(/\/+/g, '/'),
      isLast: name === last,
      banner: opts.banner ?? defaultBanner(name, names, last),
      badge: opts.badge ?? names.length !== 1,
      noIndex: opts.noIndex ?? false,
      docsDir: isCurrent ? spec.docsDir : path.join(contentDir, files.docs, `version-${name}`),
      // A version without a sidebars file has no sidebar (Docusaurus does not write an empty one).
      sidebarsFile: isCurrent ? (spec.sidebarsFile ?? undefined) : fs.existsSync(sidebarsFile) ? sidebarsFile : null,
      ...(isCurrent && spec.sidebarsFile === null ? { generatedSidebar: true } : {}),
      ...(docs.sidebarCollapsible !== undefined ? { sidebarCollapsible: docs.sidebarCollapsible } : {}),
      ...(docs.sidebarCollapsed !== undefined ? { sidebarCollapsed: docs.sidebarCollapsed } : {}),
    };
  });
}
