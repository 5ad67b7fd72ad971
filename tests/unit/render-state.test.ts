// The prerender renders several pages at once (eight in flight per thread). What one page's render
// reads about its page must be its own: its locale (navbar, UI strings) and the title and description
// a React page gives its <Layout>. Two renders of pages in different locales, interleaved at their
// awaits, each get their own, and neither leaves its locale behind for the next.
import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

vi.mock('@generated/site-data.json', async () =>
  (await import('../support/site-data')).siteDataModule({
    locales: ['en', 'fr'],
    overrides: {
      translations: {
        fr: { navbar: { title: 'Documentation' }, footer: {}, messages: { 'theme.test.hello': 'Bonjour' } },
      },
      navbar: { title: 'Docs' },
    },
  }),
);
// @theme/Layout's stylesheet import (a module the build generates).
vi.mock('@generated/layout-css.js', () => ({}));
import { site, translateMessage, withLocaleOf } from '../../src/theme/site';
import Layout from '../../src/theme/docusaurus/Layout';
import { PageHeadContext, type PageHead } from '../../src/theme/docusaurus/page-head';
import { RouteAssetsContext, useLoadedModule, useLoadedSidebar, type PageModule } from '../../src/app/route-cache';

/** What a page shows of its locale: the language, the navbar title, a translated UI string. */
function LocaleProbe() {
  return createElement(
    'p',
    null,
    `${site.locale.name}|${site.navbar.title}|${translateMessage('theme.test.hello', 'Hello')}`,
  );
}

/** One page's render as entry-server does it: its data first (an await), then a synchronous render. */
async function renderPage(path: string, title: string, gate: Promise<void>) {
  const heads: PageHead[] = [];
  await gate;
  const html = withLocaleOf(path, () =>
    renderToString(
      createElement(
        PageHeadContext.Provider,
        { value: (head: PageHead) => heads.push(head) },
        createElement(Layout, { title, description: `About ${title}` }, createElement(LocaleProbe)),
      ),
    ),
  );
  // The other render runs between this one's render and its caller reading the head.
  await Promise.resolve();
  return { html, heads };
}

describe('pages rendered at once', () => {
  it('each see their own locale and report their own head', async () => {
    let openFr!: () => void;
    const frReady = new Promise<void>((resolve) => (openFr = resolve));
    // The French page starts first but waits for its data until the English page has rendered.
    const fr = renderPage('/fr/guide/', 'Guide FR', frReady);
    const en = renderPage('/guide/', 'Guide EN', Promise.resolve()).then((r) => {
      openFr();
      return r;
    });
    const [frResult, enResult] = await Promise.all([fr, en]);

    expect(enResult.html).toContain('en|Docs|Hello');
    expect(frResult.html).toContain('fr|Documentation|Bonjour');
    expect(enResult.heads).toEqual([{ title: 'Guide EN', description: 'About Guide EN' }]);
    expect(frResult.heads).toEqual([{ title: 'Guide FR', description: 'About Guide FR' }]);
  });

  it('leave no locale behind for what renders next', async () => {
    await renderPageAt('/fr/other/');
    expect(site.locale.name).toBe('en');
    expect(site.navbar.title).toBe('Docs');
    expect(translateMessage('theme.test.hello', 'Hello')).toBe('Hello');
  });
});

describe('a page module and sidebar', () => {
  it('come from the render that loaded them, not from a cache another render fills or empties', async () => {
    const page = (name: string): PageModule => ({ default: () => createElement('main', null, name) });
    function Probe() {
      const mod = useLoadedModule('/assets/page.js');
      const sidebar = useLoadedSidebar<string[]>('/assets/sidebar.json');
      return mod ? createElement('div', null, createElement(mod.default), (sidebar ?? []).join(',')) : null;
    }
    const renderWith = async (name: string) => {
      const assets = {
        moduleUrl: '/assets/page.js',
        module: page(name),
        sidebarUrl: '/assets/sidebar.json',
        sidebar: [name],
      };
      await Promise.resolve();
      return renderToString(createElement(RouteAssetsContext.Provider, { value: assets }, createElement(Probe)));
    };
    const [a, b] = await Promise.all([renderWith('one'), renderWith('two')]);
    expect(a).toBe('<div><main>one</main>one</div>');
    expect(b).toBe('<div><main>two</main>two</div>');
  });
});

function renderPageAt(path: string) {
  return renderPage(path, 'Other', Promise.resolve());
}
