// `npm run write-translations [-- --locale <l>] [--override] [--messagePrefix <p>] [--content <folder>]`:
// writes the JSON files to translate for one locale, as Docusaurus's `write-translations` does:
// i18n/<locale>/code.json (every string of the theme, by Docusaurus's ids, with the messages of the
// site's own `<Translate>`/`translate()` in src/), docusaurus-theme-classic/navbar.json and footer.json,
// docusaurus-plugin-content-docs[-<id>]/current.json and version-<name>.json (version label, sidebar
// category and link labels), docusaurus-plugin-content-blog/options.json (blog title, description,
// sidebar title). Existing translations are kept: only missing keys are added (`--override` replaces
// the messages too), descriptions are rewritten, and keys the site no longer has stay, with a warning.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BuildError, type Problem } from './report/errors.ts';
import { loadSiteConfig, type SiteConfig } from './content/config.ts';
import { siteLocales } from './content/locales.ts';
import { translationSources } from './content/collect.ts';
import {
  blogOptionsMessages,
  footerMessages,
  navbarMessages,
  readTranslationFile,
  sidebarMessages,
  translationFiles,
} from './content/translations.ts';
import { extractCodeMessages } from './content/extract-translations.ts';
import { THEME_MESSAGES } from '../src/shared/theme-messages.ts';

interface Entry {
  message: string;
  description?: string;
}
type Content = Map<string, Entry>;

export interface WrittenFile {
  file: string;
  /** Keys written for the first time. */
  added: number;
  total: number;
  /** Keys of the file that the site no longer has (kept). */
  stale: string[];
}

export interface WriteOptions {
  locale?: string;
  override?: boolean;
  messagePrefix?: string;
}

const USAGE =
  'npm run write-translations -- [--locale <locale>] [--override] [--messagePrefix <prefix>] [--content <folder>]';

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/** code.json: the theme's strings, then the site's own messages (src/), which may reuse a theme id. */
function codeContent(contentDir: string, problems: Problem[]): Content {
  const out: Content = new Map(Object.entries(THEME_MESSAGES).sort(([a], [b]) => a.localeCompare(b)));
  for (const [id, m] of extractCodeMessages(path.join(contentDir, 'src'), problems)) out.set(id, m);
  return out;
}

function described(messages: Map<string, string>, describe: (key: string) => string): Content {
  return new Map([...messages].map(([key, message]) => [key, { message, description: describe(key) }]));
}

function navbarDescription(key: string): string {
  if (key === 'title') return 'The title in the navbar';
  if (key === 'logo.alt') return "The alt text of the navbar's logo";
  return `Navbar item with label ${key.slice('item.label.'.length)}`;
}

function footerDescription(key: string): string {
  if (key === 'copyright') return 'The footer copyright';
  if (key === 'logo.alt') return "The alt text of the footer's logo";
  if (key.startsWith('link.title.')) return `The title of the footer links column ${key.slice('link.title.'.length)}`;
  return `Footer link with label ${key.slice('link.item.label.'.length)}`;
}

function docsDescription(version: string): (key: string) => string {
  return (key) => {
    if (key === 'version.label') return `The label of docs version ${version}`;
    const m = /^sidebar\.([^.]+)\.(category|link|doc)\.(.*)$/.exec(key);
    return m ? `The label of ${m[2]} ${m[3]} in sidebar ${m[1]}` : key;
  };
}

const BLOG_DESCRIPTIONS: Record<string, string> = {
  title: 'The title of the blog (its list page and head)',
  description: 'The description of the blog (its list page and head)',
  'sidebar.title': 'The heading of the blog sidebar',
};

