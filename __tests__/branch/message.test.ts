// Unit tests of the commit-message template (a message as git commit -m stores it, with git as the oracle:
// __tests__/integration/git/message.test.ts).
import { commitMessage, type MessageValues } from '../../src/branch/message.js';

const values: MessageValues = {
  fullSha: '0123456789abcdef0123456789abcdef01234567',
  repository: 'octo/blog',
  ref: 'main',
  branch: 'gh-pages',
};

test('fills the default template with the short sha, repository and ref', () => {
  expect(commitMessage('Deploy {sha} from {repository}@{ref}', values)).toBe('Deploy 0123456 from octo/blog@main');
});

test('fills {full-sha} and {branch}', () => {
  expect(commitMessage('{full-sha} -> {branch}', values)).toBe('0123456789abcdef0123456789abcdef01234567 -> gh-pages');
});

test('fills every occurrence of a placeholder', () => {
  expect(commitMessage('{sha} {sha}', values)).toBe('0123456 0123456');
});

test('keeps braces around unknown names as written', () => {
  expect(commitMessage('Deploy {version} ({sha}) {SHA} {}', values)).toBe('Deploy {version} (0123456) {SHA} {}');
});

test('fills a placeholder inside doubled braces, keeping the outer ones', () => {
  expect(commitMessage('{{sha}}', values)).toBe('{0123456}');
});

test('keeps a multi-line template', () => {
  expect(commitMessage('Deploy {sha}\n\nFrom {repository}', values)).toBe('Deploy 0123456\n\nFrom octo/blog');
});

test('falls back to "Deploy to <branch>" when the filled message is empty', () => {
  expect(commitMessage('{ref}', { ...values, ref: '' })).toBe('Deploy to gh-pages');
});

test('falls back to "Deploy to <branch>" when the filled message is only whitespace', () => {
  expect(commitMessage(' \n\t', values)).toBe('Deploy to gh-pages');
});
