// A small site served from a sub-folder (`baseUrl: '/sub/'`): docs, a blog post, a Markdown and a React
// page, an image and a static file, and Markdown links written with and without the base.
import { SITE_CONFIG } from './fixture';

export const BASE_URL_PAGES: Record<string, string> = {
  'site.config.ts': SITE_CONFIG.replace("baseUrl: '/'", "baseUrl: '/sub/'")
    .replace("favicon: '/favicon.svg'", "favicon: '/img/favicon.svg'")
    .replace("navbar: { title: 'Fixture',", "navbar: { title: 'Fixture', logo: { src: '/img/logo.svg', alt: 'Logo' },"),
  'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nRun the installer.\n\n## Use\n\nSee [welcome](/docs/) and [the start page](./welcome.mdx#top-of-page).\n\nWith the base written: [welcome again](/sub/docs/), without: [the about page](/about/).\n\n![A dot](/img/dot.svg)\n\nDownload [the file](/files/notes.txt), or [the raw notes](pathname:///files/notes.txt).\n`,
  'src/pages/about.md': `---\ntitle: About\n---\n\n# About\n\nBack to [the guide](/docs/guide/).\n`,
  'src/pages/index.jsx': `import Link from '@docusaurus/Link';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\nexport default function Home() {\n  return (\n    <main>\n      <h1>Home</h1>\n      <Link to="/docs/guide/">Read the guide</Link>\n      <Link to="pathname:///files/notes.txt">Raw notes</Link>\n      <img src={useBaseUrl('/img/dot.svg')} alt="dot" />\n    </main>\n  );\n}\n`,
  'static/img/dot.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4"/></svg>\n`,
  'static/files/notes.txt': 'Notes.\n',
};
