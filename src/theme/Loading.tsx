// Shown only when a route renders before its code is ready (first load without prerendered HTML):
// nothing for 200 ms, then a spinner; on failure the error text and a Retry button.
import { useEffect, useState } from 'react';
import { translateMessage as t } from './site';

export const LOADER_DELAY_MS = 200;

export function Loading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" aria-label={t('theme.Loading.ariaLabel', 'Loading')}>
      <svg width="128" height="110" viewBox="0 0 128 110" aria-hidden="true">
        <circle className="page-loading__ring" cx="64" cy="55" r="20" />
        <circle className="page-loading__ring page-loading__ring--late" cx="64" cy="55" r="20" />
        <circle className="page-loading__dot" cx="64" cy="55" r="8" />
      </svg>
    </div>
  );
}

export function LoadingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="page-loading-error" role="alert">
      <p>{String(error)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('theme.Loading.retry', 'Retry')}
      </button>
    </div>
  );
}
