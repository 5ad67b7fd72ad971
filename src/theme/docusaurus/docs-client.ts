// `@docusaurus/plugin-content-docs/client`: the docs plugin's client hooks, answered for the one docs
// instance and version this site builds ("current").
import { useLocation } from '../../app/router';
import { site } from '../site';

const v = site.version;
const version = {
  name: v.name,
  label: v.label,
  isLast: v.isLast,
  path: v.path,
  mainDocId: v.mainDocId,
  docs: [] as { id: string; path: string; sidebar?: string }[],
  draftIds: v.draftIds,
  sidebars: Object.fromEntries(v.sidebars.map((s) => [s, {}])),
};
const plugin = { path: v.path, versions: [version], breadcrumbs: true };

export const useAllDocsData = () => ({ default: plugin });
export const useDocsData = () => plugin;
export const useActivePlugin = () => ({ pluginId: 'default', pluginData: plugin });
export const useActivePluginAndVersion = () => ({ activePlugin: useActivePlugin(), activeVersion: version });
export const useVersions = () => [version];
export const useLatestVersion = () => version;
export const useActiveVersion = () => version;
export const useDocVersionSuggestions = () => ({ latestDocSuggestion: undefined, latestVersionSuggestion: version });

export function useActiveDocContext() {
  const { pathname } = useLocation();
  return {
    activeVersion: version,
    activeDoc: undefined,
    alternateDocVersions: {},
    onDocsPage: pathname.startsWith(`${site.baseUrl}${site.docsBasePath}/`),
  };
}

/** What `useDocsVersion()` gives a doc page: the version's metadata. */
export function useDocsVersion() {
  return {
    pluginId: 'default',
    version: v.name,
    label: v.label,
    banner: null,
    badge: false,
    noIndex: false,
    className: `docs-version-${v.name}`,
    isLast: v.isLast,
    docsSidebars: {},
    docs: {},
  };
}

export const useDocsPreferredVersion = () => ({ preferredVersion: null, savePreferredVersionName: () => {} });
