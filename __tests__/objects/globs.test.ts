import { minimatch } from 'minimatch';
import { fromRoot, globMatcher, isPlainPath, isValidGlob, loadGlobEngine } from '../../src/objects/globs.js';

beforeAll(() => loadGlobEngine(['*']));

// A plain path is matched without minimatch: it must match exactly what minimatch would.
const PLAIN = [
  'CNAME',
  'pr-preview',
  'docs/v1.2',
  '.well-known',
  '.well-known/x',
  'a_b/c-d/e~f',
  'x@1/y+z',
  '.nojekyll',
];
const NOT_PLAIN = [
  '*.txt',
  'docs/**',
  '#archive',
  'a/./b',
  'a/../b',
  '..',
  '.',
  '{a,b}',
  '@(a)',
  '+(a)',
  'a\\b',
  'a[b]',
  '!a',
  'a?',
  'a//b',
  '',
];
const CANDIDATES = [
  ...PLAIN,
  ...PLAIN.map((path) => path.toLowerCase()),
  ...PLAIN.map((path) => `${path}/`),
  ...PLAIN.map((path) => `./${path}`),
  ...PLAIN.map((path) => `${path}x`),
  ...PLAIN.map((path) => `/${path}`),
  ...PLAIN.map((path) => `${path}//`),
  ...PLAIN.map((path) => path.replace('/', '//')),
  ...PLAIN.map((path) => `${path}/.`),
  ...PLAIN.map((path) => `x/../${path}`),
  'cname',
  'docs',
  'docs/v1.2/index.html',
  'docs/v1x2',
  'a_b/c-d',
  '',
];

test('a plain path is matched as minimatch matches it, dot files included', () => {
  for (const glob of PLAIN) {
    expect(isPlainPath(glob)).toBe(true);
    const matches = globMatcher(glob);
    for (const candidate of CANDIDATES) {
      expect([glob, candidate, matches(candidate)]).toEqual([
        glob,
        candidate,
        minimatch(candidate, glob, { dot: true }),
      ]);
    }
  }
});

test('what minimatch reads as a glob, an escape, a comment or a relative part is left to minimatch', () => {
  for (const glob of NOT_PLAIN) expect([glob, isPlainPath(glob)]).toEqual([glob, false]);
  expect(globMatcher('*.txt')('notes.txt')).toBe(true);
  expect(globMatcher('docs/**')('docs/a/b')).toBe(true);
  expect(isValidGlob('#archive')).toBe(false);
  expect(isValidGlob('CNAME')).toBe(true);
});

test('leading and trailing slashes say nothing', () => {
  expect(fromRoot('/archive/')).toBe('archive');
  expect(isPlainPath(fromRoot('/CNAME'))).toBe(true);
});
