// prerender/ has no import circles: each stage imports only earlier stages and shared helpers, so a
// reader can follow a page through the folders in order (prerender/README.md). Type-only imports count
// too: they vanish when the code runs, but a reader following a type still walks in a circle.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../prerender/util';

const ROOT = path.resolve('prerender');
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Each module of prerender/ and the modules of prerender/ it imports, for values or for types. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listFiles(ROOT, { keep: (f) => /\.(ts|mts|mjs)$/.test(f) && !f.endsWith('.d.mts') })) {
    const deps: string[] = [];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      if (target.startsWith(ROOT + path.sep)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Every circle found by a depth-first walk, as the chain of files that closes it. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open')
        found.push([...stack.slice(stack.indexOf(dep)), dep].map((f) => path.relative(ROOT, f)).join(' -> '));
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('prerender/ imports', () => {
  it('finds a circle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['/a', ['/b']],
          ['/b', ['/c']],
          ['/c', ['/a']],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('have no circles', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph)).toEqual([]);
  });
});
