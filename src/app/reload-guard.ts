// A failed chunk load becomes a full page load of the target, at most once per path per minute,
// so a broken deployment cannot trap the reader in a reload loop.
const KEY = 'lexora.chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|ChunkLoadError|Unable to preload CSS/i.test(
    msg,
  );
}

export function reloadOnce(path: string): boolean {
  let last: { path: string; at: number } | null = null;
  try {
    last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    /* storage disabled: still reload, the guard below uses memory */
  }
  if (last && last.path === path && Date.now() - last.at < 60_000) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    if ((window as { __lexoraReloaded?: boolean }).__lexoraReloaded) return false;
  }
  window.location.reload();
  return true;
}
