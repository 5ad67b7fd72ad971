// `@theme/Root`: the component Docusaurus renders around the whole app, on the server and in the browser,
// above the theme's own providers. Ours adds nothing; a site's `src/theme/Root.js` (context providers,
// analytics) replaces it and then wraps every page, navbar and footer included (src/app/routes.tsx).
import type { ReactNode } from 'react';

export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
