// What the navbar search button needs before its code is loaded (src/theme/deferred-parts.ts): which key
// presses open search, and whether the reader's keyboard has a Command key. Shared with ./SearchButton.tsx.

export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA'),
  );
}

export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

/** Ctrl/⌘+K anywhere, or `/` outside a text field: the shortcuts that open search. */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if (e.key?.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) return true;
  return e.key === '/' && !isEditable(e.target);
}

/** The search button's accessible name, with the platform's key. */
export const shortcutLabel = (apple: boolean) => ({ key: apple ? 'Command' : 'Ctrl' });
