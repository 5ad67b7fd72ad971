// The compiled tree (JSON) of a plain Markdown page. It is the largest thing a page contributes to
// the site model (~30 KB a page: 32 MB of the 56 MB the model holds at 1,000 pages), and the build
// needs each one only a few times (hash it for its URL, render the page, write the file), so the
// build keeps them in files in its own work folder and reads each when it is needed. The dev server
// and tests keep them in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PageTree {
  /** SHA-256 of the JSON (hex): its asset URL and the render cache's key are made from it. */
  hash: string;
  json(): string;
}

const sha256 = (json: string) => crypto.createHash('sha256').update(json).digest('hex');

/** Where page trees are kept: in memory, or (`dir`) one file each in a folder the caller owns. */
export function pageTreeStore(dir?: string): (json: string) => PageTree {
  if (!dir) return (json) => ({ hash: sha256(json), json: () => json });
  fs.mkdirSync(dir, { recursive: true });
  return (json) => {
    const hash = sha256(json);
    const file = path.join(dir, `${hash}.json`);
    fs.writeFileSync(file, json);
    return { hash, json: () => fs.readFileSync(file, 'utf8') };
  };
}
