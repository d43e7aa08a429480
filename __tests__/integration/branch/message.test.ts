// A message as git commit -m stores it, with git itself as the oracle: `git commit -m` in a scratch repository, one
// commit per case (the template's unit tests: __tests__/git/message.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gitCommitMessage } from '../../../src/branch/message.js';
import { isolatedGitEnv } from '../../support/git-server.mjs';

describe('gitCommitMessage', () => {
  // The oracle is git itself: `git commit -m` in a scratch repository, and the message of the commit it made.
  let repo: string;
  const gitEnv = isolatedGitEnv();
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: repo, env: gitEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  beforeAll(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'message-test-'));
    git('init', '-q');
  });

  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  test.each([
    'Site updated: 2026-01-05 07:03:09',
    'no newline at the end',
    'one newline at the end\n',
    '\n\n  \nleading blank lines\n',
    'trailing spaces and tabs  \t\nnext line \n',
    'title\n\n\n\nruns of blank lines\n\n\nmade one\n\n\n',
    '# a comment-looking line\n#another\nkept',
    'CRLF lines\r\nsecond\r\n\r\n\r\nthird\r\n',
    'vertical tab and form feed\u000b\nform feed\u000c',
    '  indented first line\n\tand a tabbed one',
    'spaces inside   stay  \n \n\t\n end',
    'unicode: été 🎉 \u00a0',
  ])('stores %j as git commit -m does', (message) => {
    git('commit', '-q', '--allow-empty', '-m', message);
    const object = git('cat-file', 'commit', 'HEAD');
    const stored = object.slice(object.indexOf('\n\n') + 2);

    expect(gitCommitMessage(message)).toBe(stored);
  });

  test.each(['', ' ', '\n\n', ' \t\r\n \n'])('makes %j empty, a message git commit -m refuses', (message) => {
    expect(() => git('commit', '-q', '--allow-empty', '-m', message)).toThrow(/empty commit message/);
    expect(gitCommitMessage(message)).toBe('');
  });
});
