// Edits of the fixture blog that tests and the example make: where its deploy config points, a changed post.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

/**
 * Points the fixture's `deploy.repo` at `url` with the token placeholder as user info, as the shell recipe
 * writes it (`https://GITHUB_ACCESS_TOKEN@github.com/...`), and sets `deploy.branch`.
 */
export async function setDeployTarget(workspace, url, branch) {
  const file = path.join(workspace, '_config.yml');
  const withPlaceholder = url.replace(/^(https?:\/\/)/, '$1GITHUB_ACCESS_TOKEN@');
  const text = await fs.readFile(file, 'utf8');
  const next = text.replace(/^(\s+repo:).*$/m, `$1 ${withPlaceholder}`).replace(/^(\s+branch:).*$/m, `$1 ${branch}`);
  await fs.writeFile(file, next);
  return next;
}

/** Adds a post, as a writer would between two deploys. */
export async function addPost(workspace, slug, title, body) {
  const file = path.join(workspace, 'source', '_posts', `${slug}.md`);
  await fs.writeFile(file, `---\ntitle: ${title}\ndate: 2026-04-01 12:00:00\n---\n${body}\n`);
}
