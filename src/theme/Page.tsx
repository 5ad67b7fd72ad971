import type { RouteData } from '../shared/types';
import { DocPage } from './docs/DocPage';
import { BlogListPage, BlogPostPage, BlogArchivePage, BlogTagsPage, BlogTagPage } from './blog/BlogPages';
import { NotFound } from './NotFound';
import { HomePage } from './HomePage';
import { SearchPage } from '../search/SearchPage';

export function Page({ data }: { data: RouteData }) {
  switch (data.kind) {
    case 'doc':
      return <DocPage data={data} />;
    case 'blogList':
      return <BlogListPage data={data} />;
    case 'blogPost':
      return <BlogPostPage data={data} />;
    case 'blogArchive':
      return <BlogArchivePage data={data} />;
    case 'blogTags':
      return <BlogTagsPage data={data} />;
    case 'blogTag':
      return <BlogTagPage data={data} />;
    case 'search':
      return <SearchPage />;
    case 'home':
      return <HomePage />;
    default:
      return <NotFound />;
  }
}
