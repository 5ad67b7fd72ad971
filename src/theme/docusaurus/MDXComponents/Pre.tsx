// `@theme/MDXComponents/Pre`: as in Docusaurus, a fenced block's <pre> hands the block to its <code>
// (`@theme/MDXComponents/Code`, or the site's own), which draws the frame; the fence's title and language
// (set by our build's highlighter on the <pre>) go along. Anything else keeps our code-block frame.
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { CodeBlock as Frame } from '../../mdx/CodeBlock';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

export default function MDXPre({ children, ...props }: PreProps) {
  const kids = Children.toArray(children);
  const code = kids.length === 1 && isValidElement(kids[0]) ? (kids[0] as ReactElement<Record<string, unknown>>) : null;
  if (!code) return <Frame {...props}>{children}</Frame>;
  return cloneElement(code, {
    'data-block': 'true',
    ...(props['data-title'] ? { title: props['data-title'] } : {}),
    ...(props['data-language'] ? { language: props['data-language'] } : {}),
  });
}
