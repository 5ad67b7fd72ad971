// The site's preprocessed stylesheets (`customCss` entries ending .scss/.sass, as docusaurus-plugin-sass
// sites have, or .less/.styl, as docusaurus-plugin-less/-stylus sites have): the client build compiles
// them (Vite with the `sass` package; Less and Stylus with the compiler the site installed in the
// content folder, prerender/docusaurus/vite-plugin.ts); an error is reported here first, at its file and
// line, instead of as a bundler stack trace, and so is a Less/Stylus file whose compiler is not installed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from './config.ts';
import { BuildError, type Problem } from '../report/errors.ts';

export const LESS_OR_STYLUS = /\.(less|styl|stylus)$/i;

/** The compiler a Less or Stylus file needs: `less` or `stylus`. */
export const compilerName = (file: string): 'less' | 'stylus' => (/\.less$/i.test(file) ? 'less' : 'stylus');

/**
 * The compiler's module, from the content folder's node_modules (where `import:docusaurus --install` puts
 * the site's `less`/`stylus`), else this project's; null when neither has it.
 */
export function loadCssCompiler(contentDir: string, name: 'less' | 'stylus'): unknown {
  for (const from of [path.join(contentDir, 'package.json'), path.join(process.cwd(), 'package.json')]) {
    const req = createRequire(from);
    let resolved: string;
    try {
      resolved = req.resolve(name);
    } catch {
      continue;
    }
    const mod = req(resolved) as { default?: unknown };
    return mod.default ?? mod;
  }
  return null;
}

interface LessModule {
  render(input: string, options: { filename: string }): Promise<{ css: string; imports?: string[] }>;
}
interface StylusRenderer {
  set(key: string, value: unknown): StylusRenderer;
  render(): string;
  deps(): string[];
}

/** A Less or Stylus file compiled to CSS, with the files it imported. Throws the compiler's error. */
export async function compileLessOrStylus(
  compiler: unknown,
  file: string,
): Promise<{ css: string; imports: string[] }> {
  const source = fs.readFileSync(file, 'utf8');
  if (compilerName(file) === 'less') {
    const out = await (compiler as LessModule).render(source, { filename: file });
    return { css: out.css, imports: out.imports ?? [] };
  }
  const renderer = (compiler as (s: string) => StylusRenderer)(source).set('filename', file);
  const css = renderer.render();
  return { css, imports: renderer.deps?.() ?? [] };
}

/**
 * Where a Less or Stylus error is, and what it says: Less gives `filename`, `line` and a 0-based `column`;
 * Stylus puts `file:line:column`, the source lines and then its message into `message`.
 */
function compileErrorPlace(e: unknown, file: string): Omit<Problem, 'hint'> {
  const err = e as { message?: string; filename?: string; line?: number; column?: number };
  const text = String(err.message ?? e);
  const kind = compilerName(file) === 'less' ? 'Less' : 'Stylus';
  const at = /^(\/[^\n]*?):(\d+):(\d+)\n/.exec(text);
  if (at) {
    const said = text
      .slice(at[0].length)
      .split('\n')
      .filter((l) => l.trim() && !/^\s*\d+\|/.test(l) && !/^-+\^$/.test(l) && !/^\s+at /.test(l));
    return {
      file: path.relative(process.cwd(), at[1]),
      line: Number(at[2]),
      column: Number(at[3]),
      message: `${kind} error: ${said[0] ?? text.split('\n')[0]}`,
    };
  }
  return {
    file: path.relative(process.cwd(), err.filename && path.isAbsolute(err.filename) ? err.filename : file),
    ...(err.line ? { line: err.line, ...(err.column !== undefined ? { column: err.column + 1 } : {}) } : {}),
    message: `${kind} error: ${text.split('\n')[0]}`,
  };
}

/**
 * The file a customCss entry names: a path of the content folder. A package's stylesheet
 * (`node_modules/@radix-ui/colors/sky.css`, as the import writes a Docusaurus config's
 * `require.resolve('@radix-ui/colors/sky.css')`) is read from the content folder's node_modules, else from
 * this project's when the content folder does not have the package and this project does. Where no file has
 * that path, the rest of the entry is resolved as `require.resolve` resolves it, through the package's
 * `exports` (react-tweet's `theme.css` is `dist/twitter-theme/theme.css`).
 */
