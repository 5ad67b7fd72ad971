// Parts of the page shell a first visit keeps as server markup until the reader uses them (issue 25
// item 6): a deferred part's code is a chunk of its own, loaded when the pointer reaches the part, it
// takes focus or a touch, or with the first route a client navigation (or a link's preload) loads
// (src/app/route-cache.ts loadRoute); never before hydration. Until then each element the part draws
// at the top is a placeholder with `dangerouslySetInnerHTML`, which React keeps as the server's markup
// on hydration (as an MDX page's static parts: prerender/bundle/static-parts.ts). Once loaded, the part
// renders in place of its placeholders (the same markup): focus, a <details>'s open state and the first
// click or key press on a button or in-app link made before the code arrived carry over to it.
import { use, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ElementType } from 'react';

interface Part<P> {
  load: () => Promise<ComponentType<P>>;
  Component?: ComponentType<P>;
  loading?: Promise<void>;
}

const parts: Part<never>[] = [];
/** True while the first render hydrates the server's markup (src/entry-client.tsx). */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

function loadPart<P>(part: Part<P>): Promise<void> {
  part.loading ??= part.load().then(
    (c) => {
      part.Component = c;
    },
    (error: unknown) => {
      part.loading = undefined;
      throw error;
    },
  );
  return part.loading;
}

/** Every deferred part's code: a render that is not a hydration (a client navigation) draws them all. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(parts.map((p) => loadPart(p)));
}

/** What carries over from the placeholders to the drawn part: where they were, and the reader's doings. */
interface Carry {
  parent: Element;
  index: number;
  open: boolean[];
  focus: number[] | null;
  /** The placeholders, which `action` names its target among. */
  roots: Element[];
  action: Action | null;
}

/** The reader's first click or key press on the part before its code arrived, replayed on the drawn part. */
interface Action {
  target: Element;
  key?: KeyboardEventInit;
}

/** `el`'s path of element indexes below `roots` (the first index is the root's), or null outside them. */
function pathIn(roots: Element[], el: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = el; node; node = node.parentElement) {
    const root = roots.indexOf(node);
    if (root >= 0) return [root, ...path];
    if (node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  }
  return null;
}

function restore({ parent, index, open, focus, roots, action }: Carry): void {
  const at = (path: number[] | null) => {
    let el: Element | undefined = path ? parent.children[index + path[0]!] : undefined;
    for (const i of path?.slice(1) ?? []) el = el?.children[i];
    return el instanceof HTMLElement ? el : undefined;
  };
  open.forEach((o, i) => {
    const el = parent.children[index + i];
    if (o && el instanceof HTMLDetailsElement) el.open = true;
  });
  at(focus)?.focus();
  const target = action && at(pathIn(roots, action.target));
  if (!target) return;
  // A key the drawn part does not handle itself does what it does natively: Enter or Space clicks.
  const key = action.key && new KeyboardEvent('keydown', { ...action.key, bubbles: true, cancelable: true });
  if (key) target.dispatchEvent(key);
  if (!key || (!key.defaultPrevented && (key.key === 'Enter' || key.key === ' '))) target.click();
}

/**
 * What needs the part's code: a click on a button or a link the app routes (React Router marks those), a
 * key on those or a <summary>. A click on a <summary> opens its <details> natively, at once, and the
 * drawn part takes the open state.
 */
const KEYS_NEED_CODE = 'button, summary, a[data-discover]';
const CLICKS_NEED_CODE = 'button, a[data-discover]';

/** What a part needs besides its markup until its code is in. */
export interface DeferredOptions {
  /**
   * A key press anywhere on the page that is the part's (a keyboard shortcut): it draws the part, which
   * gets the key on its first element. The drawn part must listen for it by the time its layout effects run.
   */
  keys?: (e: KeyboardEvent) => boolean;
  /** Adjusts the kept server markup to the browser once (what the part would change right after hydrating). */
  kept?: (roots: Element[]) => void;
  /**
   * Window events that draw the part (`scroll` for a part that follows it), and whether the page as
   * hydrated already needs it drawn (opened scrolled to a heading).
   */
  drawOn?: string[];
  drawNow?: () => boolean;
}

