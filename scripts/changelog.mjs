// The release notes of one version: its section of CHANGELOG.md, without the heading.
// `node scripts/changelog.mjs 1.2.3 [CHANGELOG.md]` prints them; it fails (exit 1) with the reason when the changelog
// has no section for that version, or the section says nothing. The release workflow passes them to `gh release`.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.mjs';

const VERSION = /^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/;
// A link reference definition, such as the `[1.0.0]: https://…` lines at the end of a Keep a Changelog file.
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S/;

/**
 * The body of `## [version]` (or `## version`, with or without ` - date`) in a Keep a Changelog text, up to the next
 * `## ` heading, trimmed and without the link definitions that end the file. Throws an Error that says what is
 * wrong when the version is malformed, its section is missing or there twice, or it holds only headings.
 */
export function releaseNotes(changelogText, version) {
  const match = VERSION.exec(String(version).trim());
  if (!match) throw new Error(`"${version}" is not a version like 1.2.3.`);
  const wanted = match[1];
  const lines = changelogText.replace(/\r\n?/g, '\n').split('\n');
  const starts = [];
  for (const [index, line] of lines.entries()) {
    const heading = /^##\s+\[?([^\]\s]+)\]?(?:\s|$)/.exec(line);
    if (heading && heading[1] === wanted) starts.push(index);
  }
  if (starts.length === 0) {
    throw new Error(`CHANGELOG.md has no section for ${wanted}: add a heading "## [${wanted}] - YYYY-MM-DD".`);
  }
  if (starts.length > 1) throw new Error(`CHANGELOG.md has ${starts.length} sections for ${wanted}: keep one.`);
  const body = [];
  for (const line of lines.slice(starts[0] + 1)) {
    if (/^##(?!#)/.test(line)) break;
    body.push(line);
  }
  while (body.length > 0 && (body.at(-1).trim() === '' || LINK_DEFINITION.test(body.at(-1)))) body.pop();
  while (body.length > 0 && body[0].trim() === '') body.shift();
  if (!body.some((line) => line.trim() !== '' && !/^#{3,}\s/.test(line))) {
    throw new Error(`The CHANGELOG.md section for ${wanted} is empty: say what the release holds.`);
  }
  return `${body.join('\n')}\n`;
}

if (isMain(import.meta.url)) {
  const [version, file] = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    if (!version) throw new Error('Usage: node scripts/changelog.mjs <version> [CHANGELOG.md]');
    process.stdout.write(releaseNotes(readFileSync(file ?? path.join(root, 'CHANGELOG.md'), 'utf8'), version));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(process.env.GITHUB_ACTIONS === 'true' ? `::error::${message}` : message);
    process.exitCode = 1;
  }
}
