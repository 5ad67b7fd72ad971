// Frontmatter: parsing (YAML between --- fences) and the schemas of docs pages, blog posts and standalone
// pages, which share one base.
import { z } from 'zod';
import { BuildError, formatProblem, type Problem } from '../report/errors.ts';
import { authorSchema } from './blog/authors.ts';
import { tagPermalink } from './blog/tags.ts';
import { keyLine, type KeyPath } from '../report/source-lines.ts';
import { createRequire } from 'node:module';
import { parseYaml, stripBom } from './read-source.ts';
import { distance } from 'fastest-levenshtein';

export interface Parsed<T> {
  data: T;
  body: string;
  /** Number of lines the frontmatter block takes, to map body lines back to file lines. */
  bodyLineOffset: number;
  /** How many warnings the frontmatter printed (misspelt-looking fields). */
  warnings: number;
}

const tocLevel = z.number().int().min(2).max(6);

/**
 * The fields every page accepts, whatever its kind: docs pages, blog posts and standalone pages
 * (src/pages) extend this one base, each with the fields only it has.
 */
const pageBaseSchema = z.object({
  // Optional, as in Docusaurus: the page's `# Heading` (a post's, else its file name) is its title.
  title: z.string({ message: 'expected a string' }).min(1, 'must not be empty').optional(),
  description: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  draft: z.boolean().optional(),
  // Docusaurus's `<meta name="keywords">` and social card (og:image, twitter:image) of the page.
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
});

/** `last_update` overrides what git says: `{ author, date }`, either or both. */
const lastUpdate = z
  .object({ author: z.string().optional(), date: z.union([z.date(), z.string()]).optional() })
  .strict();

/** The base plus what docs pages and blog posts (Markdown with a route of its own and a TOC) share. */
const markdownBaseSchema = pageBaseSchema.extend({
  slug: z.string().optional(),
  toc_min_heading_level: tocLevel.optional(),
  toc_max_heading_level: tocLevel.optional(),
});

export const docFrontmatterSchema = markdownBaseSchema
  .extend({
    id: z
      .string()
      .regex(/^[^/]+$/, 'an id cannot contain "/"')
      .optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    tags: z.array(z.string()).optional(),
    hide_title: z.boolean().optional(),
    displayed_sidebar: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    parse_number_prefixes: z.boolean().optional(),
    // A URL, or null for no "Edit this page" link on this page.
    custom_edit_url: z.string().nullable().optional(),
    last_update: lastUpdate.optional(),
  })
  .loose();

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

/**
 * A YAML 1.1 timestamp with a time (what js-yaml 3, Docusaurus's frontmatter reader, turns into a date):
 * month, day and hour may have one digit (Electron's posts: `date: 2023-2-07T00:00:00.000Z`, which
 * JavaScript's Date refuses), the zone is optional (UTC then). Our YAML reader keeps it a string.
 */
const YAML_TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(\.\d+)?(?:[ \t]*(Z|[-+]\d\d?(?::?\d\d)?))?$/;

/** A YAML zone (`Z`, `+5`, `-05`, `+0530`, `+05:30`, or none: UTC) as ISO 8601 writes it. */
function zoneOf(zone: string | undefined): string {
  const m = zone ? /^([-+])(\d\d?)(?::?(\d\d))?$/.exec(zone) : null;
  return m ? `${m[1]}${m[2].padStart(2, '0')}:${m[3] ?? '00'}` : 'Z';
}

function yamlTimestamp(v: string): string | undefined {
  const m = YAML_TIMESTAMP.exec(v);
  if (!m) return undefined;
  const two = (n: string) => n.padStart(2, '0');
  return `${m[1]}-${two(m[2])}-${two(m[3])}T${two(m[4])}:${m[5]}:${m[6]}${m[7] ?? ''}${zoneOf(m[8])}`;
}