/** Every file to write for `locale`, with its content as the site has it now. */
async function filesToWrite(config: SiteConfig, contentDir: string, locale: string): Promise<[string, Content][]> {
  const info = siteLocales(config).find((l) => l.name === locale)!;
  const files = translationFiles(contentDir, info);
  const problems: Problem[] = [];
  const { versions, hasBlog } = await translationSources(config, contentDir);
  const out: [string, Content][] = [
    [files.code, codeContent(contentDir, problems)],
    [files.navbar, described(navbarMessages(config.navbar), navbarDescription)],
    [files.footer, described(footerMessages(config.footer), footerDescription)],
    ...versions.map((v): [string, Content] => [
      files.version(v.name, v.pluginId),
      described(sidebarMessages(v.sidebars, v.label), docsDescription(v.name)),
    ]),
  ];
  if (hasBlog) out.push([files.blogOptions, described(blogOptionsMessages(config.blog), (k) => BLOG_DESCRIPTIONS[k]!)]);
  if (problems.length) throw new BuildError('Cannot read the site for its messages.', problems);
  return out;
}

/** The file's entries as written (order kept), or a problem when it is not a translation file. */
function existingEntries(file: string, problems: Problem[]): Record<string, Entry> {
  if (!fs.existsSync(file)) return {};
  const valid = readTranslationFile(file, null, problems);
  const raw = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '') || '{}') as Record<string, Entry>;
  return Object.fromEntries(Object.entries(raw).filter(([k]) => valid.has(k)));
}

/** Docusaurus's merge: existing entries first, every key of `content` with its message kept (unless overridden). */
function merge(existing: Record<string, Entry>, content: Content, opts: WriteOptions): Record<string, Entry> {
  const out: Record<string, Entry> = { ...existing };
  for (const [key, { message, description }] of content) {
    const fresh = `${opts.messagePrefix ?? ''}${message}`;
    const kept = opts.override ? undefined : existing[key]?.message;
    out[key] = { message: kept ?? fresh, ...(description !== undefined ? { description } : {}) };
  }
  return out;
}

export async function writeTranslations(contentDir: string, opts: WriteOptions = {}): Promise<WrittenFile[]> {
  const config = await loadSiteConfig(contentDir);
  const locale = opts.locale ?? config.i18n.defaultLocale;
  if (!siteLocales(config).some((l) => l.name === locale))
    throw new BuildError('Unknown locale.', [
      {
        file: rel(path.join(contentDir, 'site.config.ts')),
        message: `--locale ${locale}: the site has no locale "${locale}"`,
        hint: `use one of ${siteLocales(config)
          .map((l) => l.name)
          .join(', ')}, or add "${locale}" to i18n.locales`,
      },
    ]);
  const planned = await filesToWrite(config, contentDir, locale);
  const problems: Problem[] = [];
  const existing = planned.map(([file]) => existingEntries(file, problems));
  if (problems.length) throw new BuildError('Invalid translation files.', problems);
  const written: WrittenFile[] = [];
  for (const [i, [file, content]] of planned.entries()) {
    if (!content.size) continue; // Docusaurus writes no empty file
    const merged = merge(existing[i]!, content, opts);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
    const stale = Object.keys(existing[i]!).filter((k) => !content.has(k));
    const added = [...content.keys()].filter((k) => !(k in existing[i]!)).length;
    written.push({ file: rel(file), added, total: Object.keys(merged).length, stale });
  }
  return written;
}

function main(argv: string[]): void {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        locale: { type: 'string' },
        content: { type: 'string', default: 'content' },
        override: { type: 'boolean', default: false },
        messagePrefix: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\nUsage: ${USAGE}`);
    process.exit(2);
  }
  const { locale, override, messagePrefix } = values;
  writeTranslations(path.resolve(values.content!), { locale, override, messagePrefix }).then(
    (files) => {
      for (const f of files) {
        console.log(`${f.file}: ${f.total} messages (${f.added} new)`);
        if (f.stale.length)
          console.warn(
            `  warning: ${f.stale.length} key${f.stale.length > 1 ? 's' : ''} the site no longer has, kept: ${f.stale.slice(0, 5).join(', ')}${f.stale.length > 5 ? ', …' : ''}`,
          );
      }
    },
    (e) => {
      console.error(e instanceof BuildError ? e.message : e);
      process.exit(1);
    },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
