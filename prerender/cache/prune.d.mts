// Types of prune.mjs (plain JavaScript, as boot.mjs prunes with it); the meaning of each is there.
export interface PrunePolicy {
  keepNewest?: number;
  budgetBytes?: number;
  keepUsedSince?: number;
  minIdleMs?: number;
  now?: number;
}
export function entriesToPrune<E extends { bytes?: number; used: number }>(entries: E[], policy: PrunePolicy): E[];
export function fileEntries(dir: string): { key: string; files: string[]; bytes: number; used: number }[];
export function namedEntries(root: string, name: RegExp, opts?: { files?: boolean }): { path: string; used: number }[];
export function removeEntries(entries: ({ path: string } | { files: string[] })[]): number;
