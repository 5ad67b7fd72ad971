// A docs version's name, label, path and main doc, as the docs plugin's client hooks give them (without its
// docs: those are ./docs-global-data.ts's, which only the hooks returning a whole version load).
import { site } from '../site';
import { DEFAULT_PLUGIN_ID, type findInstance } from '../versions';

export type InstanceData = ReturnType<typeof findInstance>;

/** A version's name, label and place, without its docs (what `useDocsVersion()` needs). */
export function versionMeta(instance: InstanceData, name: string) {
  const v = instance.versions.find((x) => x.name === name) ?? instance.versions[0];
  const isDefaultLast = instance.id === DEFAULT_PLUGIN_ID && v?.name === site.version.name;
  return {
    name: v?.name ?? site.version.name,
    label: v?.label ?? site.version.label,
    isLast: (v?.name ?? site.version.name) === instance.lastVersion,
    path: v?.path ?? (isDefaultLast ? site.version.path : instance.basePath.replace(/\/$/, '')),
    mainDocId: v?.mainDocId ?? (isDefaultLast ? site.version.mainDocId : ''),
  };
}
