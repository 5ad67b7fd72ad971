// A page of src/pages. A React page renders itself (its `@theme/Layout` marks the content); a
// Markdown/MDX page is drawn like a docs page without a sidebar: the content and its TOC.
import type { ComponentType } from 'react';
import type { RouteData } from '../../shared/types';
import { useLoadedModule } from '../../app/route-cache';
import { filterToc } from '../docs/toc-filter';
// `@theme/TOC` and `@theme/TOCCollapsible`: ours, or a site's swizzled ones.
import { DesktopTOC, MobileTOC } from '@theme-bridge/TOC';
import { MdxContent } from '../mdx/MdxContent';
import useDocusaurusContext from './use-docusaurus-context';

export function StandalonePage({ data }: { data: RouteData }) {
  const mod = useLoadedModule(data.module!);
  const { siteConfig } = useDocusaurusContext();
  if (!mod) throw new Error(`The module of ${data.path} was not loaded.`);
  if (!data.page?.markdown) {
    const Content = mod.default as ComponentType<{ config: typeof siteConfig }>;
    // The site config as `config`, as Docusaurus's pages plugin passes a React page (Docusaurus 1 style pages read it).
    return <Content config={siteConfig} />;
  }
  const toc = data.page.hideTableOfContents ? [] : filterToc(data.toc ?? [], 2, 3);
  return (
    <main
      id="__main"
      tabIndex={-1}
      className={`docs-main standalone-page${data.page.wrapperClassName ? ` ${data.page.wrapperClassName}` : ''}`}
    >
      <div className="container docs-container">
        <div className="row">
          <div className={`col doc-col${toc.length ? ' doc-col--with-toc' : ''}`}>
            <article>
              {toc.length > 0 && <MobileTOC toc={toc} />}
              <div className="markdown">
                <MdxContent module={mod} />
              </div>
            </article>
          </div>
          {toc.length > 0 && (
            <div className="col toc-col">
              <DesktopTOC toc={toc} />
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
