// `@theme/DocSidebar/Desktop`: the sidebar's menu in the page's sidebar column, what Docusaurus's ejected
// `DocSidebar` draws on a wide screen (ours draws it at every width; CSS hides the column on a narrow one).
export { DocSidebar as default } from '../../docs/DocSidebar';
