// The client-side router: React Router in its declarative mode (its <Router>, route table, links and
// location hooks) with the data layer the app needs on top, over the History API: the route table's one
// route (every path) gets its data from a loader before the page is shown, the old page stays until
// then, scroll positions are restored, and Back can be blocked. React Router's data router did the same
// at about twice the size on every first visit (31 KB against 13 KB gzip).
import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router as ReactRouter,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Navigator,
  type NavigationType as ReactRouterNavigationType,
} from 'react-router';

export { Navigate, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
export { Link, NavLink } from './links';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** A key of the history entry, kept in `history.state`: scroll positions are saved by it. */
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (the search page's query edits). */
  preventScrollReset?: boolean;
}
export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}
export interface Blocker {
  state: 'unblocked' | 'blocked';
  location?: Location;
  reset(): void;
  proceed(): void;
}
type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export interface RouterState<D> {
  location: Location;
  navigationType: NavigationType;
  navigation: Navigation;
  /** The route's data; undefined until the first load finished (no prerendered data). */
  data: D | undefined;
  /** What the loader threw; the route's error element shows it. */
  error: unknown;
  /** After this state's commit: a y to scroll to, null for the usual (hash or top), false for none. */
  scroll: number | null | false;
  preventScrollReset: boolean;
}

export interface Router<D = unknown> {
  readonly state: RouterState<D>;
  subscribe(fn: (state: RouterState<D>) => void): () => void;
  navigate(to: To | number, opts?: NavigateOptions): void;
  /** Registers the one blocker (the mobile drawer's); returns the cleanup. */
  block(fn: BlockerFunction, onBlocked: (b: Blocker | null) => void): () => void;
  /** Saves the scroll position of the entry on screen (before the page is left). */
  saveScroll(): void;
}

const idle: Navigation = { state: 'idle' };
const SCROLL_KEY = 'lexora-scroll-positions';

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The address `to` names, from the location on screen (relative paths resolve as URLs do). */
export function createPath(to: To, from?: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (typeof to !== 'string') {
    const base = from ?? { pathname: '/', search: '', hash: '' };
    return `${to.pathname ?? base.pathname}${to.search ?? (to.pathname ? '' : base.search)}${to.hash ?? ''}`;
  }
  if (!from || to.startsWith('/')) return to;
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return url.pathname + url.search + url.hash;
}

function parsePath(path: string, state: unknown, key: string): Location {
  const m = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path)!;
  return { pathname: m[1] || '/', search: m[2] ?? '', hash: m[3] ?? '', state, key };
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function readLocation(): Location {
  const st = (history.state ?? {}) as EntryState;
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: st.usr ?? null,
    key: st.key ?? 'default',
  };
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

interface RouterOptions<D> {
  load: (href: string) => Promise<D>;
  reload: (from: Location, to: Location) => boolean;
  initialData?: D;
}

/** What the browser's router keeps between navigations. */
interface RouterCore<D> {
  opts: RouterOptions<D>;
  listeners: Set<(s: RouterState<D>) => void>;
  /** Scroll positions by history entry key. */
  positions: Record<string, number>;
  state: RouterState<D>;
  /** The index of the history entry on screen. */
  index: number;
  blocker: { fn: BlockerFunction; onBlocked: (b: Blocker | null) => void } | null;
  /** The next popstate is the router putting the address back, not a navigation. */
  ignorePop: boolean;
  /** Navigations started: a load that finishes after a later one started is dropped. */
  pending: number;
}

/**
 * The browser's router. `load` resolves a URL to the route's data (it may throw: the error element
 * shows it); `reload` says whether a move from one location to another needs the loader.
 */