export function customCssFile(contentDir: string, entry: string): string {
  const file = path.resolve(contentDir, entry);
  if (fs.existsSync(file) || !entry.startsWith('node_modules/')) return file;
  const ours = path.resolve(entry);
  if (fs.existsSync(ours)) return ours;
  const specifier = entry.slice('node_modules/'.length);
  for (const from of [path.join(contentDir, 'package.json'), path.resolve('package.json')]) {
    try {
      const resolved = createRequire(from).resolve(specifier);
      if (fs.existsSync(resolved)) return resolved;
    } catch {
      /* not there, or not exported: the next place, else the path as written (reported as naming no file) */
    }
  }
  return file;
}

/** The line of site.config.ts that names a customCss entry (1 when it is not found). */
function configLine(contentDir: string, entry: string): { file: string; line: number } {
  const file = path.join(contentDir, 'site.config.ts');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = text.indexOf(entry);
  return { file: path.relative(process.cwd(), file), line: at < 0 ? 1 : text.slice(0, at).split('\n').length };
}

export async function checkSassFiles(config: SiteConfig, contentDir: string): Promise<void> {
  const problems: Problem[] = [];
  const missing = config.customCss.filter((f) => !fs.existsSync(customCssFile(contentDir, f)));
  for (const f of missing) {
    const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(f)?.[1];
    const dir = path.relative(process.cwd(), contentDir) || '.';
    problems.push({
      ...configLine(contentDir, f),
      message: `customCss "${f}" names no file`,
      hint: pkg
        ? `a stylesheet of the package ${pkg}: install it in the content folder (cd ${dir} && npm install, or npm install --save-exact ${pkg} when its package.json does not list it; \`import:docusaurus --install\` does it when the site lists it), or remove the entry`
        : 'fix the path (relative to the content folder), or remove the entry',
    });
  }
  const files = config.customCss.filter((f) => /\.s[ac]ss$/i.test(f) && !missing.includes(f));
  if (files.length) {
    const sass = await import('sass');
    for (const f of files) {
      const file = customCssFile(contentDir, f);
      try {
        sass.compile(file, { logger: sass.Logger.silent });
      } catch (e) {
        const err = e as {
          sassMessage?: string;
          message?: string;
          span?: { url?: URL; start?: { line: number; column: number } };
        };
        const where = err.span?.url?.protocol === 'file:' ? fileURLToPath(err.span.url) : file;
        problems.push({
          file: path.relative(process.cwd(), where),
          ...(err.span?.start ? { line: err.span.start.line + 1, column: err.span.start.column + 1 } : {}),
          message: `Sass error: ${err.sassMessage ?? String(err.message).split('\n')[0]}`,
          hint: `fix the Sass at this line (the file is in \`customCss\`: ${f})`,
        });
      }
    }
  }
  for (const f of config.customCss.filter((x) => LESS_OR_STYLUS.test(x) && !missing.includes(x))) {
    const name = compilerName(f);
    const compiler = loadCssCompiler(contentDir, name);
    if (!compiler) {
      problems.push({
        ...configLine(contentDir, f),
        message: `customCss "${f}" needs the ${name === 'less' ? 'Less' : 'Stylus'} compiler, which is not installed`,
        hint: `install it in the content folder (cd ${path.relative(process.cwd(), contentDir) || '.'} && npm install --save-exact ${name}; \`import:docusaurus --install\` does it when the site lists ${name}), or remove the file from \`customCss\``,
      });
      continue;
    }
    const file = customCssFile(contentDir, f);
    try {
      await compileLessOrStylus(compiler, file);
    } catch (e) {
      problems.push({
        ...compileErrorPlace(e, file),
        hint: `fix the stylesheet at this line (the file is in \`customCss\`: ${f})`,
      });
    }
  }
  if (problems.length)
    throw new BuildError(`Custom CSS has ${problems.length === 1 ? 'an error' : 'errors'}.`, problems);
}
