// Turns an endpoint and a JSON body into a request in each language, with the key from the env.
export type Lang = 'curl' | 'javascript' | 'python';

function pyLiteral(v: unknown, indent = '    '): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).map(
      ([k, x]) => `${indent}${JSON.stringify(k)}: ${pyLiteral(x, indent + '    ')},`,
    );
    return `{\n${entries.join('\n')}\n${indent.slice(4)}}`;
  }
  return JSON.stringify(v);
}

/** `server`: the API's base URL from the contract; `path`: the operation's path. */
export function buildCode(lang: Lang, server: string, path: string, body: Record<string, unknown>): string {
  const url = `${server}${path}`;
  const json = JSON.stringify(body, null, 2);
  if (lang === 'curl') {
    return `curl ${url} \\\n  -H "Authorization: Bearer $LEXORA_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '${json.replace(/'/g, "'\\''")}'`;
  }
  if (lang === 'javascript') {
    return `const response = await fetch('${url}', {\n  method: 'POST',\n  headers: {\n    Authorization: \`Bearer \${process.env.LEXORA_API_KEY}\`,\n    'Content-Type': 'application/json',\n  },\n  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),\n});\nconsole.log(await response.json());`;
  }
  return `import os\nimport requests\n\nresponse = requests.post(\n    "${url}",\n    headers={"Authorization": f"Bearer {os.environ['LEXORA_API_KEY']}"},\n    json=${pyLiteral(body, '        ')},\n    timeout=30,\n)\nprint(response.json())`;
}