export function createBrowserRouter<D>(opts: RouterOptions<D>): Router<D> {
  const positions = readPositions();
  const index = keyedEntryIndex();
  const start = readLocation();
  const c: RouterCore<D> = {
    opts,
    listeners: new Set(),
    positions,
    state: {
      location: start,
      navigationType: 'POP',
      navigation: idle,
      data: opts.initialData,
      error: undefined,
      scroll: positions[start.key] ?? false,
      preventScrollReset: false,
    },
    index,
    blocker: null,
    ignorePop: false,
    pending: 0,
  };
  window.addEventListener('popstate', () => onPopState(c));
  window.addEventListener('pagehide', () => {
    saveScroll(c);
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      /* storage full or off: positions are only kept for this document */
    }
  });
  const router: Router<D> = {
    get state() {
      return c.state;
    },
    subscribe(fn) {
      c.listeners.add(fn);
      return () => c.listeners.delete(fn);
    },
    navigate: (to, o) => navigate(c, to, o),
    block(fn, onBlocked) {
      const b = { fn, onBlocked };
      c.blocker = b;
      return () => {
        if (c.blocker === b) c.blocker = null;
      };
    },
    saveScroll: () => saveScroll(c),
  };
  if (c.state.data === undefined) void go(c, start, 'POP', null);
  return router;
}

/** The index of the entry on screen. Every entry this router sees carries a key and an index, so Back can be undone by a blocker. */
function keyedEntryIndex(): number {
  let entry = (history.state ?? {}) as EntryState;
  if (entry.key === undefined || entry.idx === undefined) {
    entry = { ...entry, key: entry.key ?? newKey(), idx: entry.idx ?? 0 };
    history.replaceState(entry, '');
  }
  return entry.idx!;
}

function setState<D>(c: RouterCore<D>, next: Partial<RouterState<D>>): void {
  c.state = { ...c.state, ...next };
  for (const l of c.listeners) l(c.state);
}

function saveScroll<D>(c: RouterCore<D>): void {
  c.positions[c.state.location.key] = window.scrollY;
}

/** Shows `next`, loading its data first when needed; `commit` writes the history entry (PUSH/REPLACE). */
async function go<D>(
  c: RouterCore<D>,
  next: Location,
  type: NavigationType,
  commit: (() => void) | null,
  preventScrollReset = false,
) {
  const id = ++c.pending;
  const scroll = type === 'POP' ? (c.positions[next.key] ?? null) : null;
  if (c.state.data !== undefined && c.state.error === undefined && !c.opts.reload(c.state.location, next)) {
    commit?.();
    saveScroll(c);
    setState(c, { location: next, navigationType: type, navigation: idle, scroll, preventScrollReset });
    return;
  }
  setState(c, { navigation: { state: 'loading', location: next } });
  let data = c.state.data;
  let error: unknown = undefined;
  try {
    data = await c.opts.load(next.pathname + next.search + next.hash);
  } catch (e) {
    error = e;
  }
  if (id !== c.pending) return; // a later navigation took over
  commit?.();
  saveScroll(c);
  setState(c, { location: next, navigationType: type, navigation: idle, data, error, scroll, preventScrollReset });
}

function blocked<D>(c: RouterCore<D>, next: Location, type: NavigationType, proceed: () => void): boolean {
  if (!c.blocker || !c.blocker.fn({ currentLocation: c.state.location, nextLocation: next, historyAction: type }))
    return false;
  const b = c.blocker;
  b.onBlocked({
    state: 'blocked',
    location: next,
    reset: () => b.onBlocked(null),
    proceed: () => {
      b.onBlocked(null);
      proceed();
    },
  });
  return true;
}

function onPopState<D>(c: RouterCore<D>): void {
  if (c.ignorePop) {
    c.ignorePop = false;
    return;
  }
  let st = (history.state ?? {}) as EntryState;
  // An entry the router did not write (a fragment link, a script's pushState) gets a key and index.
  if (st.key === undefined || st.idx === undefined) {
    st = { ...st, key: st.key ?? newKey(), idx: c.index + 1 };
    history.replaceState(st, '');
  }
  const next = readLocation();
  const delta = c.index - st.idx!;
  if (delta !== 0 && c.blocker) {
    const held = blocked(c, next, 'POP', () => history.go(-delta));
    if (held) {
      // Put the address back; the popstate that causes is not a navigation.
      c.ignorePop = true;
      history.go(delta);
      return;
    }
  }
  c.index = st.idx!;
  void go(c, next, 'POP', null);
}

