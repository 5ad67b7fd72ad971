// Blog tags: the predefined tags of blog/tags.yml (label, permalink, description; Docusaurus's tags
// file) and the tags each post names. A tag the file does not define is an "inline" tag; the site
// config's `blog.onInlineTags` says whether that is fine, a warning or an error.
import fs from 'node:fs';
import path from 'node:path';
// The one module, not the package's index: that loads all of lodash (some 600 modules, 0.4 s of CPU per build).
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { Problem } from '../../report/errors.ts';
import { entryProblems, readYamlMap } from './yaml-map.ts';

export interface Tag {
  label: string;
  /** The tag page's route, e.g. /blog/tags/release-notes/. */
  permalink: string;
  description?: string;
}

export type TagsFile = Map<string, Tag>;

// A permalink is a path under the tags page: letters, digits and -_.~ in segments, no `..`.
export const tagPermalink = z
  .string()
  .min(1, 'must not be empty')
  .regex(
    /^\/?[\p{L}\p{N}_~-][\p{L}\p{N}_.~-]*(\/[\p{L}\p{N}_~-][\p{L}\p{N}_.~-]*)*\/?$/u,
    'must be a path such as `/release-notes` (letters, digits, `-`, `_`, `.`; no `..`, `//`, `?` or `#`)',
  );

export const tagsFileEntrySchema = z
  .object({
    label: z.string().min(1, 'must not be empty').optional(),
    permalink: tagPermalink.optional(),
    description: z.string().optional(),
  })
  .strict()
  .nullable();

const EXAMPLE = 'label: "Say \\"hello\\""';

/** A tag's route: `permalink` (from tags.yml or a frontmatter object) or the label in kebab case. */
export function tagRoute(tagsBase: string, label: string, explicit?: string): string {
  const part = explicit ? explicit.replace(/^\/+|\/+$/g, '') : kebabCase(label);
  return `${tagsBase}${part}/`;
}

/**
 * The tags file: `option` is the config's `blog.tags` (a path relative to the blog folder, or false).
 * The default `tags.yml` may be absent; a file named in the config must exist. Null when there is no
 * file or it is broken (problems are pushed then).
 */
export function loadTagsFile(
  blogDir: string,
  option: string | false | undefined,
  tagsBase: string,
  configFile: string,
  problems: Problem[],
): TagsFile | null {
  if (option === false) return null;
  const file = path.join(blogDir, option ?? 'tags.yml');
  const relFile = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) {
    if (option !== undefined)
      problems.push({
        file: configFile,
        message: `blog.tags names ${relFile}, which does not exist`,
        hint: 'create the file, fix the path (it is relative to the blog folder) or remove `tags`',
      });
    return null;
  }
  const yaml = readYamlMap(file, relFile, problems, EXAMPLE);
  if (!yaml) return null;
  const tags: TagsFile = new Map();
  const byRoute = new Map<string, string>();
  const before = problems.length;
  for (const [key, value] of Object.entries(yaml.data)) {
    const result = tagsFileEntrySchema.safeParse(value);
    if (!result.success) {
      problems.push(
        ...entryProblems(
          yaml,
          relFile,
          key,
          value,
          result.error.issues,
          'tag',
          'fields: label, permalink, description',
        ),
      );
      continue;
    }
    // Docusaurus's defaults: the key, capitalised, as label; the key in kebab case as permalink.
    const label = result.data?.label ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const route = tagRoute(tagsBase, key, result.data?.permalink);
    const other = byRoute.get(route);
    if (other !== undefined) {
      problems.push({
        file: relFile,
        line: yaml.lineOf([key, 'permalink']),
        message: `tag \`${key}\` has the permalink ${route} of tag \`${other}\``,
        hint: 'give each tag its own permalink',
      });
      continue;
    }
    byRoute.set(route, key);
    tags.set(key, { label, permalink: route, description: result.data?.description });
  }
  return problems.length > before ? null : tags;
}

export type FrontmatterTag = string | { label: string; permalink: string; description?: string };

/** The tags of one post, and the names it uses that the tags file does not define. */
export function postTags(
  listed: FrontmatterTag[],
  tagsFile: TagsFile | null,
  tagsBase: string,
): { tags: Tag[]; inline: { name: string; index: number }[] } {
  const tags: Tag[] = [];
  const inline: { name: string; index: number }[] = [];
  listed.forEach((t, index) => {
    const defined = typeof t === 'string' ? tagsFile?.get(t) : undefined;
    if (defined) tags.push(defined);
    else {
      if (tagsFile) inline.push({ name: typeof t === 'string' ? t : t.label, index });
      tags.push(
        typeof t === 'string'
          ? { label: t, permalink: tagRoute(tagsBase, t) }
          : { label: t.label, permalink: tagRoute(tagsBase, t.label, t.permalink), description: t.description },
      );
    }
  });
  return { tags: tags.filter((t, i) => tags.findIndex((u) => u.permalink === t.permalink) === i), inline };
}
