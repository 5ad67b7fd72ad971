// Command-line arguments of `npm run build` (node:util parseArgs: unknown flags are an error).
import { parseArgs } from 'node:util';

export interface BuildArgs {
  contentDir?: string;
  outDir?: string;
  /** `--locale X`: build that locale only (under its own URL, /X/ unless it is the default). */
  locale?: string;
  quiet: boolean;
  /** `--no-precompress`: no .br/.gz copies beside the text files of assets/ (prerender/outputs/precompress.ts). */
  precompress?: boolean;
}

export function parseBuildArgs(argv: string[]): BuildArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      content: { type: 'string' },
      out: { type: 'string' },
      locale: { type: 'string' },
      quiet: { type: 'boolean', short: 'q', default: false },
      'no-precompress': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    contentDir: values.content,
    outDir: values.out,
    ...(values.locale ? { locale: values.locale } : {}),
    quiet: values.quiet ?? false,
    ...(values['no-precompress'] ? { precompress: false } : {}),
  };
}