function navigate<D>(c: RouterCore<D>, to: To | number, o: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    history.go(to);
    return;
  }
  const path = createPath(to, c.state.location);
  const key = newKey();
  const next = parsePath(path, o.state ?? null, key);
  const type: NavigationType = o.replace ? 'REPLACE' : 'PUSH';
  const run = () =>
    go(
      c,
      next,
      type,
      () => {
        const idx = o.replace ? c.index : c.index + 1;
        const st: EntryState = { usr: o.state ?? null, key, idx };
        if (o.replace) history.replaceState(st, '', path);
        else history.pushState(st, '', path);
        c.index = idx;
      },
      Boolean(o.preventScrollReset),
    );
  if (!blocked(c, next, type, run)) void run();
}

/** The prerender's router: one location, its data, no navigation. */
export function createStaticRouter<D>(path: string, data: D): Router<D> {
  const state: RouterState<D> = {
    location: parsePath(path, null, 'default'),
    navigationType: 'POP',
    navigation: idle,
    data,
    error: undefined,
    scroll: false,
    preventScrollReset: false,
  };
  return {
    state,
    subscribe: () => () => {},
    navigate: () => {
      throw new Error('Navigation is not possible while prerendering.');
    },
    block: () => () => {},
    saveScroll: () => {},
  };
}

const RouterContext = createContext<Router | null>(null);
const NavigationContext = createContext<Navigation>(idle);
const DataContext = createContext<unknown>(undefined);
const ErrorContext = createContext<unknown>(undefined);
const ScrollContext = createContext<{ scroll: number | null | false; preventScrollReset: boolean }>({
  scroll: false,
  preventScrollReset: false,
});

function useRouter(): Router {
  const r = useContext(RouterContext);
  if (!r) throw new Error('This component must be rendered inside the router (RouterProvider).');
  return r;
}

/** Catches a render error of the route and shows the error element instead, until the location changes. */
class RouteCatcher extends Component<
  { location: Location; errorElement: ReactNode; children: ReactNode },
  { error: unknown; location: Location }
> {
  state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ): { error: unknown; location: Location } | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.errorElement}</ErrorContext.Provider>;
  }
}

/**
 * Renders the route: `children` once its data is there, `fallback` before, `errorElement` when the
 * loader threw or the route's render did. State updates are transitions, so the page on screen stays
 * until the next one can render.
 */
export function RouterProvider<D>({
  router,
  children,
  fallback,
  errorElement,
}: {
  router: Router<D>;
  children: ReactNode;
  fallback: ReactNode;
  errorElement: ReactNode;
}) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((s) => startTransition(() => setState(s)));
    // A state change between the first render and this subscription (a quick first load).
    if (router.state !== state) setState(router.state);
    return unsubscribe;
  }, [router]); // eslint-disable-line react-hooks/exhaustive-deps
  const { location, navigationType, navigation, data, error, scroll, preventScrollReset } = state;
  const navigator = useMemo(() => navigatorFor(router as Router), [router]);
  const scrolling = useMemo(() => ({ scroll, preventScrollReset }), [scroll, preventScrollReset]);
  let body: ReactNode;
  if (error !== undefined) body = <ErrorContext.Provider value={error}>{errorElement}</ErrorContext.Provider>;
  else if (data === undefined) body = fallback;
  else
    body = (
      <RouteCatcher location={location} errorElement={errorElement}>
        {children}
      </RouteCatcher>
    );
  return (
    <RouterContext.Provider value={router as Router}>
      <ReactRouter
        location={location}
        navigationType={navigationType as ReactRouterNavigationType}
        navigator={navigator}
      >
        <NavigationContext.Provider value={navigation}>
          <ScrollContext.Provider value={scrolling}>
            <DataContext.Provider value={data}>
              <RouteTable element={body} />
            </DataContext.Provider>
          </ScrollContext.Provider>
        </NavigationContext.Provider>
      </ReactRouter>
    </RouterContext.Provider>
  );
}

