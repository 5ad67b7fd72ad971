// Route-change progress bar (nprogress): only for a pathname change that takes longer than 200 ms.
// nprogress is loaded when the first such change starts, not on the first visit.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from '../app/router';

export const PROGRESS_DELAY_MS = 200;

type NProgress = typeof import('nprogress');
let nprogress: Promise<NProgress> | undefined;
function loadNProgress(): Promise<NProgress> {
  nprogress ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickle: true, trickleSpeed: 800 });
    return bar;
  });
  return nprogress;
}

export function ProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changing =
    navigation.state !== 'idle' &&
    navigation.location !== undefined &&
    navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (!changing) return;
    let over = false;
    const bar = loadNProgress();
    timer.current = setTimeout(
      () => void bar.then((b) => !over && b.start()).catch(() => undefined),
      PROGRESS_DELAY_MS,
    );
    return () => {
      over = true;
      clearTimeout(timer.current);
      void bar.then((b) => b.done()).catch(() => undefined);
    };
  }, [changing]);
  return null;
}
