// `@theme/SearchBar`: our search box (the navbar button that opens search), scoped to the page's docs
// versions and docs instance. The navbar renders `@theme/SearchBar` in its search slot, as Docusaurus's
// Navbar/Content does, so a site's `src/theme/SearchBar` (another search, a link, an "Ask AI" button
// next to `@theme-original/SearchBar`) draws there instead, and `@theme-original/SearchBar` reaches this.
import { SearchButton } from '../deferred-parts';
import { useActiveDocsPluginId, useCandidateVersions } from '../versions';

export default function SearchBar() {
  const candidateVersions = useCandidateVersions();
  const docsInstance = useActiveDocsPluginId() ?? undefined;
  return <SearchButton version={candidateVersions} instance={docsInstance} />;
}
