// Docs versions as the navbar sees them. This site has one version, "current" (label "Next").
import { site } from './site';
import { readStorage, writeStorage } from './storage';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function findVersion(name: string) {
  const v = site.versions.find((x) => x.name === name);
  if (!v) {
    throw new Error(
      `No docs version exists for name "${name}". Available version names: ${site.versions.map((x) => x.name).join(', ')}`,
    );
  }
  return v;
}

export function readPreferredVersion(): string | null {
  const name = readStorage(PREFERRED_VERSION_KEY);
  if (name && !site.versions.some((v) => v.name === name)) {
    writeStorage(PREFERRED_VERSION_KEY, null); // stale name from an older deployment
    return null;
  }
  return name;
}

export function savePreferredVersion(name: string): void {
  findVersion(name);
  writeStorage(PREFERRED_VERSION_KEY, name);
}
