// Every committed package-lock.json keeps each registry package's download address (`resolved`), as npm writes by
// default. Without it, npm ci fetches and parses each package's registry document to find the tarball before it
// can unpack it: the gate's own npm ci took 118 s instead of 62 s, the Docusaurus fixture's 45 s instead of 16 s
// (docs/performance.md). A user config with `omit-lockfile-registry-resolved=true` (this lab's machines have it)
// drops them at the next install; the repository's .npmrc turns it back off for the root, and this check names a
// lockfile that lost them anyway (a fixture's, written from its own folder).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.mjs';

/** The locations in a lockfile's text whose registry package has no `resolved` (links and the root are not). */
export function unresolved(lockText) {
  const packages = JSON.parse(lockText).packages ?? {};
  return Object.entries(packages)
    .filter(([location, entry]) => location !== '' && !entry.link && entry.version && !entry.resolved)
    .map(([location]) => location);
}

/**
 * The lockfile's text with npm's default address for each registry package that has none
 * (`https://registry.npmjs.org/<name>/-/<unscoped name>-<version>.tgz`; npm sends it to the configured registry
 * instead, by its default `replace-registry-host`). npm then keeps them, and `npm install --package-lock-only`
 * leaves the file as it is.
 */
export function withAddresses(lockText) {
  const lock = JSON.parse(lockText);
  for (const location of unresolved(lockText)) {
    const entry = lock.packages[location];
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const unscoped = name.startsWith('@') ? name.slice(name.indexOf('/') + 1) : name;
    // npm's own order: an alias' real name, the version, then the address.
    const { name: alias, version, ...rest } = entry;
    lock.packages[location] = {
      ...(alias === undefined ? {} : { name: alias }),
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${unscoped}-${version}.tgz`,
      ...rest,
    };
  }
  return JSON.stringify(lock, null, 2) + '\n';
}

/** One line per lockfile of the repository (as git lists them) that misses addresses, with the fix. */
export function lockfileProblems(repoRoot, fix = false) {
  const files = execFileSync('git', ['ls-files', '-z', '--', 'package-lock.json', '**/package-lock.json'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const problems = [];
  for (const file of files) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const missing = unresolved(text);
    if (missing.length === 0) continue;
    if (fix) {
      writeFileSync(path.join(repoRoot, file), withAddresses(text));
      console.log(`${file}: added the download address of ${missing.length} package(s).`);
      continue;
    }
    problems.push(
      `${file}: ${missing.length} package(s) without "resolved" (first: ${missing[0]}). Fix: run ` +
        '`node scripts/lockfiles.mjs --fix` and commit the lockfile.',
    );
  }
  return problems;
}

if (isMain(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = lockfileProblems(repoRoot, process.argv.includes('--fix'));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  } else {
    console.log("Every package-lock.json keeps its packages' download addresses.");
  }
}
