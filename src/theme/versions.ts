// Docs versions as the navbar, the doc page and search see them, per docs instance (`pluginId`:
// `default`, or a `docsInstances[].id`). The version of the page on screen comes from its route data;
// off that instance's docs, the reader's preferred version (local storage, as Docusaurus's
// `docs-preferred-version-<pluginId>`), else the instance's last version.
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from '../app/router';
import type { DocVersionInfo, RouteData } from '../shared/types';
import { site } from './site';
import { onStorage, readStorage, writeStorage } from './storage';

export const DEFAULT_PLUGIN_ID = 'default';
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
const preferredKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

type InstanceData = (typeof site.docsInstances)[number];

/** A docs instance of the site by id; on a site without it, an instance of the default version alone. */
export function findInstance(pluginId = DEFAULT_PLUGIN_ID): InstanceData {
  return (
    site.docsInstances.find((i) => i.id === pluginId) ?? {
      id: pluginId,
      basePath: `/${site.docsBasePath}/`.replace(/\/+/g, '/'),
      lastVersion: site.version.name,
      versions: site.versions,
    }
  );
}

/** The docs instance of the page on screen (null off docs pages). */
export function useActiveDocsPluginId(): string | null {
  const data = useRouteLoaderData('page') as RouteData | undefined;
  return data?.doc ? (data.doc.pluginId ?? DEFAULT_PLUGIN_ID) : null;
}

/** The docs version of the page on screen (null off docs pages, and on sites of one `current` version). */
export function useActiveDocVersion(): DocVersionInfo | null {
  const data = useRouteLoaderData('page') as RouteData | undefined;
  return data?.doc?.version ?? null;
}

export function findVersion(name: string, pluginId = DEFAULT_PLUGIN_ID) {
  const { versions } = findInstance(pluginId);
  const v = versions.find((x) => x.name === name);
  if (!v) {
    throw new Error(
      `No docs version exists for name "${name}"${pluginId === DEFAULT_PLUGIN_ID ? '' : ` in the docs instance "${pluginId}"`}. Available version names: ${versions.map((x) => x.name).join(', ')}`,
    );
  }
  return v;
}

export function readPreferredVersion(pluginId = DEFAULT_PLUGIN_ID): string | null {
  const key = preferredKey(pluginId);
  const name = readStorage(key);
  if (name && !findInstance(pluginId).versions.some((v) => v.name === name)) {
    writeStorage(key, null); // stale name from an older deployment
    return null;
  }
  return name;
}

export function savePreferredVersion(name: string, pluginId = DEFAULT_PLUGIN_ID): void {
  findVersion(name, pluginId);
  writeStorage(preferredKey(pluginId), name);
}

/** The stored preferred version, read after mount (the server knows none) and kept in step with storage. */
export function usePreferredVersion(pluginId = DEFAULT_PLUGIN_ID): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    setPreferred(readPreferredVersion(pluginId));
    return onStorage(preferredKey(pluginId), () => setPreferred(readPreferredVersion(pluginId)));
  }, [pluginId]);
  return preferred;
}

/** Docusaurus's version candidate of an instance: the page's version (on its pages), else the preferred one, else the last. */
export function useCandidateVersion(pluginId = DEFAULT_PLUGIN_ID): string {
  const activePlugin = useActiveDocsPluginId();
  const active = useActiveDocVersion();
  const preferred = usePreferredVersion(pluginId);
  return (activePlugin === pluginId ? active?.name : undefined) ?? preferred ?? findInstance(pluginId).lastVersion;
}

/** useCandidateVersion() of every docs instance, by instance id (search scopes each instance to it). */
export function useCandidateVersions(): Record<string, string> {
  const activePlugin = useActiveDocsPluginId();
  const active = useActiveDocVersion();
  const [preferred, setPreferred] = useState<Record<string, string | null>>({});
  useEffect(() => {
    const read = () =>
      setPreferred(Object.fromEntries(site.docsInstances.map((i) => [i.id, readPreferredVersion(i.id)])));
    read();
    const offs = site.docsInstances.map((i) => onStorage(preferredKey(i.id), read));
    return () => offs.forEach((off) => off());
  }, []);
  return Object.fromEntries(
    site.docsInstances.map((i) => [
      i.id,
      (activePlugin === i.id ? active?.name : undefined) ?? preferred[i.id] ?? i.lastVersion,
    ]),
  );
}
