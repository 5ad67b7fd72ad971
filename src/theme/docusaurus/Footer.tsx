// `@theme/Footer`: our footer. A site's `src/theme/Footer` replaces it on every page (src/theme/Root.tsx
// renders `@theme/Footer`), and `@theme-original/Footer` in a wrapper reaches this one, as in Docusaurus.
import { Footer } from '../Footer';

export default function FooterDefault() {
  return <Footer />;
}
