// `@theme/Footer/Copyright`: the copyright line (HTML in Docusaurus; a line without markup is drawn as text).
import { FooterCopyright } from '../../Footer';

export default function Copyright({ copyright }: { copyright: string }) {
  return <FooterCopyright copyright={copyright} />;
}
