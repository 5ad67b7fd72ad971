// `@theme/MDXContent`: in Docusaurus, the MDX provider around a page's content. Ours provides the
// components where the page's module is rendered (src/theme/mdx/MdxContent.tsx), so this draws its
// children as they are: Docusaurus's ejected `DocItem/Content` (`<MDXContent>{children}</MDXContent>`) works.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
