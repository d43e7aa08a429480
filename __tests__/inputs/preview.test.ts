// Unit tests of pull request previews: the event payload, the folder and address, and the stale ones.
import {
  basePathOf,
  deployedMarker,
  deployedSeconds,
  previewOf,
  previewUrl,
  pullRequestOf,
  stalePreviews,
} from '../../src/inputs/preview.js';

const payload = (fields: Record<string, unknown>): string => JSON.stringify(fields);

describe('pullRequestOf', () => {
  test('reads the number, the action, and whether the head is a fork', () => {
    const same = { head: { repo: { full_name: 'octo/blog' } }, base: { repo: { full_name: 'octo/blog' } } };
    expect(pullRequestOf('pull_request', payload({ action: 'opened', number: 3, pull_request: same }))).toEqual({
      number: 3,
      action: 'opened',
      fromFork: false,
    });
    const fork = {
      number: 4,
      head: { repo: { full_name: 'someone/blog', fork: true } },
      base: { repo: { full_name: 'octo/blog' } },
    };
    // A pull_request_target run's token is the base repository's: a fork's closed preview may be removed with it.
    expect(pullRequestOf('pull_request_target', payload({ action: 'closed', pull_request: fork }))).toEqual({
      number: 4,
      action: 'closed',
      fromFork: true,
      baseToken: true,
    });
  });

  test('a pull request from a fork deleted since (head.repo is null) is from a fork', () => {
    const deleted = { number: 5, head: { repo: null }, base: { repo: { full_name: 'octo/blog' } } };

    expect(pullRequestOf('pull_request', payload({ action: 'synchronize', pull_request: deleted }))).toEqual({
      number: 5,
      action: 'synchronize',
      fromFork: true,
    });
  });

  test('another event, a payload that does not parse, or no number: no pull request', () => {
    expect(pullRequestOf('push', payload({ number: 3 }))).toBeUndefined();
    expect(pullRequestOf('pull_request', '{')).toBeUndefined();
    expect(pullRequestOf('pull_request', payload({ action: 'opened' }))).toBeUndefined();
  });
});

describe('the preview and its address', () => {
  test('only with preview on and a pull request; its folder, address and base path', () => {
    const pull = { number: 12, action: 'synchronize', fromFork: false };
    expect(previewOf(false, pull, 'pr-preview')).toBeUndefined();
    const preview = previewOf(true, pull, 'previews');
    expect(preview).toEqual({ number: 12, closed: false, fromFork: false, folder: 'previews/pr-12' });
    if (!preview) throw new Error('a preview');
    expect(previewUrl('https://octo.github.io/blog/', preview)).toBe('https://octo.github.io/blog/previews/pr-12/');
    expect(basePathOf('https://octo.github.io/blog/previews/pr-12/')).toBe('/blog/previews/pr-12/');
    expect(previewOf(true, { ...pull, action: 'closed' }, 'pr-preview')?.closed).toBe(true);
  });

  test('stale previews: touched before the cutoff, never the one being deployed', () => {
    const touched = new Map([
      ['pr-preview/pr-1', 100],
      ['pr-preview/pr-2', 500],
      ['pr-preview/pr-3', 50],
    ]);
    expect(stalePreviews(touched, 200, 'pr-preview/pr-3')).toEqual(['pr-preview/pr-1']);
  });
});

describe('deployedMarker', () => {
  test("names an empty file by its deploy's date, which deployedSeconds reads back", () => {
    expect(deployedMarker(1767225600)).toBe('.pages-push-deployed-1767225600');
    expect(deployedSeconds(deployedMarker(1767225600))).toBe(1767225600);
  });

  test.each([
    'index.html',
    '.pages-push-deployed-',
    '.pages-push-deployed-12a',
    'x.pages-push-deployed-1',
    '.pages-push-deployed-1.html',
  ])('reads no date from %s', (name) => {
    expect(deployedSeconds(name)).toBeUndefined();
  });
});
