// `@theme/Icon/ExternalLink`: the small arrow-out-of-a-box icon Docusaurus puts after external links
// (`width`, `height` and other SVG props pass through), decorative for screen readers.
import type { SVGProps } from 'react';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" {...rest}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 4H5v15h15v-6" />
        <path d="M14 3h7v7M21 3l-10 10" />
      </g>
    </svg>
  );
}
