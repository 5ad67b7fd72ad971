// The app's own client-side router: one route (every path), whose data a loader resolves before the
// page is shown, on top of the History API. It gives the theme what it used from React Router's data
// router at a fraction of its size on the first visit: the location and navigation hooks, links,
// scroll restoration, a blocker for Back, and a static variant for the prerender.
import {
  Component,
  createContext,
  forwardRef,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

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

/**
 * The browser's router. `load` resolves a URL to the route's data (it may throw: the error element
 * shows it); `reload` says whether a move from one location to another needs the loader.
 */
export function createBrowserRouter<D>(opts: {
  load: (href: string) => Promise<D>;
  reload: (from: Location, to: Location) => boolean;
  initialData?: D;
}): Router<D> {
  const listeners = new Set<(s: RouterState<D>) => void>();
  const positions = readPositions();
  // Every entry this router sees carries a key and an index, so Back can be undone by a blocker.
  let entry = (history.state ?? {}) as EntryState;
  if (entry.key === undefined || entry.idx === undefined) {
    entry = { ...entry, key: entry.key ?? newKey(), idx: entry.idx ?? 0 };
    history.replaceState(entry, '');
  }
  let index = entry.idx!;
  let blocker: { fn: BlockerFunction; onBlocked: (b: Blocker | null) => void } | null = null;
  let ignorePop = false;
  let pending = 0;
  const start = readLocation();
  let state: RouterState<D> = {
    location: start,
    navigationType: 'POP',
    navigation: idle,
    data: opts.initialData,
    error: undefined,
    scroll: positions[start.key] ?? false,
    preventScrollReset: false,
  };
  const set = (next: Partial<RouterState<D>>) => {
    state = { ...state, ...next };
    for (const l of listeners) l(state);
  };
  const saveScroll = () => {
    positions[state.location.key] = window.scrollY;
  };

  /** Shows `next`, loading its data first when needed; `commit` writes the history entry (PUSH/REPLACE). */
  async function go(next: Location, type: NavigationType, commit: (() => void) | null, preventScrollReset = false) {
    const id = ++pending;
    const scroll = type === 'POP' ? (positions[next.key] ?? null) : null;
    if (state.data !== undefined && state.error === undefined && !opts.reload(state.location, next)) {
      commit?.();
      saveScroll();
      set({ location: next, navigationType: type, navigation: idle, scroll, preventScrollReset });
      return;
    }
    set({ navigation: { state: 'loading', location: next } });
    let data = state.data;
    let error: unknown = undefined;
    try {
      data = await opts.load(next.pathname + next.search + next.hash);
    } catch (e) {
      error = e;
    }
    if (id !== pending) return; // a later navigation took over
    commit?.();
    saveScroll();
    set({ location: next, navigationType: type, navigation: idle, data, error, scroll, preventScrollReset });
  }

  function blocked(next: Location, type: NavigationType, proceed: () => void): boolean {
    if (!blocker || !blocker.fn({ currentLocation: state.location, nextLocation: next, historyAction: type }))
      return false;
    const b = blocker;
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

  window.addEventListener('popstate', () => {
    if (ignorePop) {
      ignorePop = false;
      return;
    }
    let st = (history.state ?? {}) as EntryState;
    // An entry the router did not write (a fragment link, a script's pushState) gets a key and index.
    if (st.key === undefined || st.idx === undefined) {
      st = { ...st, key: st.key ?? newKey(), idx: index + 1 };
      history.replaceState(st, '');
    }
    const next = readLocation();
    const delta = index - st.idx!;
    if (delta !== 0 && blocker) {
      const held = blocked(next, 'POP', () => history.go(-delta));
      if (held) {
        // Put the address back; the popstate that causes is not a navigation.
        ignorePop = true;
        history.go(delta);
        return;
      }
    }
    index = st.idx!;
    void go(next, 'POP', null);
  });
  window.addEventListener('pagehide', () => {
    saveScroll();
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      /* storage full or off: positions are only kept for this document */
    }
  });

  const router: Router<D> = {
    get state() {
      return state;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    navigate(to, o = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = createPath(to, state.location);
      const key = newKey();
      const next = parsePath(path, o.state ?? null, key);
      const type: NavigationType = o.replace ? 'REPLACE' : 'PUSH';
      const run = () =>
        go(
          next,
          type,
          () => {
            const idx = o.replace ? index : index + 1;
            const st: EntryState = { usr: o.state ?? null, key, idx };
            if (o.replace) history.replaceState(st, '', path);
            else history.pushState(st, '', path);
            index = idx;
          },
          Boolean(o.preventScrollReset),
        );
      if (!blocked(next, type, run)) void run();
    },
    block(fn, onBlocked) {
      const b = { fn, onBlocked };
      blocker = b;
      return () => {
        if (blocker === b) blocker = null;
      };
    },
    saveScroll,
  };
  if (state.data === undefined) void go(start, 'POP', null);
  return router;
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
const LocationContext = createContext<{ location: Location; navigationType: NavigationType } | null>(null);
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
  const loc = useMemo(() => ({ location, navigationType }), [location, navigationType]);
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
      <LocationContext.Provider value={loc}>
        <NavigationContext.Provider value={navigation}>
          <ScrollContext.Provider value={scrolling}>
            <DataContext.Provider value={data}>{body}</DataContext.Provider>
          </ScrollContext.Provider>
        </NavigationContext.Provider>
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** The prerender's provider: a location (and the route's data when there is one); no navigation. */
export function StaticRouter({ location, data, children }: { location: string; data?: unknown; children: ReactNode }) {
  const router = useMemo(() => createStaticRouter(location, data), [location, data]);
  const loc = useMemo(() => ({ location: router.state.location, navigationType: 'POP' as NavigationType }), [router]);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={loc}>
        <DataContext.Provider value={data}>{children}</DataContext.Provider>
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

export function useLocation(): Location {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('useLocation() must be used inside the router.');
  return ctx.location;
}

export function useNavigationType(): NavigationType {
  return useContext(LocationContext)?.navigationType ?? 'POP';
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

export function useNavigate(): (to: To | number, opts?: NavigateOptions) => void {
  const router = useRouter();
  return useMemo(() => (to: To | number, opts?: NavigateOptions) => router.navigate(to, opts), [router]);
}

export function useParams(): Record<string, string> {
  return { '*': useLocation().pathname.slice(1) };
}

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams | string, opts?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: Record<string, string> | URLSearchParams | string, opts?: NavigateOptions) => {
      const q = new URLSearchParams(next).toString();
      navigate({ search: q ? `?${q}` : '' }, opts);
    },
    [navigate],
  );
  return [params, setParams];
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

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * Scrolls after each navigation: back and forward restore the entry's position, a new page starts at
 * its #hash target or at the top. Reloading the page restores its position too.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location } = useContext(LocationContext)!;
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

function isModified(e: React.MouseEvent): boolean {
  return e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;
}

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  className?: string;
}

/** An anchor whose plain left click navigates through the router (a click on the address on screen replaces it). */
export const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const { location } = useContext(LocationContext)!;
  const href = createPath(to, location);
  const handle = (e: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || isModified(e)) return;
    e.preventDefault();
    const here = location.pathname + location.search + location.hash;
    router.navigate(href, { replace: replace ?? here === href, state });
  };
  return <a {...rest} href={href} onClick={handle} ref={ref} target={target} />;
});

export interface NavLinkProps extends Omit<RouterLinkProps, 'className'> {
  end?: boolean;
  className?: string | ((s: { isActive: boolean; isPending: boolean }) => string | undefined);
}

/** A Link that knows whether it points at the page on screen (or, without `end`, a page under it). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end, className, ...rest },
  ref,
) {
  const { location } = useContext(LocationContext)!;
  const target = createPath(to, location).split(/[?#]/)[0]!.toLowerCase();
  const here = location.pathname.toLowerCase();
  const bare = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const isActive = here === target || (!end && here.startsWith(bare) && here.charAt(bare.length) === '/');
  const cls = typeof className === 'function' ? className({ isActive, isPending: false }) : className;
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={cls} ref={ref} to={to} />;
});
