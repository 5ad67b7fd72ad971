// What a blog post's file name says, by Docusaurus's rules: a name or folder starting with a date
// (`2021-08-26-welcome.mdx`, `2021-08-26-welcome/index.mdx`, `2021/08/26/welcome.md`) gives the post
// its date (UTC) and the URL `/2021/08/26/welcome/`; `index.md(x)` takes its folder's name; any other
// file is served at its path under the blog folder.

export interface PostFileInfo {
  /** The date in the name, at 00:00 UTC; undefined when the name has none. */
  date?: Date;
  /** The route under the blog's base path, without slashes at either end. */
  slug: string;
  /** The name without date and extension: the title of a post that has no other. */
  text: string;
  /** Set when the name has a date that is not a calendar day (`2021-02-30-x.md`). */
  badDate?: string;
}

// The folder part before the date moves after it, as in Docusaurus: `news/2021-08-26-x.md` -> 2021/08/26/news/x.
const DATED =
  /^(?<folder>.*?)(?<date>(?<y>\d{4})[-/](?<m>\d{1,2})[-/](?<d>\d{1,2}))[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** `relPath`: the post's path under the blog folder, with `/` separators. */
export function postFileInfo(relPath: string): PostFileInfo {
  const m = DATED.exec(relPath);
  if (!m?.groups) {
    const text = relPath.replace(/(?:\/index)?\.mdx?$/, '');
    return { slug: text, text: text.split('/').pop() ?? text };
  }
  const { folder, date, y, m: month, d, text } = m.groups;
  const iso = `${y}-${month.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  // Date rolls 2021-02-30 over to March 2; a name like that is a typo, not a date.
  const valid = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
  const name = `${folder}${text}`.replace(/^\/+|\/+$/g, '');
  return {
    date: valid ? parsed : undefined,
    slug: `${date.replace(/-/g, '/')}/${name}`.replace(/\/+$/, ''),
    text: text || folder.replace(/\/+$/, '').split('/').pop() || iso,
    ...(valid ? {} : { badDate: date }),
  };
}
