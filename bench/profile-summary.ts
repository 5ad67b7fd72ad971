// Summaries of V8 CPU profiles (`node --cpu-prof`) for bench/profile.ts: each thread's samples by what
// ran, as packages, folders of the build's own code, Node's internals, the garbage collector.
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a thread spent its samples on: seconds by group, the thread's busy total and which entry it ran. */
export interface ThreadProfile {
  file: string;
  /** `node:worker_threads`' id, from the profile's name (0: the main thread). */
  threadId: number;
  /** The build's module this thread started from (boot bundle entry), e.g. `mdx/compile-worker`. */
  entry: string;
  busyS: number;
  groups: Map<string, number>;
}

/** The parts the design card fixes: the Markdown parser, React's server render, the syntax highlighter. */
const FIXED: [RegExp, string][] = [
  [/^(micromark|mdast-util-from-markdown|mdast-util-gfm|remark-parse|remark-gfm|decode-named-character)/, 'parser'],
  [/^(react|react-dom|react-router|scheduler)$/, 'React server render'],
  [/^(prismjs|refractor)$/, 'Prism'],
];

/** The esbuild bundle of the build's own code marks each source file with a `// prerender/x.ts` line. */
const modulesByLine = new Map<string, string[]>();
function ownModule(file: string, line: number): string | undefined {
  let map = modulesByLine.get(file);
  if (!map) {
    map = [];
    let current = '';
    for (const l of fs.readFileSync(file, 'utf8').split('\n')) {
      const m = /^\/\/ ((?:prerender|src)\/\S+)$/.exec(l);
      if (m) current = m[1]!;
      map.push(current);
    }
    modulesByLine.set(file, map);
  }
  return map[line] || undefined;
}

/** Native code a sample stopped in (no script URL): file system calls, JSON, regular expressions … */
function nativeGroup(name: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (
    /^(open|close|read|write|rename|mkdir|stat|lstat|fstat|unlink|utimes|link|copyFile|readdir|realpath|rmSync|rm)/i.test(
      name,
    )
  )
    return 'file system calls';
  if (/^(openFileHandle|writeBuffer|writeString|writeFileUtf8|readFileUtf8|internalModuleStat)$/.test(name))
    return 'file system calls';
  if (name === 'parse' || name === 'stringify') return 'JSON';
  if (name.startsWith('RegExp:')) return 'regular expressions';
  if (name === 'postMessage') return 'messages between threads';
  return 'other native code';
}

/** The group a sample's own frame belongs to. */
function groupOf(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '');
  if (!url) return nativeGroup(frame.functionName);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return FIXED.find(([re]) => re.test(pkg))?.[1] ?? `package ${pkg}`;
  if (url.startsWith('node:')) return 'Node internals';
  if (/\/server\/[^/]+\.js$|\/server\/assets\//.test(url)) return 'React server render'; // the site's SSR bundle
  if (url.includes('/boot/')) {
    const mod = ownModule(url, frame.lineNumber);
    if (mod) return `own ${mod.split('/').slice(0, 2).join('/')}`;
  }
  return 'other';
}

/** A profile's self time by group (idle and "(program)" left out: they are not the thread's work). */
export function summarize(file: string): ThreadProfile {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i + 1] ?? 0)));
  const groups = new Map<string, number>();
  let busy = 0;
  let entry = '';
  for (const n of p.nodes) {
    const m = /\/boot\/[0-9a-f]+\/(.+)\.mjs$/.exec(n.callFrame.url);
    if (m && !m[1]!.startsWith('chunks/') && (!entry || m[1] !== 'build')) entry = m[1]!;
  }
  for (const [id, us] of self) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const g = groupOf(frame);
    groups.set(g, (groups.get(g) ?? 0) + us / 1e6);
    busy += us / 1e6;
  }
  const threadId = Number(/\.\d+\.(\d+)\.\d+\.cpuprofile$/.exec(file)?.[1] ?? -1);
  return { file, threadId, entry: entry || 'build', busyS: busy, groups };
}
