// `@theme/Icon/DarkMode`: the moon our colour mode button shows for dark mode, for a site's own toggle
// (`width`, `height` and other SVG props pass through), decorative for screen readers.
import type { SVGProps } from 'react';

export default function IconDarkMode({ width = 24, height = 24, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" {...rest}>
      <path fill="currentColor" d="M21 14.6A9 9 0 0 1 9.4 3a9 9 0 1 0 11.6 11.6z" />
    </svg>
  );
}
