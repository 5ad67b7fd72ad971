// Loaded before Prism (./prism-highlight.ts): Prism's core highlights every `code.language-*` of the
// document by itself once loaded unless `Prism.manual` is set first, and rewriting React's code blocks
// behind its back breaks hydration ("removeChild … not a child of this node").
if (typeof window !== 'undefined') {
  const w = window as unknown as { Prism?: Record<string, unknown> };
  w.Prism = { ...w.Prism, manual: true };
}
export {};
