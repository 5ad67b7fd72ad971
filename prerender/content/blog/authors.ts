// Blog authors: the map in blog/authors.yml and the authors a post names in its frontmatter (keys of
// that map, inline objects, a mix of both, or the legacy `author`, `author_title`, `author_url` and
// `author_image_url` fields), as Docusaurus accepts them.
import fs from 'node:fs';
import path from 'node:path';
import { kebabCase } from 'lodash-es';
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
    socials: z.record(z.string(), z.string()).optional(),
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

function toAuthor(key: string, a: AuthorInput): BlogAuthor {
  return {
    key,
    name: a.name ?? key,
    title: a.title,
    url: a.url || undefined,
    imageUrl: a.image_url ?? a.imageURL,
    ...(a.email ? { email: a.email } : {}),
    ...(a.description ? { description: a.description } : {}),
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
