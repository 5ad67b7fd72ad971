// The site's Sass stylesheets (`customCss` entries ending .scss/.sass, as docusaurus-plugin-sass sites
// have): the client build compiles them (Vite with the `sass` package); a Sass error is reported here
// first, at its file and line, instead of as a bundler stack trace.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from './config.ts';
import { BuildError, type Problem } from '../report/errors.ts';

export async function checkSassFiles(config: SiteConfig, contentDir: string): Promise<void> {
  const files = config.customCss.filter((f) => /\.s[ac]ss$/i.test(f));
  if (!files.length) return;
  const sass = await import('sass');
  const problems: Problem[] = [];
  for (const f of files) {
    const file = path.resolve(contentDir, f);
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
  if (problems.length) throw new BuildError('Custom CSS has a Sass error.', problems);
}
