// The theme's UI strings: the translation id of each (Docusaurus's `theme.*` id where Docusaurus has the
// string, so a site's existing code.json applies), its English message and a description for translators.
// Components call `t(id, message)` (src/theme/site.ts) with the same message; tests/unit/theme-messages.test.ts
// checks the two agree, and `npm run write-translations` writes every entry into i18n/<locale>/code.json.

export interface ThemeMessage {
  message: string;
  description: string;
}

/** Docusaurus's theme-common and theme-classic strings (all of them, so code.json has Docusaurus's keys). */
const DOCUSAURUS: Record<string, ThemeMessage> = {
  'theme.AnnouncementBar.closeButtonAriaLabel': {
    message: 'Close',
    description: "Accessible name of the announcement bar's close button",
  },
  'theme.BackToTopButton.buttonAriaLabel': {
    message: 'Scroll back to top',
    description: 'Accessible name of the back-to-top button',
  },
  'theme.CodeBlock.copied': { message: 'Copied', description: 'Code block copy button, after a copy' },
  'theme.CodeBlock.copy': { message: 'Copy', description: 'Code block copy button' },
  'theme.CodeBlock.copyButtonAriaLabel': {
    message: 'Copy code to clipboard',
    description: "Accessible name of a code block's copy button",
  },
  'theme.CodeBlock.wordWrapToggle': {
    message: 'Toggle word wrap',
    description: 'Title of the code block button that wraps long lines',
  },
  'theme.DocSidebarItem.collapseCategoryAriaLabel': {
    message: "Collapse sidebar category '{label}'",
    description: 'Accessible name of the button folding an open sidebar category',
  },
  'theme.DocSidebarItem.expandCategoryAriaLabel': {
    message: "Expand sidebar category '{label}'",
    description: 'Accessible name of the button unfolding a folded sidebar category',
  },
  'theme.ErrorPageContent.title': {
    message: 'This page crashed.',
    description: 'Heading shown in place of a page that failed to render',
  },
  'theme.ErrorPageContent.tryAgain': { message: 'Try again', description: 'Button that renders a crashed page again' },
  'theme.IconExternalLink.ariaLabel': {
    message: '(opens in new tab)',
    description: 'Said by screen readers after a link that opens another tab',
  },
  'theme.NavBar.navAriaLabel': { message: 'Main', description: 'Accessible name of the navbar' },
  'theme.NotFound.p1': {
    message: 'We could not find what you were looking for.',
    description: '404 page, first paragraph',
  },
  'theme.NotFound.p2': {
    message:
      'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    description: '404 page, second paragraph',
  },
  'theme.NotFound.title': { message: 'Page Not Found', description: '404 page, title and heading' },
  'theme.TOCCollapsible.toggleButtonLabel': {
    message: 'On this page',
    description: 'Button that opens the table of contents on narrow screens',
  },
  'theme.admonition.caution': { message: 'caution', description: 'Default title of a :::caution admonition' },
  'theme.admonition.danger': { message: 'danger', description: 'Default title of a :::danger admonition' },
  'theme.admonition.info': { message: 'info', description: 'Default title of a :::info admonition' },
  'theme.admonition.note': { message: 'note', description: 'Default title of a :::note admonition' },
  'theme.admonition.tip': { message: 'tip', description: 'Default title of a :::tip admonition' },
  'theme.admonition.warning': { message: 'warning', description: 'Default title of a :::warning admonition' },
  'theme.blog.archive.description': { message: 'Archive', description: 'Blog archive page, description' },
  'theme.blog.archive.title': { message: 'Archive', description: 'Blog archive page, title and heading' },
  'theme.blog.author.noPosts': {
    message: 'This author has not written any posts yet.',
    description: 'Blog author page without posts',
  },
  'theme.blog.author.pageTitle': { message: '{authorName} - {nPosts}', description: "Title of a blog author's page" },
  'theme.blog.authorsList.pageTitle': { message: 'Authors', description: 'Title of the blog authors page' },
  'theme.blog.authorsList.viewAll': { message: 'View all authors', description: 'Link to the blog authors page' },
  'theme.blog.paginator.navAriaLabel': {
    message: 'Blog list page navigation',
    description: "Accessible name of the blog list's page links",
  },
  'theme.blog.paginator.newerEntries': {
    message: 'Newer entries',
    description: 'Blog list link to the page of newer posts',
  },
  'theme.blog.paginator.olderEntries': {
    message: 'Older entries',
    description: 'Blog list link to the page of older posts',
  },
  'theme.blog.post.paginator.navAriaLabel': {
    message: 'Blog post page navigation',
    description: 'Accessible name of the links to the previous and next post',
  },
  'theme.blog.post.paginator.newerPost': { message: 'Newer post', description: 'Link to the newer post, under a post' },
  'theme.blog.post.paginator.olderPost': { message: 'Older post', description: 'Link to the older post, under a post' },
  'theme.blog.post.plurals': {
    message: 'One post|{count} posts',
    description:
      "Number of posts; plural forms separated by |, in the order of the language's plural categories (zero, one, two, few, many, other)",
  },
  'theme.blog.post.readMore': { message: 'Read more', description: "Link from a post's excerpt to the whole post" },
  'theme.blog.post.readMoreLabel': {
    message: 'Read more about {title}',
    description: "Accessible name of the link from a post's excerpt to the whole post",
  },
  'theme.blog.post.readingTime.plurals': {
    message: 'One min read|{readingTime} min read',
    description: 'Reading time of a post; plural forms separated by |',
  },
  'theme.blog.sidebar.navAriaLabel': {
    message: 'Blog recent posts navigation',
    description: 'Accessible name of the blog sidebar',
  },
  'theme.blog.tagTitle': { message: '{nPosts} tagged with "{tagName}"', description: "Heading of a blog tag's page" },
  'theme.colorToggle.ariaLabel': {
    message: 'Switch between dark and light mode (currently {mode})',
    description: 'Accessible name of the colour mode button',
  },
  'theme.colorToggle.ariaLabel.mode.dark': { message: 'dark mode', description: 'Name of the dark colour mode' },
  'theme.colorToggle.ariaLabel.mode.light': { message: 'light mode', description: 'Name of the light colour mode' },
  'theme.colorToggle.ariaLabel.mode.system': {
    message: 'system mode',
    description: 'Name of the colour mode that follows the system',
  },
  'theme.common.editThisPage': { message: 'Edit this page', description: "Link to the page's source for editing" },
  'theme.common.headingLinkTitle': {
    message: 'Direct link to {heading}',
    description: "Accessible name of a heading's # link",
  },
  'theme.common.skipToMainContent': {
    message: 'Skip to main content',
    description: 'Keyboard skip link at the top of every page',
  },
  'theme.contentVisibility.draftBanner.message': {
    message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
    description: 'Banner of a draft page',
  },
  'theme.contentVisibility.draftBanner.title': {
    message: 'Draft page',
    description: 'Title of the banner of a draft page',
  },
  'theme.contentVisibility.unlistedBanner.message': {
    message:
      'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
    description: 'Banner of an unlisted page',
  },
  'theme.contentVisibility.unlistedBanner.title': {
    message: 'Unlisted page',
    description: 'Title of the banner of an unlisted page',
  },
  'theme.docs.DocCard.categoryDescription.plurals': {
    message: '1 item|{count} items',
    description: 'Card of a sidebar category: how many items it holds; plural forms separated by |',
  },
  'theme.docs.breadcrumbs.home': {
    message: 'Home page',
    description: 'Accessible name of the home icon in the breadcrumbs',
  },
  'theme.docs.breadcrumbs.navAriaLabel': { message: 'Breadcrumbs', description: 'Accessible name of the breadcrumbs' },
  'theme.docs.paginator.navAriaLabel': {
    message: 'Docs pages',
    description: 'Accessible name of the links to the previous and next doc',
  },
  'theme.docs.paginator.next': { message: 'Next', description: 'Link to the next doc' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'Link to the previous doc' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': {
    message: 'Close navigation bar',
    description: "Accessible name of the mobile menu's close button",
  },
  'theme.docs.sidebar.collapseButtonAriaLabel': {
    message: 'Collapse sidebar',
    description: 'Accessible name of the button hiding the docs sidebar',
  },
  'theme.docs.sidebar.collapseButtonTitle': {
    message: 'Collapse sidebar',
    description: 'Title of the button hiding the docs sidebar',
  },
  'theme.docs.sidebar.expandButtonAriaLabel': {
    message: 'Expand sidebar',
    description: 'Accessible name of the button showing the docs sidebar again',
  },
  'theme.docs.sidebar.expandButtonTitle': {
    message: 'Expand sidebar',
    description: 'Title of the button showing the docs sidebar again',
  },
  'theme.docs.sidebar.navAriaLabel': { message: 'Docs sidebar', description: 'Accessible name of the docs sidebar' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': {
    message: 'Toggle navigation bar',
    description: 'Accessible name of the button opening the mobile menu',
  },
  'theme.docs.tagDocListPageTitle': {
    message: '{nDocsTagged} with "{tagName}"',
    description: "Heading of a docs tag's page",
  },
  'theme.docs.tagDocListPageTitle.nDocsTagged': {
    message: 'One doc tagged|{count} docs tagged',
    description: 'Number of docs with a tag; plural forms separated by |',
  },
  'theme.docs.versionBadge.label': {
    message: 'Version: {versionLabel}',
    description: 'Version badge at the top of a versioned doc',
  },
  'theme.docs.versions.latestVersionLinkLabel': {
    message: 'latest version',
    description: 'Link text of the version banner, to the same page in the latest version',
  },
  'theme.docs.versions.latestVersionSuggestionLabel': {
    message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    description: 'Version banner: where the latest documentation is',
  },
  'theme.docs.versions.unmaintainedVersionLabel': {
    message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    description: 'Banner of a doc in an unmaintained version',
  },
  'theme.docs.versions.unreleasedVersionLabel': {
    message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
    description: 'Banner of a doc in an unreleased version',
  },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: "Part of 'Last updated': the date" },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: "Part of 'Last updated': the author" },
  'theme.lastUpdated.lastUpdatedAtBy': {
    message: 'Last updated{atDate}{byUser}',
    description: 'When and by whom a page was last updated',
  },
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': {
    message: 'Collapse the dropdown',
    description: 'Mobile menu: accessible name of the button folding a dropdown',
  },
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': {
    message: 'Expand the dropdown',
    description: 'Mobile menu: accessible name of the button unfolding a dropdown',
  },
  'theme.navbar.mobileLanguageDropdown.label': {
    message: 'Languages',
    description: 'Mobile menu: label of the language dropdown',
  },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': {
    message: '← Back to main menu',
    description: 'Mobile menu: button from the docs sidebar back to the navbar items',
  },
  'theme.navbar.mobileVersionsDropdown.label': {
    message: 'Versions',
    description: 'Mobile menu: label of the docs version dropdown',
  },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: "Label before a doc's tags" },
  'theme.tags.tagsPageLink': { message: 'View All Tags', description: 'Link to the page listing every tag' },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'Title of the page listing every tag' },
};

