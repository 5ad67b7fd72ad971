// `npm run build` starts here, as plain JavaScript: the build's TypeScript runs from the esbuild
// bundle prerender/boot.mjs keeps in the cache (made first when a source changed), so this process,
// like its workers, runs no tsx loader thread and transpiles nothing as it loads. When there is no
// bundle (bundling failed, or LEXORA_BOOT=tsx) it registers tsx and runs prerender/build.ts itself.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootBundle } from './boot.mjs';

const dir = await bootBundle();
const build = dir ? await import(pathToFileURL(path.join(dir, 'build.mjs')).href) : await throughTsx();
build.runBuildCli(process.argv.slice(2));

async function throughTsx() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./build.ts');
}
