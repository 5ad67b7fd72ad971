import type { RouteData } from '../shared/types';
import { DocPage } from './docs/DocPage';
import { kindModule } from '../app/page-kinds';

/** Component of each lazily loaded layout, by route kind (see app/page-kinds.ts). */
const EXPORTS = {
  blogList: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogArchive: 'BlogArchivePage',
  blogTags: 'BlogTagsPage',
  blogTag: 'BlogTagPage',
  blogAuthors: 'BlogAuthorsPage',
  blogAuthor: 'BlogAuthorPage',
  search: 'SearchPage',
  home: 'HomePage',
  page: 'StandalonePage',
  notFound: 'NotFound',
} as const;

export function Page({ data }: { data: RouteData }) {
  if (data.kind === 'doc') return <DocPage data={data} />;
  // The route loader has loaded the layout before this renders (loadRoute).
  const Component = kindModule(data.kind)?.[EXPORTS[data.kind]];
  if (!Component) throw new Error(`The layout for "${data.kind}" pages was not loaded.`);
  return <Component data={data} />;
}
