// `@docusaurus/useGlobalData`: the global data of the site's plugins, by plugin name and id. The docs
// plugin's (`docusaurus-plugin-content-docs`: each instance's path, versions, breadcrumbs) comes from the
// site data as `useAllDocsData()` gives it; a site's own plugins' (what their `contentLoaded` gave
// `setGlobalData` at build time, prerender/docusaurus/site-plugins.ts) from the generated file, which only
// the pages importing this module load.
import ownData from '@generated/global-data.json';
import { useAllDocsData } from './docs-versions';

const DEFAULT_PLUGIN_ID = 'default';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return { 'docusaurus-plugin-content-docs': useAllDocsData(), ...ownData };
}

export function useAllPluginInstancesData<T = unknown>(pluginName: string): Record<string, T> {
  const data = useGlobalData()[pluginName];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data as Record<string, T>;
}

export function usePluginData<T = unknown>(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID): T {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (!data)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data as T;
}
