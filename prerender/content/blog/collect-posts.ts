// Reads the blog folder into posts: route and date from the file name (./post-file.ts) unless the
// frontmatter sets them, authors (./authors.ts) and tags (./tags.ts). Titles and descriptions that
// come from the content itself are filled in once the post is compiled (prerender/content/collect.ts).
import path from 'node:path';
import type { SiteConfig } from '../config.ts';
import type { Analysis } from '../analyze.ts';
import type { BlogPost } from '../model.ts';
import { BuildError, formatProblem, type Problem } from '../../report/errors.ts';
import { blogFrontmatterSchema, checkSlug, frontmatterKeyLine, parseFrontmatter } from '../frontmatter.ts';
import { listFiles, mapLimit } from '../../util.ts';
import { loadAuthors, postAuthors } from './authors.ts';
import { postFileInfo } from './post-file.ts';
import { loadTagsFile, postTags } from './tags.ts';
import { builtInRoutes } from '../../routes/reserved.ts';
import { readPageSource } from '../read-source.ts';
import { localizedDir, localizedFile, type LocaleInfo } from '../locales.ts';

export async function collectPosts(
  config: SiteConfig,
  contentDir: string,
  problems: Problem[],
  sources: Map<string, string>,
  locale?: LocaleInfo,
): Promise<BlogPost[]> {
  // `blog: false`: the folder is not read at all (Docusaurus's blog plugin is off).
  if (!config.blog.enabled) return [];
  const blogDir = path.join(contentDir, 'blog');
  // A locale's posts come from i18n/<locale>/docusaurus-plugin-content-blog/ when translated there.
  const locDir =
    locale && !locale.isDefault ? localizedDir(contentDir, locale, 'docusaurus-plugin-content-blog') : undefined;
  const { blog: base, blogTags: tagsBase, blogAuthors } = builtInRoutes(config);
  const configFile = path.relative(process.cwd(), path.join(contentDir, 'site.config.ts'));
  const authors = loadAuthors(blogDir, problems, blogAuthors);
  const tagsFile = loadTagsFile(blogDir, config.blog.tags, tagsBase, configFile, problems);
  const inlineTags: Problem[] = [];
  const files = listFiles(blogDir, {
    skip: (name) => name.startsWith('_') || name.startsWith('.'),
    keep: (f) => /\.mdx?$/.test(f),
    readable: true,
  });
  const posts = await mapLimit(files, 8, async (sourceFile): Promise<BlogPost | null> => {
    const file = localizedFile(sourceFile, blogDir, locDir);
    const relFile = path.relative(process.cwd(), file);
    try {
      const source = readPageSource(file);
      sources.set(file, source);
      const { data, body } = parseFrontmatter(source, relFile, blogFrontmatterSchema);
      checkSlug(data.slug, source, relFile);
      const info = postFileInfo(path.relative(blogDir, sourceFile).replace(/\\/g, '/'));
      const date = postDate(data.date ?? info.date, info.badDate, relFile);
      const byline = postByline(data, authors, source, relFile, blogDir);
      const { tags, inline } = postTags(data.tags ?? [], tagsFile, tagsBase);
      for (const { name, index } of inline) {
        inlineTags.push({
          file: relFile,
          line: frontmatterKeyLine(source, ['tags', index], { nearest: true }),
          message: `tag "${name}" is not defined in ${config.blog.tags || 'tags.yml'}`,
          hint: `add it to the tags file or use one of its tags (${[...tagsFile!.keys()].join(', ')})`,
        });
      }
      if (data.draft) return null;
      // A URL path under the blog: `..` cannot climb above it (Docusaurus resolves slugs the same way).
      const slug = path.posix.resolve('/', data.slug ?? info.slug).replace(/^\/+|\/+$/g, '');
      return {
        locale: locale?.name ?? '',
        file,
        relFile,
        route: `${base}${slug ? `${slug}/` : ''}`.replace(/\/+/g, '/'),
        // Without a frontmatter title, collect.ts takes the post's `# Heading`, else `fileTitle`.
        title: data.title ?? '',
        fileTitle: info.text,
        slugLine: data.slug === undefined ? undefined : frontmatterKeyLine(source, ['slug']),
        description: data.description ?? '',
        date,
        authors: byline,
        tags,
        readingTime: readingTime(body, locale?.name ?? config.i18n.defaultLocale),
        frontmatter: data,
        analysis: undefined as unknown as Analysis,
      } satisfies BlogPost;
    } catch (e) {
      if (e instanceof BuildError) problems.push(...e.problems);
      else throw e;
      return null;
    }
  });
  reportInlineTags(config.blog.onInlineTags, inlineTags, problems);
  return posts
    .filter((p): p is BlogPost => p !== null)
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.route.localeCompare(b.route));
}

/**
 * A post's reading time in whole minutes, as Docusaurus 3.8+ shows it: the words of its Markdown source
 * after the frontmatter (code, links and JSX included), found by the locale's word segmenter, at 200
 * a minute, rounded up; at least one.
 */
