// What `import('mermaid')` resolves to in a build whose site config leaves `markdown.mermaid` off, and in
// the server build (the server renders a diagram's source; only the browser draws it). The mermaid
// library is large: bundling it into every site's build doubled the bundler's memory whether a page had a
// diagram or not. A `<Mermaid>` drawn here keeps its source on the page and shows this message.
const mermaidOff = {
  initialize(): void {},
  async render(): Promise<{ svg: string }> {
    throw new Error("Diagrams are off in this site's config: set markdown: { mermaid: true } in site.config.ts.");
  },
};

export default mermaidOff;