/** The search strings (Docusaurus's theme-search-algolia ids) that the search button, pop-up and page show. */
const SEARCH: Record<string, ThemeMessage> = {
  'theme.SearchBar.label': {
    message: 'Search',
    description: "Label and accessible name of the navbar's search button",
  },
  'theme.SearchBar.seeAll': {
    message: 'See all {count} results',
    description: 'Search pop-up: link under the results to the search page',
  },
  'theme.SearchModal.errorScreen.helpText': {
    message: 'You might want to check your network connection.',
    description: 'Search pop-up: advice when the search failed',
  },
  'theme.SearchModal.errorScreen.titleText': {
    message: 'Unable to fetch results',
    description: 'Search pop-up: title when the search failed',
  },
  'theme.SearchModal.footer.closeKeyAriaLabel': {
    message: 'Escape key',
    description: 'Search pop-up footer: the Escape key',
  },
  'theme.SearchModal.footer.closeText': { message: 'to close', description: 'Search pop-up footer: what Escape does' },
  'theme.SearchModal.footer.navigateDownKeyAriaLabel': {
    message: 'Arrow down',
    description: 'Search pop-up footer: the down arrow key',
  },
  'theme.SearchModal.footer.navigateText': {
    message: 'to navigate',
    description: 'Search pop-up footer: what the arrow keys do',
  },
  'theme.SearchModal.footer.navigateUpKeyAriaLabel': {
    message: 'Arrow up',
    description: 'Search pop-up footer: the up arrow key',
  },
  'theme.SearchModal.footer.searchByText': {
    message: 'Search by',
    description: "Search pop-up footer: before the search provider's logo",
  },
  'theme.SearchModal.footer.selectKeyAriaLabel': {
    message: 'Enter key',
    description: 'Search pop-up footer: the Enter key',
  },
  'theme.SearchModal.footer.selectText': { message: 'to select', description: 'Search pop-up footer: what Enter does' },
  'theme.SearchModal.noResultsScreen.noResultsText': {
    message: 'No results for',
    description: 'Search pop-up: before a query that found nothing',
  },
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText': {
    message: 'Let us know.',
    description: 'Search pop-up: link to report missing results',
  },
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': {
    message: 'Believe this query should return results?',
    description: 'Search pop-up: question before the report link',
  },
  'theme.SearchModal.noResultsScreen.suggestedQueryText': {
    message: 'Try searching for',
    description: 'Search pop-up: before suggested queries',
  },
  'theme.SearchModal.placeholder': {
    message: 'Search docs',
    description: 'Search pop-up: placeholder of the search box',
  },
  'theme.SearchModal.searchBox.cancelButtonText': {
    message: 'Cancel',
    description: 'Search pop-up: button closing it',
  },
  'theme.SearchModal.searchBox.resetButtonTitle': {
    message: 'Clear the query',
    description: 'Search pop-up: button emptying the search box',
  },
  'theme.SearchModal.searchBox.searchInputLabel': {
    message: 'Search',
    description: 'Search pop-up: accessible name of the search box',
  },
  'theme.SearchModal.startScreen.favoriteSearchesTitle': {
    message: 'Favorite',
    description: 'Search pop-up: heading of saved searches',
  },
  'theme.SearchModal.startScreen.noRecentSearchesText': {
    message: 'No recent searches',
    description: 'Search pop-up: shown before any search',
  },
  'theme.SearchModal.startScreen.recentSearchesTitle': {
    message: 'Recent',
    description: 'Search pop-up: heading of recent searches',
  },
  'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle': {
    message: 'Remove this search from favorites',
    description: 'Search pop-up: button removing a saved search',
  },
  'theme.SearchModal.startScreen.removeRecentSearchButtonTitle': {
    message: 'Remove this search from history',
    description: 'Search pop-up: button removing a recent search',
  },
  'theme.SearchModal.startScreen.saveRecentSearchButtonTitle': {
    message: 'Save this search',
    description: 'Search pop-up: button saving a recent search',
  },
  'theme.SearchPage.documentsFound.plurals': {
    message: 'One document found|{count} documents found',
    description: 'Search page: number of results; plural forms separated by |',
  },
  'theme.SearchPage.emptyResultsTitle': {
    message: 'Search the documentation',
    description: 'Search page: title without a query',
  },
  'theme.SearchPage.existingResultsTitle': {
    message: 'Search results for "{query}"',
    description: 'Search page: title with a query',
  },
  'theme.SearchPage.fetchingNewResults': {
    message: 'Fetching new results…',
    description: 'Search page: while more results load',
  },
  'theme.SearchPage.inputLabel': { message: 'Search', description: 'Search page: accessible name of the search box' },
  'theme.SearchPage.inputPlaceholder': {
    message: 'Type your search here',
    description: 'Search page: placeholder of the search box',
  },
  'theme.SearchPage.noResultsText': {
    message: 'No results were found',
    description: 'Search page: when nothing matches',
  },
};