export function readingTime(body: string, locale: string): number {
  const words =
    ASCII_ONLY.test(body) && asciiWordsMatch(locale) ? asciiWordCount(body) : segmentedWordCount(body, locale);
  return Math.max(1, Math.ceil(Math.round((words / 200) * 100) / 100));
}

function segmenterFor(locale: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter('en', { granularity: 'word' });
  }
}

/** The word-like segments Intl.Segmenter finds in `text` (about 5 µs a segment: 0.4 s for 50 posts of 5 KB). */
function segmentedWordCount(text: string, locale: string): number {
  let words = 0;
  for (const s of segmenterFor(locale).segment(text)) if (s.isWordLike) words++;
  return words;
}

// eslint-disable-next-line no-control-regex -- any ASCII character, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/**
 * The word segments of ASCII text by the Unicode word-boundary rules (UAX #29) as ICU applies them:
 * letters and digits run together, with `_` joining anything (a lone `_` is no word); `:`, `.` or `'`
 * between two letters and `,`, `;`, `.` or `'` between two digits keep one word.
 */
const ASCII_WORD = /(?:[A-Za-z](?:[:.'](?=[A-Za-z]))?|[0-9](?:[,;.'](?=[0-9]))?|_)+/g;

/** What segmentedWordCount gives for ASCII text, some 50 times faster. */
export function asciiWordCount(text: string): number {
  let words = 0;
  for (const m of text.matchAll(ASCII_WORD)) if (m[0] !== '_') words++;
  return words;
}

/**
 * Text on which the two counts must agree, for every rule of ASCII_WORD and around it; a locale whose
 * segmenter counts it otherwise (one that tailors the rules) is counted by its segmenter.
 */
const ASCII_PROBE =
  "a:b a.b a'b e.g. don't 1,000 1.5 1;2 1:2 a,b a.1 1.a a..b 1,,2 'a a' a''b a_b _ __ _a x__ 3a a1 a\"b (x) -y- !z? \r\n\t";
const asciiAgrees = new Map<string, boolean>();
function asciiWordsMatch(locale: string): boolean {
  let agrees = asciiAgrees.get(locale);
  if (agrees === undefined) {
    const segments = [...segmenterFor(locale).segment(ASCII_PROBE)].filter((s) => s.isWordLike).map((s) => s.segment);
    agrees =
      segments.join(' ') ===
      [...ASCII_PROBE.matchAll(ASCII_WORD)]
        .map((m) => m[0])
        .filter((w) => w !== '_')
        .join(' ');
    asciiAgrees.set(locale, agrees);
  }
  return agrees;
}

/** The post's date from its frontmatter or file name; a post with neither is a frontmatter problem. */
function postDate(date: Date | undefined, badDate: string | undefined, relFile: string): Date {
  if (date) return date;
  throw new BuildError('Invalid frontmatter.', [
    badDate
      ? {
          file: relFile,
          message: `the file name starts with ${badDate}, which is not a date`,
          hint: 'fix the date in the file or folder name (YYYY-MM-DD), or add `date: 2025-03-14` to the frontmatter',
        }
      : {
          file: relFile,
          line: 1,
          message: 'frontmatter `date`: the post has no date',
          hint: 'add `date: 2025-03-14` to the frontmatter, or start the file or folder name with the date (2025-03-14-my-post.mdx)',
        },
  ]);
}

/** The post's authors; a key not in authors.yml is a frontmatter problem. */
function postByline(
  data: Parameters<typeof postAuthors>[0],
  authors: Parameters<typeof postAuthors>[1],
  source: string,
  relFile: string,
  blogDir: string,
): BlogPost['authors'] {
  const { authors: byline, unknown } = postAuthors(data, authors);
  if (!unknown.length) return byline;
  throw new BuildError('Invalid frontmatter.', [
    {
      file: relFile,
      line: frontmatterKeyLine(source, ['authors', unknown[0].index], { nearest: true }) ?? 1,
      message: `frontmatter \`authors\`: unknown author key${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u.key}"`).join(', ')}`,
      hint: `use one of ${
        Object.keys(authors ?? {})
          .map((k) => `"${k}"`)
          .join(', ') || '(none defined)'
      } or add the author to ${path.relative(process.cwd(), path.join(blogDir, 'authors.yml'))}`,
    },
  ]);
}

function reportInlineTags(action: 'warn' | 'throw' | 'ignore', found: Problem[], problems: Problem[]): void {
  if (!found.length || action === 'ignore') return;
  if (action === 'throw') {
    problems.push(
      ...found.map((p) => ({
        ...p,
        hint: `${p.hint}; or set blog.onInlineTags to 'warn' or 'ignore' in the site config`,
      })),
    );
    return;
  }
  console.warn(
    `Warning: ${found.length} tag${found.length > 1 ? 's are' : ' is'} not in the tags file (blog.onInlineTags is 'warn'; the build goes on):\n${found.map(formatProblem).join('\n')}`,
  );
}