const dateLike = z.union([z.date(), z.string()]).transform((v, ctx) => {
  const d =
    v instanceof Date ? v : new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : (yamlTimestamp(v.trim()) ?? v));
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: `"${String(v)}" is not a date; write it as YYYY-MM-DD` });
    return z.NEVER;
  }
  return d;
});

// An author in a post's frontmatter: a key of blog/authors.yml or an inline object.
const postAuthor = z.union([
  z.string().min(1, 'must not be empty'),
  authorSchema.refine((a) => a.name || a.key || a.image_url || a.imageURL, {
    message: 'an inline author needs a `name` (or a `key` of authors.yml)',
  }),
]);

// A tag: its name (a key of tags.yml, or a label) or an inline { label, permalink }.
export const frontmatterTag = z.union([
  z.string().min(1, 'a tag must not be empty'),
  z
    .object({
      label: z.string().min(1, 'must not be empty'),
      permalink: tagPermalink,
      description: z.string().optional(),
    })
    .strict(),
]);

export const blogFrontmatterSchema = markdownBaseSchema
  .extend({
    date: dateLike.optional(),
    authors: z.union([postAuthor, z.array(postAuthor)]).optional(),
    // Docusaurus's single-author fields, before `authors` existed (both spellings).
    author: z.string().optional(),
    author_title: z.string().optional(),
    authorTitle: z.string().optional(),
    author_url: authorSchema.shape.url,
    authorURL: authorSchema.shape.url,
    author_image_url: authorSchema.shape.image_url,
    authorImageURL: authorSchema.shape.image_url,
    tags: z.array(frontmatterTag).optional(),
    custom_edit_url: z.string().nullable().optional(),
    last_update: lastUpdate.optional(),
  })
  .loose()
  .transform(({ authorTitle, authorURL, authorImageURL, ...fm }) => ({
    ...fm,
    author_title: fm.author_title ?? authorTitle,
    author_url: fm.author_url ?? authorURL,
    author_image_url: fm.author_image_url ?? authorImageURL,
  }));

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/**
 * A standalone page's (src/pages/*.md[x]): the base, a wrapper class, and any other field kept as
 * written, as Docusaurus keeps them. Its title may be empty: the page then has the site's title.
 */
export const pageFrontmatterSchema = pageBaseSchema
  .extend({
    title: z.string().optional(),
    wrapperClassName: z.string().optional(),
  })
  .loose();

export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;

const FIELD_HINTS: Record<string, string> = {
  title: 'add `title: Your page title` to the frontmatter',
  date: 'write the date as `date: 2025-03-14`, or start the file name with it (2025-03-14-my-post.mdx)',
  authors:
    'list keys of blog/authors.yml or inline authors, e.g. `authors: [maria, { name: Ada Writer, url: https://ada.example }]`',
  tags: 'write tags as a list: `tags: [llms, grammar]` (a blog post may also list `{ label, permalink }` objects)',
};

/** The frontmatter block at the start of a page: YAML between --- lines. */
export const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)??---[ \t]*(?:\r?\n|$)/;

/**
 * Line in the file of the front matter key or list item at `keys` (`['tags', 2]`; the YAML starts on
 * the second line, after the opening ---). `nearest`: of its nearest parent when it is not written.
 */
export function frontmatterKeyLine(
  source: string,
  keys: KeyPath,
  opts: { nearest?: boolean } = {},
): number | undefined {
  const m = FRONTMATTER.exec(stripBom(source));
  const line = m ? keyLine(m[1] ?? '', keys, { format: 'yaml', nearest: opts.nearest }) : undefined;
  return line === undefined ? undefined : line + 1;
}

/** The frontmatter block of a page, or null when it has none; a `---` first line never closed is refused at line 1. */
function frontmatterBlock(source: string, file: string): RegExpExecArray | null {
  const m = FRONTMATTER.exec(source);
  if (!m && /^---[ \t]*\r?\n/.test(source))
    throw new BuildError('Invalid frontmatter.', [
      {
        file,
        line: 1,
        message: 'the frontmatter opened by `---` on line 1 is never closed',
        hint: 'end the frontmatter with a line holding only `---`; to start the page with a horizontal rule, write `***` instead',
      },
    ]);
  return m;
}

