// `@theme/MDXComponents/Img`: a Markdown image, loaded lazily as Docusaurus loads them.
import type { ComponentProps } from 'react';

export default function MDXImg(props: ComponentProps<'img'>) {
  return <img loading="lazy" decoding="async" {...props} />;
}
