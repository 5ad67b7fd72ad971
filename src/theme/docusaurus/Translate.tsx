// `@docusaurus/Translate`: a message is its translation in the current locale's code.json (by `id`, else
// by its default text, as Docusaurus looks it up), else its default text, with `{name}` placeholders
// filled from `values` (strings or elements).
import { Fragment, type ReactNode } from 'react';
import { translateMessage } from '../site';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <Fragment key={i}>{values[key]}</Fragment> : part;
  });
}

export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = translateMessage(id ?? message ?? '', message ?? id ?? '');
  return values ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : text;
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(translateMessage(id ?? children ?? '', children ?? id ?? ''), values)}</>;
}
