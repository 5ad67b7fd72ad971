// `npm run preview`: serves dist/ like a static host (real 404s, `/a` -> `/a/`).
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
createStaticServer({ root }).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root)}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
