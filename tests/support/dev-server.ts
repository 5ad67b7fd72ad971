// Starts `prerender/dev.ts` in a child process on `port` and resolves once it has printed its address;
// `output()` is everything it has printed so far (stdout and stderr).
import { spawn, type ChildProcess } from 'node:child_process';

export interface DevServer {
  process: ChildProcess;
  output: () => string;
}

export async function startDevServer(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<DevServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'prerender/dev.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes(`${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  return { process: child, output: () => out };
}
