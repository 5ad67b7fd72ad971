// Route-change progress bar (nprogress): only for a pathname change that takes longer than 200 ms.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from '../app/router';
import NProgress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;
NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickle: true, trickleSpeed: 800 });

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
    timer.current = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      NProgress.done();
    };
  }, [changing]);
  return null;
}
