// The pinned Docusaurus 3.10 peer (bench/docusaurus-peer/) that `bench:docusaurus` and
// `bench/compare-routes.ts` build with. Installed into .cache/bench-docusaurus/peer/ on first use (the npm
// registry is needed once); it is never part of the site or of the project's dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const peerDir = (root: string) => path.join(root, '.cache/bench-docusaurus/peer');

/** Installs the pinned peer unless the installed lockfile is already this one; returns its folder. */
export function installPeer(root: string, who: string): string {
  const peerSrc = path.join(root, 'bench/docusaurus-peer');
  const peer = peerDir(root);
  const lock = fs.readFileSync(path.join(peerSrc, 'package-lock.json'), 'utf8');
  const marker = path.join(peer, 'node_modules/.lexora-peer-lock');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === lock) return peer;
  fs.mkdirSync(peer, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(peerSrc, f), path.join(peer, f));
  console.error(`${who}: installing the pinned Docusaurus peer into ${path.relative(root, peer)}/ (once)`);
  // npm install, not npm ci: ci refuses this lockfile when the local npm records optional platform
  // packages differently; install keeps the lockfile's pinned versions all the same.
  const res = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: peer,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error(`${who}: installing the peer failed (the npm registry is needed the first time)`);
    process.exit(1);
  }
  fs.writeFileSync(marker, lock);
  return peer;
}
