// Shows a highlight or snippet string from the search service (ours or Algolia's) without inserting
// it as HTML: the highlight tags become <mark> elements and everything else is text. Entities are
// decoded by an inert DOMParser document, which loads nothing and runs no handlers.
const TAG = /<mark>|<\/mark>/;

function decode(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // Opening <body> first keeps leading white space, which the parser drops before the body starts.
  return new DOMParser().parseFromString(`<body>${html}`, 'text/html').body.textContent ?? '';
}

export function Highlight({ value }: { value: string }) {
  // Split keeps the parts between tags; the odd parts sit between an opening and a closing tag.
  const parts = value.split(TAG);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{decode(part)}</mark> : decode(part)))}</>;
}
