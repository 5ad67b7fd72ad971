// The docs plugin's client hooks that return whole versions (`useVersions()`, `useActiveDocContext()`,
// `useDocsData()`…), each version with its `docs`, `draftIds` and `sidebars` as Docusaurus's global data has
// them. `@docusaurus/plugin-content-docs/client` (./docs-client.ts) and `theme-common` re-export them; this
// module has no side effects (the Docusaurus Vite plugin says so to the bundler), so the docs list
// (./docs-global-data.ts) is loaded by the pages that call one of these hooks, not by those that import only
// those modules' other hooks (a DocItem wrapper's useDoc()). Keep it free of top-level effects.
import { useContext } from 'react';
import { useLocation } from '../../app/router';
import { DocContext } from '../docs/DocItemFooter';
import { comparablePath, publicPath } from '../../shared/paths';
import { site } from '../site';
import {
  DEFAULT_PLUGIN_ID,
  findInstance,
  savePreferredVersion,
  useActiveDocsPluginId,
  useCandidateVersion,
  usePreferredVersion,
} from '../versions';
import { versionDocs, type GlobalDoc } from './docs-global-data';
import { versionMeta, type InstanceData } from './version-meta';

/** A version as Docusaurus's global data gives it: with its docs, drafts and sidebars' first links. */
function versionOf(instance: InstanceData, name: string) {
  const meta = versionMeta(instance, name);
  return { ...meta, ...versionDocs(instance.id, meta.name) };
}

function pluginData(pluginId = DEFAULT_PLUGIN_ID) {
  const instance = findInstance(pluginId);
  return {
    path: instance.basePath.replace(/\/$/, ''),
    versions: instance.versions.map((v) => versionOf(instance, v.name)),
    breadcrumbs: true,
  };
}

const instanceIds = () => (site.docsInstances.length ? site.docsInstances.map((i) => i.id) : [DEFAULT_PLUGIN_ID]);

export const useAllDocsData = () => Object.fromEntries(instanceIds().map((id) => [id, pluginData(id)]));
export const useDocsData = (pluginId?: string) => pluginData(pluginId);

/** The instance of the page on screen; off docs pages the main one (Docusaurus gives undefined there: ours never breaks a page that forgot to check). */
export function useActivePlugin() {
  const id = useActiveDocsPluginId() ?? instanceIds()[0];
  return { pluginId: id, pluginData: pluginData(id) };
}

export function useActivePluginAndVersion() {
  const activePlugin = useActivePlugin();
  const name = useCandidateVersion(activePlugin.pluginId);
  return { activePlugin, activeVersion: versionOf(findInstance(activePlugin.pluginId), name) };
}

export const useVersions = (pluginId?: string) => pluginData(pluginId).versions;
export const useLatestVersion = (pluginId?: string) => {
  const instance = findInstance(pluginId);
  return versionOf(instance, instance.lastVersion);
};

/** The instance's version of the page on screen; off its pages the preferred, else the last (Docusaurus gives undefined there). */
export function useActiveVersion(pluginId?: string) {
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  return versionOf(findInstance(id), useCandidateVersion(id));
}

/**
 * What a version banner links to: the latest version (with its docs, its main doc among them, which the banner
 * falls back to) and, on a docs page, this page in it (none where the page is not in it).
 */
export function useDocVersionSuggestions(pluginId?: string) {
  const instance = findInstance(pluginId);
  const latest = versionOf(instance, instance.lastVersion);
  const main = instance.versions.find((v) => v.name === latest.name)?.mainDocRoute;
  // Paths as Docusaurus gives a doc's: its permalink (no slash added where `trailingSlash` is unset).
  const permalink = (route: string) => publicPath(route, site.trailingSlash as boolean | undefined, site.baseUrl);
  const doc = useContext(DocContext)?.doc;
  // The page's link into the latest version is that version's main doc where the page is not in it.
  const here = doc?.version?.links[latest.name];
  return {
    latestDocSuggestion: doc && here && here !== main ? { id: doc.id, path: permalink(here) } : undefined,
    latestVersionSuggestion: latest,
  };
}

/**
 * `useActiveDocContext(pluginId)`: the instance's version of the page on screen (off its pages the preferred,
 * else the last, where Docusaurus gives undefined), the doc of that version at this path, and that doc in each
 * version that has it (`alternateDocVersions`: a version dropdown's "this page in 1.0" links).
 */
export function useActiveDocContext(pluginId?: string) {
  const { pathname } = useLocation();
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  const activeVersion = useActiveVersion(id);
  const onDocsPage = useActiveDocsPluginId() === id;
  const here = comparablePath(pathname);
  const activeDoc = onDocsPage ? activeVersion.docs.find((d) => comparablePath(d.path) === here) : undefined;
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const v of pluginData(id).versions) {
      const doc = v.docs.find((d) => d.id === activeDoc.id);
      if (doc) alternateDocVersions[v.name] = doc;
    }
  const base = `${site.baseUrl}${findInstance(id).basePath}`.replace(/\/+/g, '/');
  return { activeVersion, activeDoc, alternateDocVersions, onDocsPage: onDocsPage || pathname.startsWith(base) };
}

export function useDocsPreferredVersion(pluginId?: string) {
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  const name = usePreferredVersion(id);
  const instance = findInstance(id);
  return {
    preferredVersion: name ? versionOf(instance, name) : null,
    savePreferredVersionName: (versionName: string) => savePreferredVersion(versionName, id),
  };
}
