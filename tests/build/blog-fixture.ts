// A blog in Docusaurus's conventions (folder post, date-prefixed files, slug, tags.yml, inline and
// legacy authors, a title from a heading, long and short posts without a truncate marker, hostile
// strings), mounted at /blog/ as an imported site's is. Used by the build and browser tests.
import { SITE_CONFIG } from './fixture';

export const blogConfig = (extra = '') =>
  SITE_CONFIG.replace(
    "blog: { title: 'Fixture Blog', description: 'Posts.' }",
    `blog: { routeBasePath: 'blog', title: 'Fixture Blog', description: 'Posts.'${extra} }`,
  );

export const HOSTILE = `<img src=x onerror=alert(1)> "quoted" 🚀 עברית`;
const words = (n: number, word = 'lorem') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

export const TAGS_YML = `hello:
  label: Hello
  permalink: /hello-world
  description: Posts that say hello
facebook:
  label: Facebook
docusaurus:
`;

export const BLOG_POSTS: Record<string, string> = {
  'site.config.ts': blogConfig(),
  'blog/tags.yml': TAGS_YML,
  // The fixture's own post stays as it is (slug: hello) under the new base.
  'blog/2021-08-26-welcome/index.mdx': `---\ntitle: Welcome\nauthors: [ada]\ntags: [hello, facebook, docusaurus]\n---\n\nA folder post.\n\n{/* truncate */}\n\nThe rest.\n`,
  'blog/2016-07-27-jest-14.md': `---\ntitle: Jest 14\ntags: [hello]\n---\n\nDate from the file name.\n`,
  'blog/2019-05-28-first.mdx': `---\ntitle: First\nslug: first-blog-post\ntags: [unlisted-tag]\n---\n\nSlug from the frontmatter.\n`,
  'blog/undated/index.md': `---\ndate: 2020-01-01\n---\n\n# Title from the heading\n\nThe first paragraph is the description of this post.\n\nMore.\n`,
  'blog/2022-02-02-long.md': `---\ntitle: A long post\n---\n\nOpening ${words(60)}.\n\nSecond ${words(45)}.\n\n\`\`\`js\nconst code = ${JSON.stringify(words(20, 'tok'))};\n\`\`\`\n\n## Later section\n\nHidden ${words(300, 'later')}.\n`,
  'blog/2022-03-03-short.md': `---\ntitle: A short post\n---\n\nShort and whole: ${words(40)}.\n\n## Part two\n\nStill shown in the list.\n`,
  'blog/2023-04-04-people.md': `---\ntitle: ${JSON.stringify(HOSTILE)}\nauthors:\n  - ada\n  - name: ${JSON.stringify(`Grace ${HOSTILE}`)}\n    title: Admiral\n    url: https://grace.example/\n    image_url: https://img.example/grace.png\n  - key: ada\n    title: Guest editor\ntags: [${JSON.stringify(HOSTILE)}]\n---\n\nPeople.\n`,
  'blog/2023-05-05-legacy.md': `---\ntitle: Legacy author\nauthor: Linus Legacy\nauthor_title: Maintainer\nauthor_url: https://linus.example/\nauthor_image_url: https://img.example/linus.png\n---\n\nOld fields.\n`,
};
