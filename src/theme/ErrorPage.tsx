// Crash pages: inside the layout "This page crashed." with Try again; when the whole app fails,
// a bare page titled "Page Error".
import { Component, useEffect, type ReactNode } from 'react';
import { translateMessage as t } from './site';

function causeChain(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  while (e) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

export function CrashPage({ error, tryAgain, root }: { error: unknown; tryAgain?: () => void; root?: boolean }) {
  useEffect(() => {
    if (root) document.title = t('theme.Error.documentTitle', 'Page Error');
  }, [root]);
  return (
    <main className={root ? 'crash crash--root' : 'crash container'} id="__main">
      <h1>
        {root ? t('theme.Error.title', 'This page crashed') : t('theme.ErrorPageContent.title', 'This page crashed.')}
      </h1>
      <button type="button" className="button button--primary" onClick={tryAgain ?? (() => window.location.reload())}>
        {t('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
      <hr />
      <pre className="crash__cause">{causeChain(error)}</pre>
    </main>
  );
}

interface Props {
  children: ReactNode;
  resetKey?: string;
}

/** Catches render errors of the page content; the navbar and footer stay usable. */
export class PageErrorBoundary extends Component<Props, { error: unknown; key?: string }> {
  state: { error: unknown; key?: string } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: Props, state: { error: unknown; key?: string }) {
    // Navigating elsewhere clears the crash.
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }
  render() {
    if (this.state.error) return <CrashPage error={this.state.error} tryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
