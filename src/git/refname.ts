// Git's rules for branch and tag names (check-ref-format), with the reason a name breaks them.

// eslint-disable-next-line no-control-regex -- control characters are among the things git refuses
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, with the characters git gives a meaning in revisions
const BAD_CHARACTER = /[\u0000-\u0020\u007f~^:?*[\\]/;

/** Why git refuses a branch or tag name (its check-ref-format rules), or empty. */
export function refNameProblem(branch: string): string {
  const character = BAD_CHARACTER.exec(branch)?.[0];
  const parts = branch.split('/');
  if (branch === '') return 'it is empty';
  if (branch.startsWith('-')) return 'it starts with "-", which git would read as an option';
  if (character !== undefined) {
    const shown = SPACE_OR_CONTROL.test(character) ? 'a space or control character' : `"${character}"`;
    return `it holds ${shown}`;
  }
  if (branch.includes('..')) return 'it holds ".."';
  if (branch.includes('@{')) return 'it holds "@{"';
  if (branch === '@') return 'it is "@"';
  if (parts.some((part) => part === '')) return 'it starts or ends with "/", or holds "//"';
  if (parts.some((part) => part.startsWith('.'))) return 'a part of it starts with "."';
  if (parts.some((part) => part.endsWith('.lock'))) return 'a part of it ends with ".lock"';
  if (branch.endsWith('.')) return 'it ends with "."';
  return '';
}

/**
 * Why a ref given where a branch's name belongs is refused (`refs/heads/x` would make `refs/heads/refs/heads/x`),
 * or empty; `where` names the input or config it came from.
 */
export function refInsteadOfBranch(branch: string, where: string): string {
  if (!branch.startsWith('refs/')) return '';
  const name = branch.replace(/^refs\/(heads\/)?/, '');
  return `${where} takes a branch's name, not a ref: "${branch}" would create "refs/heads/${branch}". Use "${name}".`;
}

/**
 * Why a tag's name is refused though git would take it, or empty: `HEAD` (`refs/tags/HEAD` beside the HEAD every
 * repository has) and a ref's full name (`refs/heads/gh-pages` would be `refs/tags/refs/heads/gh-pages`, which a
 * short name such as `refs/heads/gh-pages` then names as well as the branch): git warns that either is ambiguous,
 * and picks the other.
 */
export function ambiguousTag(tag: string): string {
  if (tag === 'HEAD') return 'git reads "HEAD" as the checked-out commit, not as this tag';
  if (!tag.startsWith('refs/')) return '';
  return `a tag's name is not a ref: it would create "refs/tags/${tag}", which git confuses with "${tag}"`;
}
