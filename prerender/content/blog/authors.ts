// Blog authors: the map in blog/authors.yml and the authors a post names in its frontmatter (keys of
// that map, inline objects, a mix of both, or the legacy `author`, `author_title`, `author_url` and
// `author_image_url` fields), as Docusaurus accepts them.
import fs from 'node:fs';
import path from 'node:path';
// The one module, not the package's index: that loads all of lodash (some 600 modules, 0.4 s of CPU per build).
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { Problem } from '../../report/errors.ts';
import type { BlogAuthor } from '../../../src/shared/types.ts';
import { entryProblems, readYamlMap } from './yaml-map.ts';

// A link or picture from content goes into href/src: only web addresses and site paths.
const safeUrl = z.string().refine((u) => !/^\s*[a-z][a-z0-9+.-]*:/i.test(u) || /^\s*(https?|mailto):/i.test(u), {
  message: 'must be an http(s) or mailto: address, or a path on the site',
});

export const authorSchema = z
  .object({
    key: z.string().optional(),
    name: z.string().min(1, 'must not be empty').optional(),
    title: z.string().optional(),
    url: safeUrl.optional(),
    email: z.string().optional(),
    image_url: safeUrl.optional(),
    imageURL: safeUrl.optional(),
    page: z.union([z.boolean(), z.object({ permalink: z.string() })]).optional(),
    // A Stack Overflow id is a number to YAML.
    socials: z.record(z.string(), z.union([z.string(), z.number().transform(String)])).optional(),
    description: z.string().optional(),
  })
  .strict();

export type AuthorInput = z.infer<typeof authorSchema>;
export type AuthorMap = Record<string, BlogAuthor>;

/** The author fields of a post's frontmatter (blogFrontmatterSchema in ../frontmatter.ts, which uses authorSchema). */
export interface PostAuthorFields {
  authors?: string | AuthorInput | (string | AuthorInput)[] | undefined;
  author?: string | undefined;
  author_title?: string | undefined;
  author_url?: string | undefined;
  author_image_url?: string | undefined;
}

const FIELDS = 'fields: name, title, url, email, image_url, socials, page, description';

/** Where a handle of each platform Docusaurus knows leads (its `socials` map: a handle or a full URL). */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/**
 * An author's `socials` as links, in their order: a full http(s) or mailto: address as written, a handle
 * of a known platform as its profile URL (the platform's name lower-cased); anything else is left out.
 */
export function authorSocials(socials: Record<string, string> | undefined): { platform: string; url: string }[] {
  return Object.entries(socials ?? {}).flatMap(([platform, value]) => {
    if (/^(https?:\/\/|mailto:)/.test(value)) return [{ platform, url: value }];
    const key = platform.toLowerCase();
    return Object.hasOwn(SOCIAL_URLS, key) && value && !value.includes('/')
      ? [{ platform: key, url: SOCIAL_URLS[key]!(value) }]
      : [];
  });
}

function toAuthor(key: string, a: AuthorInput): BlogAuthor {
  const socials = authorSocials(a.socials);
  return {
    key,
    name: a.name ?? key,
    title: a.title,
    url: a.url || undefined,
    imageUrl: a.image_url ?? a.imageURL,
    ...(a.email ? { email: a.email } : {}),
    ...(a.description ? { description: a.description } : {}),
    ...(socials.length ? { socials } : {}),
  };
}

/**
 * The route of an author's page under `authorsBase` (`/blog/authors/`), as Docusaurus 3.5+ makes it:
 * `page: true` gives the key in kebab case, `page: { permalink }` that permalink; no `page`, no page.
 */
function authorPage(key: string, page: AuthorInput['page'], authorsBase: string): string | undefined {
  if (!page) return undefined;
  const slug = page === true ? kebabCase(key) : page.permalink.replace(/^\/+|\/+$/g, '');
  return `${authorsBase}${slug}/`.replace(/\/+/g, '/');
}

/**
 * blog/authors.yml, checked; every problem names the file and line. Null when the file is broken: it
 * is then reported once, not again as an unknown author on every post. `authorsBase` is the authors
 * list's route (`/blog/authors/`): authors with `page` get theirs under it.
 */
export function loadAuthors(blogDir: string, problems: Problem[], authorsBase?: string): AuthorMap | null {
  const file = path.join(blogDir, 'authors.yml');
  if (!fs.existsSync(file)) return {};
  const relFile = path.relative(process.cwd(), file);
  const yaml = readYamlMap(file, relFile, problems, 'name: "Ada \\"the\\" Writer"');
  if (!yaml) return null;
  const authors: AuthorMap = {};
  let valid = true;
  for (const [key, v] of Object.entries(yaml.data)) {
    const result = authorSchema
      .refine((a) => a.name || a.image_url || a.imageURL, {
        message: 'an author needs a `name` (or at least an `image_url`)',
      })
      .safeParse(v ?? {});
    if (result.success) {
      const page = authorsBase === undefined ? undefined : authorPage(key, result.data.page, authorsBase);
      authors[key] = { ...toAuthor(key, result.data), ...(page ? { page } : {}) };
      continue;
    }
    valid = false;
    problems.push(...entryProblems(yaml, relFile, key, v, result.error.issues, 'author', FIELDS));
  }
  return valid ? authors : null;
}

/** The authors of a post, in frontmatter order. Throws nothing: unknown keys come back in `unknown`, with their index in the list. */
export function postAuthors(
  fm: PostAuthorFields,
  map: AuthorMap | null,
): { authors: BlogAuthor[]; unknown: { key: string; index: number }[] } {
  const listed = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const authors: BlogAuthor[] = [];
  const unknown: { key: string; index: number }[] = [];
  listed.forEach((entry, i) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    const known = key === undefined ? undefined : map?.[key];
    if (key !== undefined && !known && map) unknown.push({ key, index: i });
    if (typeof entry === 'string') {
      if (known) authors.push(known);
    } else {
      // An inline object with a `key` overrides fields of that author; without one it stands alone.
      const inline = toAuthor(key ?? `inline-${i}`, entry);
      authors.push(
        known
          ? {
              ...known,
              ...Object.fromEntries(
                Object.entries(inline).filter(([k, v]) => v !== undefined && (k !== 'name' || entry.name)),
              ),
            }
          : inline,
      );
    }
  });
  if (fm.author || fm.author_image_url) {
    authors.push({
      key: 'author',
      name: fm.author ?? '',
      title: fm.author_title,
      url: fm.author_url || undefined,
      imageUrl: fm.author_image_url,
    });
  }
  return { authors, unknown };
}
