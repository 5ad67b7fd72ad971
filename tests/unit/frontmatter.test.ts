// Frontmatter errors: the page's file and the line of the field, what is wrong and how to fix it,
// pinned as inline snapshots because they are what an author reads.
import { describe, expect, it, vi } from 'vitest';
import {
  blogFrontmatterSchema,
  docFrontmatterSchema,
  nearMiss,
  pageFrontmatterSchema,
  parseFrontmatter,
} from '../../prerender/content/frontmatter';

function errorOf(source: string, schema: Parameters<typeof parseFrontmatter>[2] = docFrontmatterSchema): string {
  try {
    parseFrontmatter(source, 'content/docs/page.mdx', schema);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the frontmatter was accepted');
}

describe('blog dates', () => {
  const dateOf = (value: string) =>
    (
      parseFrontmatter(`---\ndate: ${value}\n---\n`, 'content/blog/post.md', blogFrontmatterSchema).data as {
        date: Date;
      }
    ).date.toISOString();

  it('reads YAML 1.1 timestamps with one-digit parts as Docusaurus (js-yaml) does', () => {
    expect(dateOf('2023-2-07T00:00:00.000Z')).toBe('2023-02-07T00:00:00.000Z');
    expect(dateOf('2026-1-3 9:05:00')).toBe('2026-01-03T09:05:00.000Z');
    expect(dateOf('2024-11-30T10:00:00+5')).toBe('2024-11-30T05:00:00.000Z');
    expect(dateOf('2024-11-30T10:00:00 -05:30')).toBe('2024-11-30T15:30:00.000Z');
    expect(dateOf('2025-03-14')).toBe('2025-03-14T00:00:00.000Z');
  });

  it('still refuses what is no date, at its line', () => {
    expect(errorOf('---\ndate: 2023-13-45T99:00:00Z\n---\n', blogFrontmatterSchema)).toContain('is not a date');
    expect(errorOf('---\ndate: soon\n---\n', blogFrontmatterSchema)).toContain('content/docs/page.mdx:2');
  });
});

describe('parseFrontmatter', () => {
  it('returns the fields, the body and where the body starts', () => {
    const parsed = parseFrontmatter(
      '---\ntitle: "Tone <b>&</b> \u05e9\u05dc\u05d5\u05dd 😀"\ndescription: x\n---\n# Body\n',
      'content/docs/page.mdx',
      docFrontmatterSchema,
    );
    expect(parsed.data.title).toBe('Tone <b>&</b> \u05e9\u05dc\u05d5\u05dd 😀');
    expect(parsed.body).toBe('# Body\n');
    expect(parsed.bodyLineOffset).toBe(4);
  });

  it('reports broken YAML with its line and column', () => {
    expect(errorOf('---\ntitle: ok\ndescription: a: b: c\n---\n')).toMatchInlineSnapshot(`
      "Invalid frontmatter.
        - content/docs/page.mdx:3:14: YAML syntax error: Nested mappings are not allowed in compact mappings
            fix: fix the YAML between the --- lines; quote values that contain ": ""
    `);
  });

  it('keeps an unknown field, as Docusaurus does, and warns at its line when it looks like a misspelt known one', () => {
    const warnings: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
    try {
      const parsed = parseFrontmatter(
        '---\ntitle: Page\ndescriptoin: typo\nhero: { title: Big }\n---\n',
        'content/docs/page.mdx',
        docFrontmatterSchema,
      );
      expect(parsed.data).toMatchObject({ descriptoin: 'typo', hero: { title: 'Big' } });
    } finally {
      spy.mockRestore();
    }
    expect(warnings.join('\n')).toMatchInlineSnapshot(`
      "Warning: a frontmatter field looks misspelt (the build goes on):
        - content/docs/page.mdx:3: frontmatter field \`descriptoin\` is not one the theme reads; did you mean \`description\`?
            fix: rename it to \`description\` (unknown fields are kept for the site's own components, as in Docusaurus)"
    `);
  });

  it('takes a field for a misspelling only when it is close to a known one', () => {
    const known = ['sidebar_label', 'title', 'authors', 'hide_title'];
    expect(nearMiss('sidebarLabel', known)).toBe('sidebar_label');
    expect(nearMiss('titel', known)).toBe('title');
    expect(nearMiss('author', known)).toBe('authors');
    for (const k of ['hero', 'authorTwitter', 'image_alt', 'featured']) expect(nearMiss(k, known), k).toBeUndefined();
    // One edit from a two-letter field is another word (Jellyfin's docs carry a `uid`), not a misspelling of it.
    expect(nearMiss('ID', ['id', 'title'])).toBe('id');
    for (const k of ['uid', 'ids', 'io']) expect(nearMiss(k, ['id', 'title']), k).toBeUndefined();
    expect(nearMiss('tag', ['tags', 'id'])).toBe('tags');
  });

  it("reports a nested field at its own line (an inline author's url), not at its top-level key", () => {
    const source = '---\ntitle: Post\nauthors:\n  - name: Evil <img src=x>\n    url: "javascript:alert(1)"\n---\n';
    expect(errorOf(source, blogFrontmatterSchema)).toContain('content/docs/page.mdx:5: frontmatter `authors.0.url`');
  });

  it('reports a field of the wrong type, and an inline author without a name', () => {
    expect(errorOf('---\ntitle: [a, b]\n---\n')).toMatchInlineSnapshot(`
      "Invalid frontmatter.
        - content/docs/page.mdx:2: frontmatter \`title\`: expected a string
            fix: add \`title: Your page title\` to the frontmatter"
    `);
    // A post's title may come from its heading or file name; an inline author needs a name.
    expect(errorOf('---\nauthors:\n  - title: Guest\n---\n', blogFrontmatterSchema)).toMatchInlineSnapshot(`
      "Invalid frontmatter.
        - content/docs/page.mdx:3: frontmatter \`authors.0\`: an inline author needs a \`name\` (or a \`key\` of authors.yml)
            fix: list keys of blog/authors.yml or inline authors, e.g. \`authors: [maria, { name: Ada Writer, url: https://ada.example }]\`"
    `);
  });
});

describe('the three page schemas', () => {
  const schemas = { docs: docFrontmatterSchema, blog: blogFrontmatterSchema, pages: pageFrontmatterSchema };

  it('share one base: the same fields, checked the same way', () => {
    for (const [kind, schema] of Object.entries(schemas)) {
      const ok = schema.safeParse({ description: 'd', hide_table_of_contents: true, unlisted: false, draft: false });
      expect(ok.success, kind).toBe(true);
      for (const bad of [{ unlisted: 'yes' }, { draft: 1 }, { hide_table_of_contents: 'no' }, { description: 3 }]) {
        expect(schema.safeParse(bad).success, `${kind} ${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });

  it('every page kind keeps fields it does not know, as Docusaurus does (themes read them)', () => {
    expect(pageFrontmatterSchema.parse({ title: '', custom: 1 })).toEqual({ title: '', custom: 1 });
    expect(docFrontmatterSchema.parse({ custom: 1 })).toEqual({ custom: 1 });
    expect(blogFrontmatterSchema.parse({ authorTwitter: '@a' })).toMatchObject({ authorTwitter: '@a' });
  });
});