/** The elements standing in for a part: they keep the server's markup, and the reader's intent draws the part. */
function Placeholders({
  tags,
  roots,
  preload,
  draw,
  options,
}: {
  tags: ElementType[];
  roots: (Element | null)[];
  preload: () => void;
  draw: (action?: Action) => void;
  options: DeferredOptions;
}) {
  const { keys, kept, drawOn, drawNow } = options;
  useEffect(() => {
    kept?.(roots.filter((e): e is Element => e !== null));
    if (drawNow?.()) return draw();
    const onShortcut = (e: KeyboardEvent) => {
      if (!roots[0] || e.defaultPrevented || !keys?.(e)) return;
      e.preventDefault();
      const { key, code, shiftKey, ctrlKey, metaKey, altKey } = e;
      draw({ target: roots[0], key: { key, code, shiftKey, ctrlKey, metaKey, altKey } });
    };
    const onEvent = () => draw();
    if (keys) window.addEventListener('keydown', onShortcut);
    for (const type of drawOn ?? []) window.addEventListener(type, onEvent, { passive: true });
    return () => {
      window.removeEventListener('keydown', onShortcut);
      for (const type of drawOn ?? []) window.removeEventListener(type, onEvent);
    };
  }, [keys, kept, drawOn, drawNow, roots, draw]);
  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest(CLICKS_NEED_CODE) : null;
    if (!target || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return draw();
    e.preventDefault();
    e.stopPropagation();
    draw({ target });
  };
  const onKey = (e: KeyboardEvent) => {
    const target = e.target instanceof Element ? e.target.closest(KEYS_NEED_CODE) : null;
    if (!target || e.key === 'Tab' || e.metaKey || e.altKey || e.ctrlKey) return;
    e.preventDefault();
    e.stopPropagation();
    const { key, code, shiftKey } = e;
    draw({ target, key: { key, code, shiftKey } });
  };
  return (
    <>
      {tags.map((Tag, i) => (
        <Tag
          key={i}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
          ref={(el: Element | null) => {
            roots[i] = el;
            if (!el) return;
            // The pointer reaching the part loads its code; a press draws it with its click, not at its
            // mousedown's focus, so that the press and the release land on the same element.
            let pressing = false;
            const on: Record<string, EventListener> = {
              pointerover: preload,
              pointerdown: () => (pressing = true),
              pointerup: () => (pressing = false),
              pointercancel: () => (pressing = false),
              focusin: () => !pressing && draw(),
              click: onClick as EventListener,
              keydown: onKey as EventListener,
            };
            for (const [type, fn] of Object.entries(on)) el.addEventListener(type, fn, true);
            el.addEventListener('touchstart', preload, { passive: true });
            return () => {
              for (const [type, fn] of Object.entries(on)) el.removeEventListener(type, fn, true);
              el.removeEventListener('touchstart', preload);
            };
          }}
        />
      ))}
    </>
  );
}

/**
 * The component `load` resolves to, deferred. `tags(props)`: the elements it draws at the top for those
 * props (none when it draws nothing), which stand in for it until its code is loaded; `options`: see
 * DeferredOptions.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  tags: (props: P) => ElementType[],
  options: DeferredOptions = {},
): ComponentType<P> {
  const part: Part<P> = { load };
  parts.push(part as Part<never>);
  return function Deferred(props: P) {
    // Kept: drawn over the server's markup by the hydration, and not loaded then. It stays the
    // placeholders until the reader's intent draws it or its props change, even once its code is in.
    const [kept] = useState(() => hydrating && !part.Component);
    const [drawn, setDrawn] = useState(false);
    const roots = useRef<(Element | null)[]>([]);
    const carry = useRef<Carry | null>(null);
    const mounted = useRef(JSON.stringify(props));
    const Component = part.Component;

    const action = useRef<Action | null>(null);
    const draw = useRef((act?: Action) => {
      action.current ??= act ?? null;
      loadPart(part).then(
        // After the event that asked for it has done what it does natively (a <summary>'s click opens it).
        () =>
          setTimeout(() => {
            const els = roots.current.filter((e): e is Element => e !== null);
            const parent = els[0]?.parentElement;
            if (parent && !carry.current)
              carry.current = {
                parent,
                index: [...parent.children].indexOf(els[0]!),
                open: els.map((e) => e instanceof HTMLDetailsElement && e.open),
                focus: pathIn(els, document.activeElement),
                roots: els,
                action: action.current,
              };
            setDrawn(true);
          }),
        () => undefined, // the server's markup stays, and works as it does without JavaScript
      );
    }).current;

    useLayoutEffect(() => {
      if (drawn && carry.current) {
        restore(carry.current);
        carry.current = null;
      }
    }, [drawn]);
    // New props while kept (a preference read after hydration, a client navigation): the server's
    // markup no longer fits, so the part is drawn at once, or as soon as its code is in.
    const stale = kept && JSON.stringify(props) !== mounted.current;
    useEffect(() => {
      if (stale && !Component) draw();
    }, [stale, Component, draw]);

    if (Component && (!kept || drawn || stale)) return <Component {...props} />;
    if (!kept) {
      use(loadPart(part));
      const Loaded = part.Component!;
      return <Loaded {...props} />;
    }
    const preload = () => void loadPart(part).catch(() => undefined);
    return <Placeholders tags={tags(props)} roots={roots.current} preload={preload} draw={draw} options={options} />;
  };
}
