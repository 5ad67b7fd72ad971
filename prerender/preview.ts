// `npm run preview`: serves dist/ like a static host (real 404s, `/a` -> `/a/`), at the site's baseUrl.
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer } from './static-server.ts';

const root = path.resolve(process.argv[2] ?? 'dist');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${path.relative(process.cwd(), root) || '.'}/. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = builtBaseUrl(root);
createStaticServer({ root, basePath }).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root)}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${basePath}`,
  );
});

/** The site's baseUrl, as the build wrote it: the path of the home route (route.json at the output's root). */
function builtBaseUrl(dir: string): string {
  try {
    const home = JSON.parse(fs.readFileSync(path.join(dir, 'route.json'), 'utf8')) as { path?: unknown };
    return typeof home.path === 'string' && /^\/(?:[^/?#]+\/)*$/.test(home.path) ? home.path : '/';
  } catch {
    return '/';
  }
}
