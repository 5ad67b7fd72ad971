// Interactive request builder: pick an endpoint, write text and options, copy the request in the
// language you use. The endpoints and their options come from the API contract at build time
// (@generated/api-playground.json; only this page loads it). Nothing is sent unless the reader pastes
// a key and presses Send; the key stays in memory (never stored).
import { useMemo, useState } from 'react';
import data from '@generated/api-playground.json';
import type { PlaygroundField } from '../../shared/playground-types';
import { buildCode, type Lang } from './codegen';
import { translateMessage as t } from '../site';

const LANGS: { value: Lang; label: string }[] = [
  { value: 'curl', label: 'cURL' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
];

type Options = Record<string, string | number | boolean>;

function OptionInput({
  field,
  value,
  onChange,
}: {
  field: PlaygroundField;
  value: string | number | boolean | undefined;
  onChange: (v: string | number | boolean | undefined) => void;
}) {
  if (field.kind === 'enum') {
    return (
      <select
        value={String(value ?? field.default ?? '')}
        onChange={(e) => onChange(e.target.value === (field.default ?? '') ? undefined : e.target.value)}
      >
        {field.default === undefined && <option value="">(not set)</option>}
        {field.options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    );
  }
  if (field.kind === 'boolean')
    return (
      <input
        type="checkbox"
        checked={Boolean(value ?? field.default)}
        onChange={(e) => onChange(e.target.checked === field.default ? undefined : e.target.checked)}
      />
    );
  return (
    <input
      type="number"
      step={field.step}
      min={field.min}
      max={field.max}
      value={value === undefined ? (field.default ?? '') : String(value)}
      onChange={(e) =>
        onChange(e.target.value === '' || Number(e.target.value) === field.default ? undefined : Number(e.target.value))
      }
    />
  );
}

export function Playground() {
  const [endpoint, setEndpoint] = useState(data.endpoints[0]?.path ?? '');
  const [text, setText] = useState('Their going to send the report tomorow, if the numbers is ready.');
  const [lang, setLang] = useState<Lang>('curl');
  const [options, setOptions] = useState<Options>({});
  const [key, setKey] = useState('');
  const spec = data.endpoints.find((e) => e.path === endpoint) ?? data.endpoints[0];
  // Only options the reader changed go into the request; the API applies its defaults to the rest.
  const body = useMemo(() => {
    const chosen = Object.fromEntries(Object.entries(options).filter(([k]) => spec?.fields.some((f) => f.name === k)));
    return { text, session_id: 'playground', ...chosen };
  }, [text, options, spec]);
  const { result, sending, send } = useSend(spec?.path, body, key);
  if (!spec) return null;
  const code = buildCode(lang, data.server, spec.path, body);

  return (
    <section className="playground" aria-label={t('theme.Playground.ariaLabel', 'API playground')}>
      <div className="playground__form">
        <label>
          Endpoint
          <select value={spec.path} onChange={(e) => setEndpoint(e.target.value)}>
            {data.endpoints.map((e) => (
              <option key={e.path} value={e.path}>
                {e.label} — POST {e.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          Text
          <textarea rows={4} value={text} maxLength={spec.maxLength} onChange={(e) => setText(e.target.value)} />
        </label>
        {spec.fields.map((f) => (
          <label key={`${spec.path} ${f.name}`}>
            <code>{f.name}</code>
            <OptionInput
              field={f}
              value={options[f.name]}
              onChange={(v) =>
                setOptions(({ [f.name]: _old, ...rest }) => (v === undefined ? rest : { ...rest, [f.name]: v }))
              }
            />
          </label>
        ))}
      </div>
      <CodeTabs lang={lang} setLang={setLang} code={code} />
      <div className="playground__send">
        <label>
          API key (optional, kept in memory only)
          <input
            type="password"
            autoComplete="off"
            value={key}
            placeholder="lx_dev_…"
            onChange={(e) => setKey(e.target.value)}
          />
        </label>
        <button type="button" className="button button--primary" disabled={!key || sending} onClick={send}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
      {result && (
        <pre className="playground__result" aria-live="polite">
          {result}
        </pre>
      )}
    </section>
  );
}

/** Sends the request with the reader's key; `result` is the answer's status and JSON, or why there is none. */
function useSend(path: string | undefined, body: object, key: string) {
  const [result, setResult] = useState<string>('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    setResult('');
    try {
      const res = await fetch(`${data.server}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
      setResult(`HTTP ${res.status}\n${JSON.stringify(await res.json(), null, 2)}`);
    } catch (e) {
      setResult(`The request did not complete: ${String(e)}`);
    } finally {
      setSending(false);
    }
  };
  return { result, sending, send };
}

/** The request as code, one tab per language, with a copy button. */
function CodeTabs({ lang, setLang, code }: { lang: Lang; setLang: (lang: Lang) => void; code: string }) {
  return (
    <div className="tabs-container">
      <div role="tablist" className="tabs" aria-label={t('theme.Playground.languagesAriaLabel', 'Code language')}>
        {LANGS.map((l) => (
          <button
            key={l.value}
            type="button"
            role="tab"
            aria-selected={lang === l.value}
            className={`tabs__item clean-btn${lang === l.value ? ' tabs__item--active' : ''}`}
            onClick={() => setLang(l.value)}
          >
            {l.label}
          </button>
        ))}
      </div>
      <div className="code-block">
        <div className="code-block__content">
          <pre className="code-block__pre playground__code" tabIndex={0}>
            {code}
          </pre>
          <button
            type="button"
            className="clean-btn code-block__copy"
            aria-label={t('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')}
            onClick={() => navigator.clipboard?.writeText(code)}
          >
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