/** The one route of the route table: every path (the loader above resolves a path to its page). */
const EVERY_PATH = { path: '*' };

/**
 * The route table: one route, every path. React Router's `useRoutes` would match `*` against the
 * address and give its hooks (useParams, relative links) this match: the whole path, its segments
 * decoded (an encoded `/` stays `%2F`), as the `*` param. Written out here because matching a route
 * table, ranking its routes and its data-router error boundaries were about 3 KB gzip of every first
 * visit, for a table of one route.
 */
function RouteTable({ element }: { element: ReactNode }) {
  const { pathname } = useLocation();
  const route = useMemo(() => {
    const path = decodeSegments(pathname);
    const match = { params: { '*': path.slice(1).replace(/%2F/g, '/') }, pathname: path, pathnameBase: '/' };
    return { outlet: null, matches: [{ ...match, route: EVERY_PATH }], isDataRoute: false };
  }, [pathname]);
  return <RouteContext.Provider value={route}>{element}</RouteContext.Provider>;
}

function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** What React Router's links and `useNavigate` call: our router's navigation, with its loader. */
function navigatorFor(router: Router): Navigator {
  const href = (to: Parameters<Navigator['createHref']>[0]) => (typeof to === 'string' ? to : createPath(to));
  return {
    createHref: href,
    createURL: (to) => new URL(href(to), window.location.href),
    go: (delta) => router.navigate(delta),
    push: (to, state, opts) => router.navigate(to, { state, preventScrollReset: opts?.preventScrollReset }),
    replace: (to, state, opts) =>
      router.navigate(to, { replace: true, state, preventScrollReset: opts?.preventScrollReset }),
  };
}

const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => {},
  push: () => {
    throw new Error('Navigation is not possible while prerendering.');
  },
  replace: () => {
    throw new Error('Navigation is not possible while prerendering.');
  },
};

/** The prerender's provider: a location (and the route's data when there is one); no navigation. */
export function StaticRouter({ location, data, children }: { location: string; data?: unknown; children: ReactNode }) {
  const router = useMemo(() => createStaticRouter(location, data), [location, data]);
  return (
    <RouterContext.Provider value={router}>
      <ReactRouter location={router.state.location} navigator={staticNavigator} static>
        <DataContext.Provider value={data}>
          <RouteTable element={children} />
        </DataContext.Provider>
      </ReactRouter>
    </RouterContext.Provider>
  );
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** The route's data (the app has one route, so this is also `useRouteLoaderData('page')`). */
export function useLoaderData<D = unknown>(): D {
  return useContext(DataContext) as D;
}

export function useRouteLoaderData<D = unknown>(_routeId?: string): D | undefined {
  return useContext(DataContext) as D | undefined;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/**
 * Holds navigations `shouldBlock` says yes to (the drawer blocks Back while open): the blocker's
 * state turns 'blocked', and `reset()` stays, `proceed()` goes on.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const fn = useRef(shouldBlock);
  useLayoutEffect(() => {
    fn.current = shouldBlock;
  });
  const unblocked = useMemo<Blocker>(() => ({ state: 'unblocked', reset: () => {}, proceed: () => {} }), []);
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  useEffect(
    () =>
      router.block(
        (args) => fn.current(args),
        (b) => setBlocker(b ?? unblocked),
      ),
    [router, unblocked],
  );
  return blocker;
}

/**
 * Scrolls after each navigation: back and forward restore the entry's position, a new page starts at
 * its #hash target or at the top. Reloading the page restores its position too.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const location = useLocation();
  const { scroll, preventScrollReset } = useContext(ScrollContext);
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    if (scroll === false) return;
    if (typeof scroll === 'number') {
      window.scrollTo(0, scroll);
      return;
    }
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, scroll, preventScrollReset]);
  return null;
}
