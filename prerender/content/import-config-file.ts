// Imports a TypeScript config file of the content (site.config.ts, sidebars.ts). A syntax error or an
// exception while it runs becomes one report with the file's line, not a stack trace of the loader.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../report/errors.ts';
import { cacheRoot } from '../util.ts';

interface EsbuildMessage {
  text: string;
  location?: { file?: string; line: number; column: number } | null;
}

export async function importConfigFile(file: string): Promise<Record<string, unknown>> {
  const rel = path.relative(process.cwd(), file) || file;
  try {
    // The query makes a rebuild in the same process (dev server, tests) see an edited file.
    return await import(pathToFileURL(file).href + `?t=${fs.statSync(file).mtimeMs}`).catch((e: unknown) => {
      if ((e as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
      return importCompiled(file);
    });
  } catch (e) {
    const errors = (e as { errors?: EsbuildMessage[] }).errors;
    if (Array.isArray(errors) && errors.length) {
      throw new BuildError(
        `${path.basename(file)} has a syntax error.`,
        errors.map((m) => ({
          file: rel,
          line: m.location?.line,
          column: m.location ? m.location.column + 1 : undefined,
          message: m.text,
          hint: 'fix the TypeScript syntax at this line',
        })),
      );
    }
    const err = e instanceof Error ? e : new Error(String(e));
    // tsx hands the loader's TransformError over as text: "<file>:<line>:<col>: ERROR: <text>".
    const syntax = [...err.message.matchAll(/:(\d+):(\d+): ERROR: (.+)/g)];
    if (err.name === 'TransformError' || syntax.length) {
      throw new BuildError(
        `${path.basename(file)} has a syntax error.`,
        syntax.map((m) => ({
          file: rel,
          line: Number(m[1]),
          column: Number(m[2]) + 1,
          message: m[3],
          hint: 'fix the TypeScript syntax at this line',
        })),
      );
    }
    // A runtime error: its stack names the config file's line when it threw there.
    const at = new RegExp(`${path.basename(file).replace(/[.]/g, '\\.')}(?:\\?[^:]*)?:(\\d+)(?::(\\d+))?`).exec(
      err.stack ?? '',
    );
    throw new BuildError(`${path.basename(file)} failed to load.`, [
      {
        file: rel,
        line: at ? Number(at[1]) : undefined,
        message: `${err.name}: ${err.message}`,
        hint: `${path.basename(file)} must be plain data (an \`export default { … }\`); fix the expression at this line`,
      },
    ]);
  }
}

/**
 * The file compiled by esbuild (with what it imports) and imported from a temporary module: for a
 * process without a TypeScript loader (the build runs as plain JavaScript, prerender/boot.mjs).
 * Source maps are on while it runs, so an exception's stack names the config file's own lines.
 */
async function importCompiled(file: string): Promise<Record<string, unknown>> {
  const esbuild = await import('esbuild');
  const out = path.join(cacheRoot(), 'boot', `config-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
  const sourceMaps = process.sourceMapsEnabled;
  try {
    // Throws esbuild's failure for a syntax error: its `errors` are reported above.
    await esbuild.build({
      entryPoints: [file],
      outfile: out,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    process.setSourceMapsEnabled(true);
    return await import(pathToFileURL(out).href);
  } catch (e) {
    void (e as Error).stack; // formatted now, while source maps are on
    throw e;
  } finally {
    process.setSourceMapsEnabled(sourceMaps);
    fs.rmSync(out, { force: true });
  }
}