const requireHere = createRequire(import.meta.url);

/**
 * The frontmatter's YAML. What our YAML parser refuses but Docusaurus's reader (js-yaml 3, through
 * gray-matter) accepts, such as `authors: [a] tags: [b]` on one line, is read as Docusaurus reads it,
 * with a warning at the line, so a Docusaurus site builds unedited.
 */
function frontmatterYaml(yamlText: string, file: string): unknown {
  try {
    return parseYaml(yamlText, file, {
      lineOffset: 1,
      title: 'Invalid frontmatter.',
      hint: 'fix the YAML between the --- lines; quote values that contain ": "',
    });
  } catch (e) {
    if (!(e instanceof BuildError) || !/YAML syntax error/.test(e.problems[0]?.message ?? '')) throw e;
    let lenient: unknown;
    try {
      lenient = (requireHere('js-yaml') as { safeLoad: (t: string) => unknown }).safeLoad(yamlText);
    } catch {
      throw e;
    }
    const p = e.problems[0];
    console.warn(
      `Warning: ${p.file}:${p.line}: ${p.message}; read as Docusaurus reads it (the build goes on)\n      fix: ${p.hint}`,
    );
    return lenient;
  }
}

export function parseFrontmatter<T>(text: string, file: string, schema: z.ZodType<T>): Parsed<T> {
  const source = stripBom(text);
  const m = frontmatterBlock(source, file);
  const yamlText = m?.[1] ?? '';
  const bodyLineOffset = m ? m[0].split('\n').length - 1 : 0;
  let raw: unknown = {};
  if (m) {
    // The YAML starts on line 2, after the opening ---.
    raw = frontmatterYaml(yamlText, file) ?? {};
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const lineOfKey = (key: string) => frontmatterKeyLine(source, [key]);
    const problems: Problem[] = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const at = key ? lineOfKey(key) : undefined;
      const unknownKeys = issue.code === 'unrecognized_keys' ? (issue as { keys: string[] }).keys : [];
      if (unknownKeys.length) {
        return {
          file,
          line: lineOfKey(unknownKeys[0]),
          message: `frontmatter field${unknownKeys.length > 1 ? 's' : ''} ${unknownKeys.map((k) => `\`${k}\``).join(', ')} not recognised`,
          hint: 'remove it or check the spelling; CONTRIBUTING.md lists the supported fields',
        };
      }
      // A nested field's own line (`authors.0.url`), else its nearest written parent's.
      const nested =
        issue.path.length > 1 ? frontmatterKeyLine(source, issue.path as KeyPath, { nearest: true }) : undefined;
      return {
        file,
        line: nested ?? at ?? 1,
        message: `frontmatter \`${issue.path.join('.') || '(root)'}\`: ${issue.message}${at === undefined && key ? ' (the field is missing)' : ''}`,
        hint:
          (at !== undefined && issue.path.length === 1
            ? typeHint(issue, key, (raw as Record<string, unknown>)[key], source, at)
            : undefined) ??
          FIELD_HINTS[key] ??
          `correct \`${key}\` in the frontmatter`,
      };
    });
    // In the order of the file, not of the schema's fields.
    problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new BuildError('Invalid frontmatter.', problems);
  }
  const warnings = warnNearMisses(raw, schema, source, file);
  return { data: result.data, body: m ? source.slice(m[0].length) : source, bodyLineOffset, warnings };
}

/**
 * The fix for a field YAML read as another type than the one written: `title: 42` or `title: 2025-01-02`
 * is a number or a date, `title: true` a boolean, `title:` alone nothing; `draft: "yes"` is no boolean.
 * Undefined for other mistakes.
 */
