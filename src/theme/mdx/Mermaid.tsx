// A ```mermaid code block (prerender/mdx/remark-mermaid.ts): the diagram's source is rendered on the
// server and stays readable without JavaScript; in the browser the mermaid library, a chunk of its own
// that only pages with a diagram load, draws it as SVG in the current colour mode (site.mermaid.theme).
import { useEffect, useId, useState } from 'react';
import { useColorModeIfAny } from '../color-mode';
import { site } from '../site';

type MermaidApi = typeof import('mermaid').default;
let loading: Promise<MermaidApi> | undefined;

function loadMermaid(): Promise<MermaidApi> {
  loading ??= import('mermaid').then((m) => m.default);
  return loading;
}

// Mermaid's configuration is global: renders run one after another, each with its own theme.
let queue: Promise<unknown> = Promise.resolve();

function draw(id: string, value: string, theme: string): Promise<string> {
  const run = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({ startOnLoad: false, ...site.mermaid.options, theme: theme as never });
    return (await mermaid.render(id, value)).svg;
  });
  queue = run.catch(() => undefined);
  return run;
}

export function Mermaid({ value }: { value: string }) {
  // Content rendered without its layout (a blog post's feed entry) has no colour mode: light, as the server draws.
  const colorMode = useColorModeIfAny()?.colorMode ?? 'light';
  const theme = site.mermaid.theme[colorMode];
  const id = `mermaid-svg-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [drawn, setDrawn] = useState<{ svg: string; theme: string } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    draw(id, value, theme).then(
      (svg) => current && setDrawn({ svg, theme }),
      (e: unknown) => current && setDrawn({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [id, value, theme]);
  if (drawn && 'svg' in drawn)
    return (
      <div
        className="docusaurus-mermaid-container"
        data-mermaid-theme={drawn.theme}
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
    );
  return (
    <div className="docusaurus-mermaid-container mermaid-source">
      <pre>
        <code>{value}</code>
      </pre>
      {drawn && 'error' in drawn && <p className="mermaid-error">This diagram could not be drawn: {drawn.error}</p>}
    </div>
  );
}
