// `@docusaurus/useIsBrowser`: false during prerender and the hydration render, true after.
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
