// `@theme/Icon/LightMode`: the sun our colour mode button shows for light mode, for a site's own toggle
// (`width`, `height` and other SVG props pass through), decorative for screen readers.
import type { SVGProps } from 'react';

export default function IconLightMode({ width = 24, height = 24, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" {...rest}>
      <circle cx="12" cy="12" r="5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
      />
    </svg>
  );
}
