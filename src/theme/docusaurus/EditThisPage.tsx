// `@theme/EditThisPage`: the "Edit this page" link of our docs and blog footers, with Docusaurus's props
// (`editUrl`), for a site's own component that draws it (capacitor's TOC swizzle draws it beside the table of
// contents). Our footers draw their own link (EditMetaRow.tsx): a site's swizzled EditThisPage serves only
// the site's imports of it.
import { PencilIcon } from '../EditMetaRow';
import { translateMessage as t } from '../site';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <PencilIcon />
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
