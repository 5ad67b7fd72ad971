// `@theme/Navbar/Search`: the box a swizzled Navbar/Content puts the search bar in, as Docusaurus's
// (`<NavbarSearch><SearchBar /></NavbarSearch>`): a div with the class it is given. Our navbar draws the
// search bar itself: import-only.
import type { ReactNode } from 'react';

export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}
