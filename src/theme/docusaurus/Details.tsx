// `@theme/Details`: a disclosure with a summary line, as Docusaurus renders `<details>`.
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { translateMessage as t } from '../site';

export default function Details({
  summary,
  children,
  className,
  ...rest
}: ComponentProps<'details'> & { summary?: ReactNode }) {
  // A <summary> child (the Markdown form) is used as the summary when no prop is given.
  const items = Children.toArray(children);
  const own = items.find((c) => isValidElement(c) && c.type === 'summary');
  const body = own ? items.filter((c) => c !== own) : items;
  return (
    <details className={`details alert alert--info ${className ?? ''}`} {...rest}>
      {summary !== undefined ? (
        <summary>{summary}</summary>
      ) : (
        (own ?? <summary>{t('theme.Details.summary', 'Details')}</summary>)
      )}
      <div className="details__content">{body}</div>
    </details>
  );
}
