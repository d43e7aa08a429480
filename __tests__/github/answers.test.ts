// Unit tests of what an API answer may bring into a log line, an output or the summary.
import { answeredSha, answeredText, answeredUrl } from '../../src/github/answers.js';

describe('a URL of an answer', () => {
  test.each([
    ['https://octo.github.io/blog/', 'https://octo.github.io/blog/'],
    ['https://github.com/octo/blog/pull/3#issuecomment-1', 'https://github.com/octo/blog/pull/3#issuecomment-1'],
    ['https://www.example.org/', 'https://www.example.org/'],
  ])('%s is shown', (value, shown) => {
    expect(answeredUrl(value)).toBe(shown);
  });

  test.each([
    ['javascript:alert(1)'],
    ['http://octo.github.io/blog/'],
    ['data:text/html,<script>'],
    ['https://octo.github.io/\n::add-mask::x'],
    ['https://octo.github.io/\r::error::forged'],
    ['https://octo.github.io/\u2028x'],
    ['not a url'],
    [`https://octo.github.io/${'a'.repeat(2000)}`],
    [42],
    [null],
  ])('%j is not', (value) => {
    expect(answeredUrl(value)).toBe('');
  });
});

test('a name of an answer is one line: a newline cannot start a workflow command', () => {
  expect(answeredText('github-actions[bot]')).toBe('github-actions[bot]');
  expect(answeredText('x\n::error::forged')).toBe('x ::error::forged');
  expect(answeredText('a'.repeat(150))).toBe(`${'a'.repeat(100)}…`);
  expect(answeredText(undefined)).toBe('(none)');
});

test('a commit id of an answer is 40 or 64 hex digits, or the step fails naming the call', () => {
  expect(answeredSha('a'.repeat(40), 'making the commit')).toBe('a'.repeat(40));
  expect(answeredSha('b'.repeat(64), 'making the commit')).toBe('b'.repeat(64));
  expect(() => answeredSha('HEAD', 'making the deploy commit of octo/blog')).toThrow(
    'GitHub\'s answer to making the deploy commit of octo/blog holds no commit id ("HEAD")',
  );
  expect(() => answeredSha('a'.repeat(40) + '\n', 'x')).toThrow('holds no commit id');
});
