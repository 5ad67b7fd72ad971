// The router's own route table and links (src/app/router.tsx, src/app/links.tsx) stand in for React
// Router's `useRoutes` and its <Link>/<NavLink>: what the hooks see and the markup the links render
// must stay what React Router's gave, since the server's HTML and the hydrating client must agree.
import { describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createPath,
  Link as RRLink,
  NavLink as RRNavLink,
  Router,
  useHref,
  useParams,
  useResolvedPath,
  useRoutes,
} from 'react-router';
import { Link, NavLink, StaticRouter } from '../../src/app/router';

const ours = (location: string, children: ReactNode) => renderToString(h(StaticRouter, { location, children }));
// React Router's <Router> over a navigator like the app's (no encodeLocation), with its route table.
const navigator = {
  createHref: (to: Parameters<typeof createPath>[0] | string) => (typeof to === 'string' ? to : createPath(to)),
  go: () => {},
  push: () => {},
  replace: () => {},
};
const reactRouter = (location: string, children: ReactNode) =>
  renderToString(
    h(
      Router,
      { location, navigator, static: true },
      h(() => useRoutes([{ path: '*', element: children }])),
    ),
  );

function Probe({ to }: { to: string }) {
  const params = useParams();
  const resolved = useResolvedPath(to);
  return h('pre', null, JSON.stringify({ params, resolved, href: useHref(to) }));
}

const LOCATIONS = ['/', '/docs/', '/docs/api/tone/', '/docs/caf%C3%A9/a%2Fb/', '/docs/bad%E0%A4%A/x', '/Docs/API'];
const TARGETS = ['/docs/', 'tone/', '../sdk/', '.', '..', '/docs/api/?q=a#b', 'x#y'];

describe('the route table of one route', () => {
  it.each(LOCATIONS)('gives the hooks at %s what React Router useRoutes did', (location) => {
    for (const to of TARGETS) {
      expect(ours(location, h(Probe, { to }))).toBe(reactRouter(location, h(Probe, { to })));
    }
  });
});

describe('links', () => {
  it.each(LOCATIONS)('render at %s as React Router Link and NavLink did', (location) => {
    for (const to of TARGETS) {
      const props = { to, className: 'a', title: 't', children: 'x' };
      expect(ours(location, h(Link, props))).toBe(reactRouter(location, h(RRLink, props)));
      for (const end of [false, true]) {
        const nav = { ...props, end, className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') };
        expect(ours(location, h(NavLink, nav))).toBe(reactRouter(location, h(RRNavLink, nav)));
        const plain = { ...props, end };
        expect(ours(location, h(NavLink, plain))).toBe(reactRouter(location, h(RRNavLink, plain)));
      }
    }
  });

  it('mark the current page and, without end, the pages below it', () => {
    const nav = (to: string, end = false) => ours('/docs/api/tone/', h(NavLink, { to, end, children: 'x' }));
    expect(nav('/docs/api/tone/')).toContain('aria-current="page"');
    expect(nav('/docs/api/')).toContain('class="active"');
    expect(nav('/docs/api/', true)).not.toContain('aria-current');
    expect(nav('/docs/ap/')).not.toContain('aria-current');
    expect(nav('/docs/api/')).toContain('data-discover="true"');
  });
});
