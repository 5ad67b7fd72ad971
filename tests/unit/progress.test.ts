// The live count of long build steps: a line now and then in a log, an in-place count on a terminal,
// nothing when quiet.
import { describe, expect, it } from 'vitest';
import { progress } from '../../prerender/report/progress';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream };
}

describe('progress', () => {
  it('prints whole lines with the step name and count when the output is a log', () => {
    const { writes, stream } = fakeStream(false);
    const p = progress('[4/5] prerender', 12000, 'pages', { stream, everySeconds: 0 });
    p.tick(1);
    p.tick(11999);
    p.tick(5); // never counts past the total
    p.done();
    expect(writes.map((w) => w.replace(/\(\d+s\)/, '(Ns)'))).toEqual([
      '[4/5] prerender: 1/12,000 pages (Ns)\n',
      '[4/5] prerender: 12,000/12,000 pages (Ns)\n',
      '[4/5] prerender: 12,000/12,000 pages (Ns)\n',
    ]);
  });

  it('redraws one line on a terminal and erases it when the step ends', () => {
    const { writes, stream } = fakeStream(true);
    let clock = 0;
    const p = progress('[1/5] content', 3, 'pages compiled', { stream, now: () => clock });
    clock = 50;
    p.tick(); // redrawn at most ten times a second: not yet
    clock = 1500;
    p.tick();
    p.done();
    expect(writes).toEqual(['\r\x1b[2K[1/5] content: 2/3 pages compiled (2s)', '\r\x1b[2K']);
  });

  it('writes nothing when the build is quiet or a log line is not due yet', () => {
    const quiet = fakeStream(true);
    const p = progress('[4/5] prerender', 10, 'pages', { stream: quiet.stream, quiet: true });
    p.tick(10);
    p.done();
    const log = fakeStream(false);
    const q = progress('[4/5] prerender', 10, 'pages', { stream: log.stream });
    q.tick(10);
    q.done();
    expect([...quiet.writes, ...log.writes]).toEqual([]);
  });
});
