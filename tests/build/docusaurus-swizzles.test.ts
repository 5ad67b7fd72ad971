// The swizzles real Docusaurus sites have most after Root, Footer, NotFound and DocItem/Footer: a site's
// src/theme/SearchBar in the navbar's search slot, src/theme/BlogPostItem (and its parts) for every
// post in the lists and on its page with useBlogPost(), and a footer ejected from Docusaurus composing
// @theme/Footer/Layout, /Links, /LinkItem, /Logo and /Copyright. Imported, built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Swiz', url: 'https://swiz.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: { showReadingTime: true } }]],
  themeConfig: { footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
    copyright: 'Copyright Swiz', logo: { alt: 'Swiz logo', src: 'img/logo.svg', href: 'https://swiz.example.com', width: 40 } } } };\n`,
  'docs/intro.md': `# Intro\n\nThe docs.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\ntags: [news]\n---\n\nThe opening.\n\n<!-- truncate -->\n\nThe rest of it.\n`,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // The common wrapper: an "Ask AI" button next to the site's search.
  'src/theme/SearchBar/index.js': `import SearchBar from '@theme-original/SearchBar';
export default function SearchBarWrapper(props) {
  return <div className="search-wrap"><SearchBar {...props} /><a className="ask-ai" href="https://ai.example.com/">Ask AI</a></div>;
}\n`,
  // Comments under a post on its page, a share line in the lists (useBlogPost from theme-common/internal, as most sites import it).
  'src/theme/BlogPostItem/index.js': `import BlogPostItem from '@theme-original/BlogPostItem';
import { useBlogPost } from '@docusaurus/theme-common/internal';
export default function BlogPostItemWrapper(props) {
  const { metadata, isBlogPostPage, frontMatter } = useBlogPost();
  const { comments = true } = frontMatter;
  return <><BlogPostItem {...props} />{isBlogPostPage ? comments && <div className="comments">Comments on {metadata.title}</div> : <div className="share">Share {metadata.permalink}</div>}</>;
}\n`,
  'src/theme/BlogPostItem/Footer/index.js': `import Footer from '@theme-original/BlogPostItem/Footer';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function FooterWrapper() {
  const { metadata } = useBlogPost();
  return <><Footer /><p className="post-tags">{metadata.tags.map((t) => t.label).join(',')} in {metadata.readingTime > 0 ? 'minutes' : 'none'}</p></>;
}\n`,
  // A part whose imports are not all provided here (theme-common/internal's useDateTimeFormat): ours stays.
  'src/theme/BlogPostItem/Header/index.js': `import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
export default function Header() {
  const { metadata } = useBlogPost();
  return <header className="own-header">{useDateTimeFormat().format(new Date(metadata.date))}</header>;
}\n`,
  // The most swizzled blog component: a wrapper around the post's page, with SEO from the post's content (through
  // BlogPostProvider and useBlogPost) before it and comments reading props.content.metadata after it.
  'src/theme/BlogPostPage/index.js': `import BlogPostPage from '@theme-original/BlogPostPage';
import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';
function PostSeo() {
  const { metadata, isBlogPostPage } = useBlogPost();
  return <div className="post-seo">SEO {metadata.title} {metadata.permalink} {String(isBlogPostPage)}</div>;
}
export default function BlogPostPageWrapper(props) {
  return (
    <>
      <BlogPostProvider content={props.content} isBlogPostPage><PostSeo /></BlogPostProvider>
      <BlogPostPage {...props} />
      <section className="post-comments">Comments on {props.content.metadata.title} ({props.sidebar.items.length} in the sidebar)</section>
    </>
  );
}\n`,
  // A footer ejected from Docusaurus 3 (swizzle --eject Footer), with a link item added.
  'src/theme/Footer/index.js': `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinkItem from '@theme/Footer/LinkItem';
function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { copyright, links, logo = {}, style } = footer;
  return (
    <FooterLayout
      style={style}
      links={links && links.length > 0 && <><FooterLinks links={links} /><FooterLinkItem item={{ label: 'Status', href: 'https://status.example.com' }} /></>}
      logo={logo.src && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright + ' <a href="https://swiz.example.com/legal">Legal</a>'} />}
    />
  );
}
export default React.memo(Footer);\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const page = (route: string) => fs.readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8');

beforeAll(() => {
  imported = runImport(tempDir('docusaurus-swizzles', FILES));
  built = runBuild(imported.outDir);
}, 240_000);

describe('swizzled SearchBar, BlogPostItem and an ejected footer', () => {
  it('imports them as components used in place of ours, and builds', () => {
    expect(imported.status, imported.output).toBe(0);
    for (const used of ['SearchBar', 'BlogPostItem', 'BlogPostItem/Footer', 'Footer'])
      expect(imported.output).toMatch(new RegExp(`swizzled components, used in place of ours.*\\(@theme/${used}\\)`));
    expect(imported.output).not.toMatch(/swizzled component src\/theme\/(SearchBar|BlogPostItem|Footer)\/index/);
    // One that imports what is not provided here is named, at its line, and ours stays: the site still builds.
    expect(imported.output).toContain(
      'swizzled component src/theme/BlogPostItem/Header/index.js\n      copied, not used: it imports what is not supported here (src/theme/BlogPostItem/Header/index.js:2: import { useDateTimeFormat } from "@docusaurus/theme-common/internal": not provided here)',
    );
    expect(built.status, built.output).toBe(0);
    expect(page('blog')).not.toContain('own-header');
  });

  it('a swizzled SearchBar draws in the navbar search slot, our search box inside it', () => {
    for (const route of ['', 'docs/intro', 'blog']) {
      const nav = page(route).match(/<nav[^>]*class="navbar[\s\S]*?<\/nav>/)![0];
      expect(nav).toMatch(
        /<div class="navbar__items navbar__items--right">[\s\S]*<div class="search-wrap"><button[^>]*class="[^"]*DocSearch[\s\S]*<\/button><a class="ask-ai" href="https:\/\/ai\.example\.com\/"[^>]*>Ask AI<\/a><\/div>/,
      );
    }
  });

  it('a swizzled BlogPostItem wraps ours in the list and on the post page, reading useBlogPost()', () => {
    const post = page('blog/2024/01/02/first');
    expect(post).toMatch(/<article class="blog-post"><header><h1 class="blog-post__title">First post<\/h1>/);
    expect(post).toMatch(
      /The rest of it\.[\s\S]*<\/article><div class="comments">Comments on <!-- -->First post<\/div>/,
    );
    expect(post).not.toContain('class="share"');
    const list = page('blog');
    expect(list).toMatch(
      /<article class="blog-post blog-post--summary">[\s\S]*The opening\.[\s\S]*<\/article><div class="share">Share <!-- -->\/blog\/2024\/01\/02\/first<\/div>/,
    );
    expect(list).not.toContain('The rest of it.');
    expect(list).not.toContain('class="comments"');
    expect(page('blog/tags/news')).toContain('<div class="share">');
  });

  it('a swizzled BlogPostPage wraps our post page, with its content and sidebar props', () => {
    expect(imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/BlogPostPage\)/);
    const post = page('blog/2024/01/02/first').replaceAll('<!-- -->', '');
    // As in Docusaurus, whose BlogPostPage draws the whole page in its Layout: what the wrapper draws before it
    // comes before the skip link and the navbar, what it draws after it comes after the footer.
    expect(post).toMatch(
      /<div id="__root">(<link [^>]*>)*<div class="post-seo">SEO First post \/blog\/2024\/01\/02\/first true<\/div><div id="__skip"[^>]*><a class="skip-link"[\s\S]*?<nav aria-label="Main" class="navbar[\s\S]*?<\/nav><div class="main-wrapper"><div class="container blog-container">[\s\S]*?<article class="blog-post">[\s\S]*?The rest of it\.[\s\S]*?<\/main><\/div><\/div><\/div><footer class="footer[\s\S]*?<\/footer><section class="post-comments">Comments on First post \(1 in the sidebar\)<\/section><script>/,
    );
    expect(post.match(/class="post-comments"/g)).toHaveLength(1);
    expect(page('blog')).not.toMatch(/post-seo|post-comments/);
  });

  it('a swizzled BlogPostItem/Footer wraps our post footer', () => {
    for (const html of [page('blog/2024/01/02/first'), page('blog')])
      expect(html).toMatch(
        /<footer class="blog-post__footer">[\s\S]*?<\/footer><p class="post-tags">news<!-- --> in <!-- -->minutes<\/p><\/article>/,
      );
    expect(page('blog')).toMatch(/<a[^>]*class="blog-post__read-more"/);
  });

  it('an ejected footer composes our footer parts with its config, logo and HTML copyright', () => {
    const footer = page('docs/intro').match(/<footer class="footer[\s\S]*<\/footer>/)![0];
    expect(footer).toMatch(/^<footer class="footer footer--dark"><div class="container"><div class="footer__links">/);
    expect(footer).toMatch(
      /<h2 class="footer__title">Docs<\/h2><ul class="footer__items"><li class="footer__item"><a[^>]*href="\/docs\/intro"[^>]*>Intro<\/a>/,
    );
    expect(footer).toMatch(
      /<a[^>]*href="https:\/\/status\.example\.com"[^>]*class="footer__link-item"[^>]*>Status<svg/,
    );
    expect(footer).toMatch(
      /<div class="footer__logo-row"><a[^>]*href="https:\/\/swiz\.example\.com"[^>]*><img src="\/img\/logo\.svg" alt="Swiz logo" class="footer__logo" width="40"/,
    );
    expect(footer).toContain(
      '<div class="footer__copyright">Copyright Swiz <a href="https://swiz.example.com/legal">Legal</a></div>',
    );
  });
});
