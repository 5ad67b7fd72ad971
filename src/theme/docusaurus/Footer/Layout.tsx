// `@theme/Footer/Layout`: the footer's frame, `{ style, links, logo, copyright }` as Docusaurus passes them.
import type { ReactNode } from 'react';
import { FooterLayout } from '../../Footer';

interface Props {
  style?: string;
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

export default function Layout({ style, links, logo, copyright }: Props) {
  return (
    <FooterLayout
      style={style}
      links={links || undefined}
      logo={logo || undefined}
      copyright={copyright || undefined}
    />
  );
}
