// Runs content config modules (site.config.ts, sidebars.ts, compiled to JavaScript by
// import-config-file.ts) in a worker thread, so that the build can stop one after a time limit: an
// endless loop in a config file ends the build with a report instead of hanging it. Plain JavaScript,
// so the thread starts without a TypeScript loader. One thread serves every config file of a build.
import { parentPort } from 'node:worker_threads';

// An exception's stack names the config file's own lines (each module carries an inline source map).
process.setSourceMapsEnabled(true);

const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

/**
 * The site config's remark/rehype plugins are functions, which cannot be copied between threads: each
 * becomes `{ lexoraPlugin: <its source> }` (the schema accepts it; the compile imports the real ones).
 */
function markPlugins(config) {
  if (!config || typeof config !== 'object') return;
  for (const section of ['docs', 'blog', 'pages']) {
    const opts = config[section];
    if (!opts || typeof opts !== 'object') continue;
    for (const list of PLUGIN_LISTS) {
      if (!Array.isArray(opts[list])) continue;
      const mark = (fn) => (typeof fn === 'function' ? { lexoraPlugin: String(fn) } : fn);
      opts[list] = opts[list].map((p) => (Array.isArray(p) ? [mark(p[0]), ...p.slice(1)] : mark(p)));
    }
  }
}

/** `editUrl` functions (docs, blog, docsInstances[]): `{ lexoraFunction }` here; the build imports the real ones. */
function markEditUrls(config) {
  if (!config || typeof config !== 'object') return;
  const sections = [config.docs, config.blog, ...(Array.isArray(config.docsInstances) ? config.docsInstances : [])];
  for (const opts of sections) {
    if (opts && typeof opts === 'object' && typeof opts.editUrl === 'function')
      opts.editUrl = { lexoraFunction: String(opts.editUrl) };
  }
}

parentPort?.on('message', async (/** @type {{ id: number, url: string }} */ { id, url }) => {
  try {
    const exports = { ...(await import(url)) };
    markPlugins(exports.default);
    markEditUrls(exports.default);
    try {
      parentPort?.postMessage({ id, exports });
    } catch {
      // A function or another value that cannot be copied between threads: left out, as JSON would.
      parentPort?.postMessage({ id, exports: JSON.parse(JSON.stringify(exports)) });
    }
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    parentPort?.postMessage({ id, error: { name: err.name, message: err.message, stack: err.stack } });
  }
});
