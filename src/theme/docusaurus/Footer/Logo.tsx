// `@theme/Footer/Logo`: the footer's logo, `logo` as in Docusaurus's `footer.logo` (`src`, `srcDark`,
// `alt`, `href`, `width`, `height`): one image per colour mode, linked when it has an `href`.
import type { CSSProperties } from 'react';
import Link from '../Link';
import ThemedImage from '../ThemedImage';
import { withBaseUrl } from '../use-base-url';

interface Logo {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: CSSProperties;
}

export default function FooterLogo({ logo }: { logo: Logo }) {
  const image = (
    <ThemedImage
      className={`footer__logo${logo.className ? ` ${logo.className}` : ''}`}
      alt={logo.alt ?? ''}
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      width={logo.width}
      height={logo.height}
      style={logo.style}
    />
  );
  return logo.href ? (
    <Link href={logo.href} className="footer__logo-link">
      {image}
    </Link>
  ) : (
    image
  );
}
