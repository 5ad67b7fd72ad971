// bench/profile.ts splits each thread's CPU by its V8 profile: self time grouped as the design card's
// parts (the parser), other packages, folders of the build's own code (the boot bundle's `// prerender/`
// markers), file system calls, the collector; idle time is no work of the thread's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { summarize } from '../../bench/profile-summary';

const dir = tempDir('bench-profile-summary');
const boot = path.join(dir, 'cache/boot/0123abcd/mdx/compile-worker.mjs');
fs.mkdirSync(path.dirname(boot), { recursive: true });
// Line 0 is the entry's own code; from line 2 on, the bundle holds prerender/mdx/walk.ts.
fs.writeFileSync(boot, 'start();\n// prerender/mdx/walk.ts\nfunction visit() {}\n');

const frame = (id: number, functionName: string, url = '', lineNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber, scriptId: '0', columnNumber: 0 },
});

describe('a thread profile summary', () => {
  it('groups self time by what ran and leaves idle time out', () => {
    const file = path.join(dir, 'CPU.20261128.211947.6721.3.002.cpuprofile');
    const nodes = [
      { ...frame(1, '(root)'), children: [2, 3, 4, 5, 6, 7] },
      frame(2, '(idle)'),
      frame(3, 'compile', 'file:///x/node_modules/mdast-util-from-markdown/lib/index.js'),
      frame(4, 'visit', `file://${boot}`, 2),
      frame(5, '(garbage collector)'),
      frame(6, 'writeFileUtf8'),
      frame(7, 'visit', 'file:///x/node_modules/unist-util-visit-parents/lib/index.js'),
    ];
    // Each sample's time is the delta that follows it (V8's timeDeltas), in microseconds.
    const samples = [2, 2, 3, 3, 3, 4, 5, 6, 7, 7];
    const timeDeltas = [0, 500_000, 500_000, 1_000_000, 1_000_000, 1_000_000, 250_000, 250_000, 250_000, 500_000, 0];
    fs.writeFileSync(file, JSON.stringify({ nodes, samples, timeDeltas }));

    const s = summarize(file);
    expect(s.threadId).toBe(3);
    expect(s.entry).toBe('mdx/compile-worker');
    expect(Object.fromEntries(s.groups)).toEqual({
      parser: 3,
      'own prerender/mdx': 0.25,
      'garbage collector': 0.25,
      'file system calls': 0.25,
      'package unist-util-visit-parents': 0.5,
    });
    expect(s.busyS).toBe(4.25);
  });
});
