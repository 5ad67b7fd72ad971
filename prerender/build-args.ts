// Command-line arguments of `npm run build` (node:util parseArgs: unknown flags are an error).
import { parseArgs } from 'node:util';

export interface BuildArgs {
  contentDir?: string;
  outDir?: string;
  quiet: boolean;
}

export function parseBuildArgs(argv: string[]): BuildArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      content: { type: 'string' },
      out: { type: 'string' },
      quiet: { type: 'boolean', short: 'q', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return { contentDir: values.content, outDir: values.out, quiet: values.quiet ?? false };
}
