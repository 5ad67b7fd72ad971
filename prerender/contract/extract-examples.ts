// Finds the API requests and bodies in a page's code blocks: cURL commands, fetch calls with
// JSON.stringify, Python requests calls with json=, and SDK client calls. Each becomes an Example
// with the operation it targets (when the URL or method names one) and the line of every field.
import { parse as parseJs } from 'acorn';
import { lineAt } from '../report/source-lines.ts';

export type Value = unknown;

export interface Example {
  kind: 'request' | 'response' | 'sdk';
  /** Where the call goes: method and API path (`/v1/tone`), when known. */
  method?: string;
  path?: string;
  /** The body, when it is a plain literal; `keys` alone when only the field names are known. */
  body?: Value;
  keys?: string[];
  /** SDK calls: the client method (`tone`, `files.create`) and the language's naming. */
  sdkMethod?: string;
  naming?: 'camel' | 'snake';
  /** Line of the example's start inside the code block (0-based). */
  offset: number;
}

/** Matches a URL on one of the contract's servers; group 1 is the path. */
export function apiUrlPattern(servers: string[]): RegExp {
  const hosts = servers.map((s) => s.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:${hosts.join('|') || '(?!)'})(\\/[^\\s"'\`?\\\\]*)`);
}

/** cURL commands of a shell block: method, path and the -d / --data / heredoc JSON body. */
export function curlExamples(code: string, API_URL: RegExp): Example[] {
  const out: Example[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*curl\b/.test(lines[i])) continue;
    let j = i;
    while (j < lines.length - 1 && /\\\s*$/.test(lines[j])) j++;
    // A heredoc body (`--data @- <<'JSON'`) continues until its terminator.
    const heredoc = /<<-?'?(\w+)'?/.exec(lines.slice(i, j + 1).join('\n'));
    let end = j;
    let body: string | undefined;
    if (heredoc) {
      const stop = lines.findIndex((l, k) => k > j && l.trim() === heredoc[1]);
      if (stop > 0) {
        body = lines.slice(j + 1, stop).join('\n');
        end = stop;
      }
    }
    const cmd = lines.slice(i, j + 1).join('\n');
    const url = API_URL.exec(cmd);
    if (url) {
      const data = /(?:-d|--data(?:-raw)?)\s+'((?:[^']|'\\'')*)'/s.exec(cmd.replace(/\\\n/g, '\n'));
      if (data) body = data[1].replace(/'\\''/g, "'");
      const explicit = /-X\s+([A-Z]+)/.exec(cmd)?.[1];
      const method = explicit ?? (body !== undefined || /\s-F\s/.test(cmd) ? 'POST' : 'GET');
      let parsed: Value | undefined;
      if (body !== undefined && !/^@/.test(body.trim())) {
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined; // not JSON (a shell variable, a file): nothing to check
        }
      }
      out.push({ kind: 'request', method, path: url[1], body: parsed, offset: i });
    }
    i = end;
  }
  return out;
}

/** A JS expression as a plain value, or undefined when any part is not a literal. */
function literal(node: any): { value?: Value; keys?: string[]; plain: boolean } {
  switch (node?.type) {
    case 'Literal':
      return { value: node.value, plain: true };
    case 'TemplateLiteral':
      return node.expressions.length ? { plain: false } : { value: node.quasis[0].value.cooked, plain: true };
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal'
        ? { value: -node.argument.value, plain: true }
        : { plain: false };
    case 'ArrayExpression': {
      const items = node.elements.map(literal);
      return items.every((x: any) => x.plain)
        ? { value: items.map((x: any) => x.value), plain: true }
        : { plain: false };
    }
    case 'ObjectExpression': {
      const obj: Record<string, Value> = {};
      const keys: string[] = [];
      let plain = true;
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed) {
          plain = false;
          continue;
        }
        const key = p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
        keys.push(key);
        const v = literal(p.value);
        if (v.plain && !p.shorthand) obj[key] = v.value;
        else plain = false;
      }
      return { value: plain ? obj : undefined, keys, plain };
    }
    default:
      return { plain: false };
  }
}

function walk(node: any, visit: (n: any) => void): void {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) v.forEach((c) => walk(c, visit));
    else if (v && typeof v.type === 'string') walk(v, visit);
  }
}

