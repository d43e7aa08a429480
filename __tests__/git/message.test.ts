// Unit tests of the commit-message template.
import { createRequire } from 'node:module';
import { commitMessage, renderHexoMessage, type MessageValues } from '../../src/git/message.js';

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

describe('renderHexoMessage', () => {
  // hexo-deployer-git renders `now(format)` with Luxon: the same formats must give the same text.
  const moment = new Date(2026, 0, 5, 7, 3, 9, 45);

  test.each([
    'yyyy-MM-dd HH:mm:ss',
    'YYYY-MM-DD HH:mm:ss',
    "EEE, dd MMM yyyy h:mm a 'at' ZZ",
    'y/M/d H.m.s.SSS',
    'MMMM LL L yy',
    'DDD DDDD',
  ])('formats %j as Luxon does', (format) => {
    const require = createRequire(import.meta.url);
    const { DateTime } = require('luxon') as { DateTime: { fromJSDate(date: Date): { toFormat(f: string): string } } };

    expect(renderHexoMessage(`Site updated: {{ now('${format}') }}`, moment)).toBe(
      `Site updated: ${DateTime.fromJSDate(moment).toFormat(format)}`,
    );
  });

  test('renders hexo-deployer-git default message, with double quotes', () => {
    expect(renderHexoMessage('Site updated: {{ now("yyyy-MM-dd HH:mm:ss") }}', moment)).toBe(
      'Site updated: 2026-01-05 07:03:09',
    );
  });

  test('leaves a message without now() as it is', () => {
    expect(renderHexoMessage('Publish {{ site }}', moment)).toBe('Publish {{ site }}');
  });
});
