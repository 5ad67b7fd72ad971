import { useEffect, useState } from 'react';

export const DESKTOP_BREAKPOINT = 996;

/** 'desktop' above 996 px, 'mobile' at or below; 'ssr' before hydration (treated like desktop). */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