/** fetch(url, { method, body: JSON.stringify({...}) }) and client.method({...}) calls of a JS block. */
export function jsExamples(code: string, API_URL: RegExp): Example[] {
  let ast: any;
  try {
    ast = parseJs(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
    });
  } catch {
    return []; // a fragment or JSX: not checked
  }
  const out: Example[] = [];
  walk(ast, (n) => {
    if (n.type !== 'CallExpression') return;
    const callee = n.callee;
    if (callee.type === 'Identifier' && callee.name === 'fetch') {
      const urlNode = n.arguments[0];
      const url =
        urlNode?.type === 'Literal'
          ? String(urlNode.value)
          : urlNode?.type === 'TemplateLiteral'
            ? urlNode.quasis.map((q: any) => q.value.cooked).join('{}')
            : '';
      const m = API_URL.exec(url);
      if (!m) return;
      const init = n.arguments[1];
      let method = 'GET';
      let body: ReturnType<typeof literal> | undefined;
      for (const p of init?.type === 'ObjectExpression' ? init.properties : []) {
        const key = p.key?.name ?? p.key?.value;
        if (key === 'method' && p.value.type === 'Literal') method = String(p.value.value).toUpperCase();
        if (
          key === 'body' &&
          p.value.type === 'CallExpression' &&
          p.value.callee.property?.name === 'stringify' &&
          p.value.arguments[0]?.type === 'ObjectExpression'
        )
          body = literal(p.value.arguments[0]);
      }
      if (!body && method === 'GET') return;
      out.push({
        kind: 'request',
        method,
        path: m[1].replace(/\{\}/g, '{id}'),
        body: body?.plain ? body.value : undefined,
        keys: body?.keys,
        offset: n.loc.start.line - 1,
      });
      return;
    }
    // client.tone({ ... }) / client.files.create({ ... }): the SDK mapping decides what is checked.
    if (callee.type === 'MemberExpression' && n.arguments.length === 1 && n.arguments[0].type === 'ObjectExpression') {
      const chain: string[] = [];
      let c = callee;
      while (c.type === 'MemberExpression' && !c.computed) {
        chain.unshift(c.property.name);
        c = c.object;
      }
      if (c.type !== 'Identifier' || !/^(client|lexora)$/i.test(c.name)) return;
      const arg = literal(n.arguments[0]);
      out.push({
        kind: 'sdk',
        sdkMethod: chain.join('.'),
        naming: 'camel',
        keys: arg.keys,
        offset: n.loc.start.line - 1,
      });
    }
  });
  return out;
}

/** requests.post(url, json={...}) and client.method(a=..., b=...) calls of a Python block. */
export function pythonExamples(code: string, API_URL: RegExp): Example[] {
  const out: Example[] = [];
  const lines = code.split('\n');
  const re = /requests\.(get|post|patch|delete|put)\(\s*(?:f?["']([^"']+)["']|(\w+))/g;
  for (let m; (m = re.exec(code));) {
    const url = API_URL.exec(m[2] ?? '');
    if (!url) continue;
    const at = lineAt(code, m.index) - 1;
    const rest = code.slice(m.index);
    const json = /\bjson=\{/.exec(rest);
    let body: Value | undefined;
    let keys: string[] | undefined;
    if (json && json.index < (balancedEnd(rest, rest.indexOf('(')) ?? Infinity)) {
      const start = json.index + json[0].length - 1;
      const end = balancedEnd(rest, start);
      if (end) {
        const dict = rest.slice(start, end + 1);
        keys = topLevelKeys(dict);
        body = pythonLiteral(dict);
      }
    }
    out.push({ kind: 'request', method: m[1].toUpperCase(), path: url[1], body, keys, offset: at });
  }
  const sdk = /\b(?:client|lexora)\.((?:\w+\.)*\w+)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;
  for (let m; (m = sdk.exec(code));) {
    const args = m[2];
    const keys = [...args.matchAll(/(?:^|,)\s*(\w+)\s*=(?!=)/g)].map((k) => k[1]);
    if (!keys.length) continue;
    out.push({ kind: 'sdk', sdkMethod: m[1], naming: 'snake', keys, offset: lineAt(code, m.index) - 1 });
  }
  void lines;
  return out;
}

/** Index of the bracket closing the one at `start`, skipping strings. */
function balancedEnd(s: string, start: number): number | undefined {
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    const ch = s[i];
    if (ch === '"' || ch === "'") {
      const close = s.indexOf(ch, i + 1);
      if (close < 0) return undefined;
      i = close;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth === 0) return i;
  }
  return undefined;
}

function topLevelKeys(dict: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < dict.length; i++) {
    const ch = dict[i];
    if (ch === '"' || ch === "'") {
      const close = dict.indexOf(ch, i + 1);
      if (depth === 1 && /^\s*:/.test(dict.slice(close + 1))) keys.push(dict.slice(i + 1, close));
      i = close;
    } else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
  }
  return keys;
}

/** A Python dict literal of strings, numbers, True/False/None, lists and dicts, as a value. */
function pythonLiteral(dict: string): Value | undefined {
  let out = '';
  for (let i = 0; i < dict.length; i++) {
    const ch = dict[i];
    if (ch === '"' || ch === "'") {
      const close = dict.indexOf(ch, i + 1);
      out += JSON.stringify(dict.slice(i + 1, close));
      i = close;
      continue;
    }
    const word = /^[A-Za-z_]\w*/.exec(dict.slice(i))?.[0];
    if (word) {
      if (word === 'True') out += 'true';
      else if (word === 'False') out += 'false';
      else if (word === 'None') out += 'null';
      else return undefined; // a variable or a call: not a plain literal
      i += word.length - 1;
      continue;
    }
    out += ch;
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return undefined;
  }
}
