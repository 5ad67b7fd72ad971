// The links inside an MDX page's static parts kept as server markup on a first visit
// (prerender/bundle/static-parts.ts): no React element of theirs exists, so what <Link> does for a
// routed link (React Router marks those `data-discover`) is done here for the kept element: client
// navigation on a plain click, preload on hover, focus or touch, prefetch once visible.
import { useCallback } from 'react';
import { useNavigate } from '../../app/router';
import { observeLink, preloadRoute } from '../../app/prefetch';

/** The routed link `target` is in (or is), inside `root`; null for anything else. */
function routedLink(target: EventTarget | null, root: Element): HTMLAnchorElement | null {
  const a = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-discover][href]') : null;
  return a && root.contains(a) && (!a.target || a.target === '_self') && !a.hasAttribute('download') ? a : null;
}

const pathOf = (a: HTMLAnchorElement) => a.getAttribute('href')!.split(/[?#]/)[0]!;

/** A ref callback for kept elements (React 19 runs the cleanup it returns when the element goes). */
export function useKeptMarkup(): (el: HTMLElement | null) => (() => void) | undefined {
  const navigate = useNavigate();
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el) return undefined;
      const onClick = (e: MouseEvent) => {
        const a = routedLink(e.target, el);
        if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        const href = a.getAttribute('href')!;
        // As React Router's <Link>: a link to the current address replaces it.
        navigate(href, { replace: href === location.pathname + location.search + location.hash });
      };
      const onIntent = (e: Event) => {
        const a = routedLink(e.target, el);
        if (a) preloadRoute(pathOf(a));
      };
      const stops = [...el.querySelectorAll<HTMLAnchorElement>('a[data-discover][href]')]
        .filter((a) => routedLink(a, el))
        .map((a) => observeLink(a, pathOf(a)));
      const events = ['mouseover', 'focusin', 'touchstart'] as const;
      el.addEventListener('click', onClick);
      for (const type of events) el.addEventListener(type, onIntent, { passive: true });
      return () => {
        el.removeEventListener('click', onClick);
        for (const type of events) el.removeEventListener(type, onIntent);
        for (const stop of stops) stop();
      };
    },
    [navigate],
  );
}
