// localStorage that never throws (private modes and disabled storage), and that also notifies
// listeners in the same tab, so same-tab and cross-tab updates take one code path.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  const old = readStorage(key);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  if (old !== value) window.dispatchEvent(new StorageEvent('storage', { key, oldValue: old, newValue: value }));
}

export function onStorage(key: string, fn: (value: string | null) => void): () => void {
  const handler = (e: StorageEvent) => {
    if (e.key === key) fn(e.newValue);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
