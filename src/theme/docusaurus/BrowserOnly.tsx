// `@docusaurus/BrowserOnly`: renders its function child only after hydration; `fallback` before.
import type { ReactNode } from 'react';
import useIsBrowser from './use-is-browser';

export default function BrowserOnly({
  children,
  fallback = null,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
