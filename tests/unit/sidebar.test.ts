import { describe, expect, it } from 'vitest';
import { breadcrumbs, flattenLinks, prevNext } from '../../prerender/content/sidebars';
import type { SidebarItem } from '../../src/shared/types';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Welcome', href: '/docs/', docId: 'welcome' },
  {
    type: 'category',
    label: 'API',
    href: '/docs/api/',
    collapsible: false,
    collapsed: false,
    items: [
      { type: 'link', label: 'Access', href: '/docs/api/api-access/' },
      {
        type: 'category',
        label: 'Grammar',
        collapsible: false,
        collapsed: false,
        items: [
          { type: 'link', label: 'Edits', href: '/docs/api/edits-overview/' },
          { type: 'link', label: 'Hidden', href: '/docs/api/hidden/', unlisted: true },
          { type: 'link', label: 'Spellcheck', href: '/docs/api/spellcheck/' },
        ],
      },
    ],
  },
  { type: 'link', label: 'External', href: 'https://example.com/' },
];

describe('sidebar derivations', () => {
  it('flattens in reading order, categories with pages included', () => {
    expect(flattenLinks(sidebar).map((l) => l.href)).toEqual([
      '/docs/',
      '/docs/api/',
      '/docs/api/api-access/',
      '/docs/api/edits-overview/',
      '/docs/api/hidden/',
      '/docs/api/spellcheck/',
      'https://example.com/',
    ]);
  });
  it('builds breadcrumbs from the enclosing categories', () => {
    expect(breadcrumbs(sidebar, '/docs/api/spellcheck/')).toEqual([
      { label: 'API', href: '/docs/api/' },
      { label: 'Grammar', href: undefined },
      { label: 'Spellcheck' },
    ]);
    expect(breadcrumbs(sidebar, '/docs/api/')).toEqual([{ label: 'API' }]);
    expect(breadcrumbs(sidebar, '/docs/nowhere/')).toEqual([]);
  });
  it('computes previous/next, skipping unlisted docs and external links', () => {
    expect(prevNext(sidebar, '/docs/api/edits-overview/')).toEqual({
      prev: { title: 'Access', href: '/docs/api/api-access/' },
      next: { title: 'Spellcheck', href: '/docs/api/spellcheck/' },
    });
    expect(prevNext(sidebar, '/docs/')).toEqual({ prev: null, next: { title: 'API', href: '/docs/api/' } });
    expect(prevNext(sidebar, '/docs/api/spellcheck/').next).toBeNull();
  });
});