/** This theme's own strings, which Docusaurus has no id for. */
const OWN: Record<string, ThemeMessage> = {
  'theme.AnnouncementBar.ariaLabel': {
    message: 'Announcement',
    description: 'Accessible name of the announcement bar',
  },
  'theme.navbar.mobileSidebar.ariaLabel': {
    message: 'Navigation menu',
    description: 'Accessible name of the mobile menu',
  },
  'theme.SearchBar.shortcutAriaLabel': {
    message: 'Search ({key}+K)',
    description: "Accessible name of the navbar's search button, with its keyboard shortcut",
  },
  'theme.SearchPage.loadMore': {
    message: 'Load more results',
    description: 'Search page: button loading the next results',
  },
  'theme.SearchPage.errorText': {
    message: 'Unable to fetch results. You might want to check your network connection.',
    description: 'Search page: when the search failed',
  },
  'theme.SearchPage.resultPathAriaLabel': {
    message: 'Location',
    description: "Search page: accessible name of a result's place in the site",
  },
  'theme.NotFound.p3': { message: 'Try the {docsLink} or {searchLink}.', description: '404 page: where to go instead' },
  'theme.NotFound.docsLink': { message: 'documentation home', description: '404 page: link to the docs' },
  'theme.NotFound.searchLink': { message: 'search', description: '404 page: link to the search page' },
  'theme.CopyPage.button': {
    message: 'Copy page',
    description: 'Button opening the menu that copies the page as Markdown',
  },
  'theme.CopyPage.copied': { message: 'Copied', description: 'Copy page button, after a copy' },
  'theme.CopyPage.failed': { message: 'Copy failed', description: 'Copy page button, when the copy failed' },
  'theme.CopyPage.copyMarkdown': {
    message: 'Copy page as Markdown',
    description: 'Copy page menu: copies the page as Markdown',
  },
  'theme.CopyPage.viewMarkdown': {
    message: 'View as Markdown',
    description: 'Copy page menu: opens the page as Markdown',
  },
  'theme.CopyPage.openIn': {
    message: 'Open in {tool}',
    description: 'Copy page menu: opens a chat assistant (ChatGPT, Claude) with the page',
  },
  'theme.blog.archive.subtitle': {
    message: 'Every post of the {blogTitle}, by year',
    description: 'Blog archive page, under the title',
  },
  'theme.CopyPage.copiedStatus': {
    message: 'Page copied as Markdown',
    description: 'Announced to screen readers after the page was copied',
  },
  'theme.CopyPage.failedStatus': {
    message: 'Could not copy the page',
    description: 'Announced to screen readers when the copy failed',
  },
  'theme.Loading.ariaLabel': {
    message: 'Loading',
    description: "Accessible name of the spinner shown while a page's code loads",
  },
  'theme.Loading.retry': {
    message: 'Retry',
    description: "Button loading a page's code again after it failed to load",
  },
  'theme.Error.title': {
    message: 'This page crashed',
    description: 'Heading of the bare page shown when the whole app failed to render',
  },
  'theme.Error.documentTitle': {
    message: 'Page Error',
    description: 'Browser tab title of the bare page shown when the whole app failed to render',
  },
  'theme.Details.summary': {
    message: 'Details',
    description: 'Summary of a <details> block that has none of its own',
  },
  'theme.Playground.ariaLabel': {
    message: 'API playground',
    description: 'Accessible name of the API playground',
  },
  'theme.Playground.languagesAriaLabel': {
    message: 'Code language',
    description: "Accessible name of the API playground's code language tabs",
  },
};

export const THEME_MESSAGES: Record<string, ThemeMessage> = { ...DOCUSAURUS, ...SEARCH, ...OWN };
