// A live count inside a long build step ("[4/5] prerender: 1,234/10,000 pages"). On an interactive
// terminal the count is redrawn in place (at most ten times a second) and erased when the step ends,
// so the step's own summary line follows; in a log (CI) a line is printed every ten seconds instead,
// so a long build is never minutes of silence. Nothing at all when the build is quiet.

export interface Progress {
  /** Adds `n` finished items. */
  tick(n?: number): void;
  /** Ends the count (erases the live line on a terminal). */
  done(): void;
}

const SILENT: Progress = { tick() {}, done() {} };

export interface ProgressOptions {
  quiet?: boolean;
  /** Where to write; stderr by default, so the step lines on stdout stay clean. */
  stream?: NodeJS.WriteStream;
  /** Seconds between lines when the stream is not a terminal. */
  everySeconds?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

/** Starts the count of one step; the build hands one of these to its long steps. */
export type StartProgress = (step: string, total: number, unit: string) => Progress;

export const noProgress: StartProgress = () => SILENT;

export function progress(step: string, total: number, unit: string, opts: ProgressOptions = {}): Progress {
  if (opts.quiet || total === 0) return SILENT;
  const stream = opts.stream ?? process.stderr;
  const tty = Boolean(stream.isTTY);
  const every = (tty ? 0.1 : (opts.everySeconds ?? 10)) * 1000;
  const now = opts.now ?? (() => performance.now());
  const start = now();
  const fmt = (n: number) => n.toLocaleString('en-US');
  let count = 0;
  let last = start;
  let drawn = false;
  const line = () => `${step}: ${fmt(count)}/${fmt(total)} ${unit} (${((now() - start) / 1000).toFixed(0)}s)`;
  return {
    tick(n = 1) {
      count = Math.min(total, count + n);
      const t = now();
      if (t - last < every) return;
      last = t;
      if (tty) {
        stream.write(`\r\x1b[2K${line()}`);
        drawn = true;
      } else {
        stream.write(`${line()}\n`);
      }
    },
    done() {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
}
