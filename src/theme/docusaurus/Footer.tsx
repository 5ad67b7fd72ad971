// `@theme/Footer`: our footer, composed of `@theme/Footer/Layout`, `/Links` and `/Copyright` as
// Docusaurus's is, so a site's swizzled part (its own copyright line) draws in it. A site's
// `src/theme/Footer` replaces it on every page (src/theme/Root.tsx renders `@theme/Footer`), and
// `@theme-original/Footer` in a wrapper reaches this one, as in Docusaurus.
import Layout from '@theme/Footer/Layout';
import Links from '@theme/Footer/Links';
import Copyright from '@theme/Footer/Copyright';
import Logo from '@theme/Footer/Logo';
import { site } from '../site';

export default function FooterDefault() {
  const { style, links, copyright, logo } = site.footer;
  // Nothing to show (a Docusaurus config with no `footer`, which the import writes empty): no footer, as Docusaurus.
  if (!links.length && !copyright && !logo) return null;
  return (
    <Layout
      style={style}
      links={<Links links={links} />}
      logo={logo ? <Logo logo={logo} /> : undefined}
      copyright={<Copyright copyright={copyright} />}
    />
  );
}
