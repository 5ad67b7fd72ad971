// Turns an endpoint and a JSON body into a request in each language, with the key from the env: the same
// code, error handling included, as the API reference's generated samples (src/shared/request-code.ts).
import { curl, javascript, python } from '../../shared/request-code';

export type Lang = 'curl' | 'javascript' | 'python';

const GENERATORS = { curl, javascript, python };

/** `server`: the API's base URL from the contract; `path`: the operation's path. */
export function buildCode(lang: Lang, server: string, path: string, body: Record<string, unknown>): string {
  return GENERATORS[lang]({ method: 'POST', url: `${server}${path}`, json: body });
}