function typeHint(
  issue: z.core.$ZodIssue,
  key: string,
  value: unknown,
  source: string,
  line: number,
): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.expected === 'boolean') return `write \`${key}: true\` or \`${key}: false\`, without quotes`;
  if (issue.expected === 'number') return `write a number without quotes, e.g. \`${key}: 3\``;
  if (issue.expected !== 'string') return undefined;
  if (value === null) return `\`${key}:\` has no value: write one after the colon, or remove the line`;
  const kind =
    typeof value === 'number'
      ? 'a number'
      : typeof value === 'boolean'
        ? 'a boolean'
        : value instanceof Date
          ? 'a date'
          : undefined;
  if (!kind) return undefined;
  const written = /^\s*[^:]+:\s*(.*?)\s*$/.exec(source.split('\n')[line - 1] ?? '')?.[1] || String(value);
  return `YAML reads ${written} as ${kind}: quote it, \`${key}: "${written}"\``;
}

/** The field names a frontmatter schema knows (through a `.transform()`). */
function knownKeys(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; in?: z.ZodType };
  if (s.shape) return Object.keys(s.shape);
  return s.in ? knownKeys(s.in) : [];
}

/**
 * The known field an unknown one is probably a misspelling of: same letters but case or `_`/`-`, or 1-2 edits away.
 * A two-letter field (`id`) counts only by case or `_`/`-`: one edit from it is another word (`uid`, `ids`).
 */
export function nearMiss(key: string, known: string[]): string | undefined {
  const norm = (k: string) => k.toLowerCase().replace(/[_-]/g, '');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = norm(k) === norm(key) ? 0 : Math.min(k.length, key.length) <= 2 ? Infinity : distance(key, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return bestDistance <= (key.length >= 5 ? 2 : 1) ? best : undefined;
}

/**
 * Unknown frontmatter fields are kept, as Docusaurus keeps them (themes and plugins read `hero`,
 * `authorTwitter`…), but one that looks like a misspelt known field is a warning at its line.
 */
/** Prints a warning for each frontmatter field that looks like a misspelt known one; returns how many. */
function warnNearMisses(raw: unknown, schema: z.ZodType, source: string, file: string): number {
  if (!raw || typeof raw !== 'object') return 0;
  const known = knownKeys(schema);
  if (!known.length) return 0;
  let warnings = 0;
  for (const key of Object.keys(raw)) {
    if (known.includes(key)) continue;
    const near = nearMiss(key, known);
    if (!near) continue;
    const problem = formatProblem({
      file,
      line: frontmatterKeyLine(source, [key]),
      message: `frontmatter field \`${key}\` is not one the theme reads; did you mean \`${near}\`?`,
      hint: `rename it to \`${near}\` (unknown fields are kept for the site's own components, as in Docusaurus)`,
    });
    console.warn(`Warning: a frontmatter field looks misspelt (the build goes on):\n${problem}`);
    warnings++;
  }
  return warnings;
}

/**
 * Refuses a frontmatter `slug` that climbs out of its section with `..` or is a URL of another site,
 * at the slug's line, instead of clamping it into the section or publishing it as a path.
 */
export function checkSlug(slug: string | undefined, source: string, relFile: string): void {
  if (slug === undefined) return;
  const reason = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(slug.trim())
    ? 'is a URL; a slug is the path of this page on this site'
    : slug.split(/[/\\]/).some((s) => s === '..' || s === '.')
      ? 'has a "." or ".." segment, which would move the page out of its folder or section'
      : undefined;
  if (reason)
    throw new BuildError('Unusable routes.', [
      {
        file: relFile,
        line: frontmatterKeyLine(source, ['slug']),
        message: `slug ${JSON.stringify(slug)} ${reason}`,
        hint: 'write the path the page should have, e.g. `slug: /guides/install` (from the section root) or `slug: install`; link to other sites from the page instead',
      },
    ]);
}
