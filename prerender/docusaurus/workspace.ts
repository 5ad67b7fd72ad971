// A site in a monorepo depends on its sibling packages through the workspace protocol
// (`"@acme/widget": "workspace:*"`, pnpm, Yarn and Bun write it), which npm cannot install. The import
// turns such a dependency into a registry spec: `workspace:*` and `workspace:^` are `^` and the sibling's
// version, `workspace:~` is `~` and that version, `workspace:<range>` the range. Not the exact version
// (as pnpm publishes `workspace:*`): a repository's source is often a release ahead of the registry. The sibling is found through the repository's workspace globs
// (`pnpm-workspace.yaml`'s `packages`, or `workspaces` in its package.json); a private sibling is never
// published, so it is left out and named.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A workspace dependency's registry spec, or why it has none (`left`). */
export type WorkspaceSpec = { spec: string } | { left: string };

/** Package name to its version and privacy, for the workspace that holds `fromDir` (empty when none does). */
function workspacePackages(fromDir: string): Map<string, { version?: string; private: boolean }> {
  const found = new Map<string, { version?: string; private: boolean }>();
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const globs = workspaceGlobs(dir);
    if (globs) {
      for (const pkgDir of globs.flatMap((g) => expand(dir, g))) {
        try {
          const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
            name?: string;
            version?: string;
            private?: boolean;
          };
          if (pkg.name && !found.has(pkg.name))
            found.set(pkg.name, { version: pkg.version, private: pkg.private === true });
        } catch {
          // No package.json there, or not JSON: not a workspace package.
        }
      }
      return found;
    }
    if (path.dirname(dir) === dir) return found;
  }
}

/** The workspace globs a folder declares, or null when it is not a workspace root. */
function workspaceGlobs(dir: string): string[] | null {
  try {
    const yaml = parseYaml(fs.readFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'utf8')) as {
      packages?: unknown;
    } | null;
    if (Array.isArray(yaml?.packages)) return yaml.packages.filter((g): g is string => typeof g === 'string');
  } catch {
    // No pnpm-workspace.yaml (or not YAML): try package.json.
  }
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      workspaces?: unknown;
    };
    const ws = Array.isArray(pkg.workspaces)
      ? pkg.workspaces
      : (pkg.workspaces as { packages?: unknown } | undefined)?.packages;
    if (Array.isArray(ws)) return ws.filter((g): g is string => typeof g === 'string');
  } catch {
    // No package.json, or not JSON.
  }
  return null;
}

/** The folders a workspace glob names: a path, `dir/*` (its subfolders), `dir/**` (all folders under it). */
function expand(root: string, glob: string): string[] {
  if (glob.startsWith('!')) return [];
  const parts = glob.replace(/^\.\//, '').replace(/\/+$/, '').split('/');
  let dirs = [root];
  for (const part of parts) {
    const next: string[] = [];
    for (const d of dirs) {
      if (part === '**') next.push(d, ...allDirs(d));
      else if (part.includes('*')) {
        const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
        next.push(...subdirs(d).filter((s) => re.test(path.basename(s))));
      } else if (fs.existsSync(path.join(d, part))) next.push(path.join(d, part));
    }
    dirs = next;
  }
  return dirs;
}

function subdirs(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
      .map((e) => path.join(dir, e.name));
  } catch {
    return [];
  }
}

function allDirs(dir: string): string[] {
  return subdirs(dir).flatMap((d) => [d, ...allDirs(d)]);
}

/**
 * The registry specs of the `workspace:` dependencies among `deps` (others are not returned), read from
 * the workspace that holds `pkgDir`.
 */
export function workspaceSpecs(pkgDir: string, deps: Record<string, string>): Map<string, WorkspaceSpec> {
  const out = new Map<string, WorkspaceSpec>();
  const entries = Object.entries(deps).filter(([, spec]) => spec.startsWith('workspace:'));
  if (!entries.length) return out;
  const packages = workspacePackages(pkgDir);
  for (const [name, spec] of entries) {
    const range = spec.slice('workspace:'.length);
    const sibling = packages.get(name);
    if (sibling?.private) {
      out.set(name, { left: 'a private package of its repository, never published' });
      continue;
    }
    if (range === '*' || range === '^' || range === '~' || range === '') {
      // The sibling's version or a later compatible one (`^`, or `~` as written): the repository's source is
      // often a release ahead of the registry (a version bumped before it is published).
      if (sibling?.version) out.set(name, { spec: `${range === '~' ? '~' : '^'}${sibling.version}` });
      // Not found in the repository: the registry's latest, as a user installing it by hand would get.
      else out.set(name, { spec: 'latest' });
    } else out.set(name, { spec: range });
  }
  return out;
}
