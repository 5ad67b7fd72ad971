// Docs versions as the navbar, the doc page and search see them. The version of the page on screen
// comes from its route data; off the docs, the reader's preferred version (local storage, as
// Docusaurus's `docs-preferred-version-default`), else the last version.
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from '../app/router';
import type { DocVersionInfo, RouteData } from '../shared/types';
import { site } from './site';
import { onStorage, readStorage, writeStorage } from './storage';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The docs version of the page on screen (null off docs pages, and on sites of one `current` version). */
export function useActiveDocVersion(): DocVersionInfo | null {
  const data = useRouteLoaderData('page') as RouteData | undefined;
  return data?.doc?.version ?? null;
}

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

/** The stored preferred version, read after mount (the server knows none) and kept in step with storage. */
export function usePreferredVersion(): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    setPreferred(readPreferredVersion());
    return onStorage(PREFERRED_VERSION_KEY, () => setPreferred(readPreferredVersion()));
  }, []);
  return preferred;
}

/** Docusaurus's version candidate: the page's version, else the preferred one, else the last. */
export function useCandidateVersion(): string {
  const active = useActiveDocVersion();
  const preferred = usePreferredVersion();
  return active?.name ?? preferred ?? site.version.name;
}
