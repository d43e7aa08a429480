// Unit tests of what the build's address takes of the Pages settings (see src/github/pages.ts pagesAddress).
import { pagesAddress, type PagesSite } from '../../src/github/pages.js';

const repo = { owner: 'octo', name: 'blog' };
const site = (more: Partial<Extract<PagesSite, { enabled: true }>> = {}): { site: PagesSite } => ({
  site: {
    enabled: true,
    htmlUrl: 'https://octo.github.io/blog/',
    buildType: 'legacy',
    branch: 'gh-pages',
    folder: '/',
    ...more,
  },
});

describe('pagesAddress', () => {
  test('the html_url, always ending with a slash, without a query or a fragment, and the folder served', () => {
    expect(pagesAddress(site({ htmlUrl: 'https://ghe.example.com/pages/octo/blog', folder: '/docs' }), repo)).toEqual({
      htmlUrl: 'https://ghe.example.com/pages/octo/blog/',
      folder: '/docs',
    });
    expect(pagesAddress(site({ htmlUrl: 'https://blog.example.org/?from=api#top' }), repo)).toEqual({
      htmlUrl: 'https://blog.example.org/',
      folder: '/',
    });
  });

  test('the Actions source serves no folder of a branch', () => {
    expect(pagesAddress(site({ buildType: 'workflow', folder: '/docs' }), repo)).toEqual({
      htmlUrl: 'https://octo.github.io/blog/',
      folder: '/',
    });
  });

  test('says why there is no address: not enabled, no https:// address, or the read failed', () => {
    expect(pagesAddress({ site: { enabled: false } }, repo)).toEqual({
      unread: 'GitHub Pages is not enabled for octo/blog',
    });
    expect(pagesAddress(site({ htmlUrl: '' }), repo)).toEqual({
      unread: "GitHub's Pages settings of octo/blog name no https:// address",
    });
    expect(pagesAddress({ unread: 'no answer within network-timeout (2 s)' }, repo)).toEqual({
      unread: 'no answer within network-timeout (2 s)',
    });
  });
});
