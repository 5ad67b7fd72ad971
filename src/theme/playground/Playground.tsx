// Interactive request builder: pick an endpoint, write text and options, copy the request in the
// language you use. Nothing is sent unless the reader pastes a key and presses Send; the key stays in
// memory (never stored).
import { useMemo, useState } from 'react';
import { buildCode, ENDPOINTS, type Lang } from './codegen';

const LANGS: { value: Lang; label: string }[] = [
  { value: 'curl', label: 'cURL' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
];

export function Playground() {
  const [endpoint, setEndpoint] = useState(ENDPOINTS[0].path);
  const [text, setText] = useState('Their going to send the report tomorow, if the numbers is ready.');
  const [lang, setLang] = useState<Lang>('curl');
  const [variety, setVariety] = useState('us-english');
  const [key, setKey] = useState('');
  const [result, setResult] = useState<string>('');
  const [sending, setSending] = useState(false);
  const spec = ENDPOINTS.find((e) => e.path === endpoint)!;
  const body = useMemo(() => ({ text, variety, session_id: 'playground', ...spec.extra }), [text, variety, spec]);
  const code = buildCode(lang, spec.path, body);

  const send = async () => {
    setSending(true);
    setResult('');
    try {
      const res = await fetch(`https://api.lexora.dev${spec.path}`, {
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

  return (
    <section className="playground" aria-label="API playground">
      <div className="playground__form">
        <label>
          Endpoint
          <select value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
            {ENDPOINTS.map((e) => (
              <option key={e.path} value={e.path}>
                {e.label} — POST {e.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          Text
          <textarea rows={4} value={text} maxLength={20000} onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          English variety
          <select value={variety} onChange={(e) => setVariety(e.target.value)}>
            {['us-english', 'gb-english', 'au-english', 'ca-english', 'in-english', 'nz-english', 'za-english'].map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="tabs-container">
        <div role="tablist" className="tabs" aria-label="Code language">
          {LANGS.map((l) => (
            <button key={l.value} type="button" role="tab" aria-selected={lang === l.value} className={`tabs__item clean-btn${lang === l.value ? ' tabs__item--active' : ''}`} onClick={() => setLang(l.value)}>
              {l.label}
            </button>
          ))}
        </div>
        <div className="code-block">
          <div className="code-block__content">
            <pre className="code-block__pre playground__code" tabIndex={0}>
              {code}
            </pre>
            <button type="button" className="clean-btn code-block__copy" aria-label="Copy code to clipboard" onClick={() => navigator.clipboard?.writeText(code)}>
              Copy
            </button>
          </div>
        </div>
      </div>
      <div className="playground__send">
        <label>
          API key (optional, kept in memory only)
          <input type="password" autoComplete="off" value={key} placeholder="lx_dev_…" onChange={(e) => setKey(e.target.value)} />
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
