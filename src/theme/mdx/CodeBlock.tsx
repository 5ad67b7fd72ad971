// Code blocks arrive highlighted from the build (Prism tokens as spans); this adds the title bar
// and the copy button.
import { useRef, useState, type ComponentProps } from 'react';
import { translateMessage as t } from '../site';

export function CodeBlock({
  children,
  className,
  ...props
}: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  const title = props['data-title'];
  const language = props['data-language'];
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = preRef.current?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const ta = document.createElement('textarea');
      ta.value = text;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1000);
  };
  return (
    <div className={`code-block ${className ?? ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__content">
        <pre
          ref={preRef}
          className={`code-block__pre prism-code ${className ?? ''}`}
          tabIndex={0}
          data-language={language}
        >
          {children}
        </pre>
        <button
          type="button"
          className={`clean-btn code-block__copy${copied ? ' code-block__copy--copied' : ''}`}
          aria-label={
            copied
              ? t('theme.CodeBlock.copied', 'Copied')
              : t('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')
          }
          title={t('theme.CodeBlock.copy', 'Copy')}
          onClick={copy}
        >
          {copied ? t('theme.CodeBlock.copied', 'Copied') : t('theme.CodeBlock.copy', 'Copy')}
        </button>
      </div>
    </div>
  );
}
