// Unit tests of the deployed tree: which old files keep-files keeps, and how the new tree is composed.
import { checkKeepGlobs, composeTree, keepNothing, keepRule, mayKeep, type TreeEntry } from '../../src/objects/tree.js';
import { loadGlobEngine } from '../../src/objects/globs.js';

// minimatch, for the globs below (the action loads it while reading the settings: objects/globs.ts).
beforeAll(() => loadGlobEngine(['*']));

const OLD = '1'.repeat(40);
const NEW = '2'.repeat(40);
const EXTRA = '3'.repeat(40);

function file(path: string, sha = OLD, mode = '100644'): TreeEntry {
  return { mode, sha, path };
}

/** Entries by path, so the tests do not depend on the order composeTree lists them in. */
function byPath(entries: readonly TreeEntry[]): Record<string, string> {
  return Object.fromEntries(
    [...entries].sort((a, b) => a.path.localeCompare(b.path)).map((entry) => [entry.path, entry.sha]),
  );
}

describe('keepRule', () => {
  test('keeps nothing when there are no globs', () => {
    expect(keepRule([])('CNAME')).toBe(false);
  });

  test('keeps a file named exactly', () => {
    const keep = keepRule(['CNAME']);

    expect([keep('CNAME'), keep('docs/CNAME'), keep('CNAME.bak')]).toEqual([true, false, false]);
  });

  test('matches *.txt at the branch root only', () => {
    const keep = keepRule(['*.txt']);

    expect([keep('robots.txt'), keep('docs/notes.txt')]).toEqual([true, false]);
  });

  test('matches **/CNAME at the root and in any folder', () => {
    const keep = keepRule(['**/CNAME']);

    expect([keep('CNAME'), keep('a/b/CNAME'), keep('a/b/other')]).toEqual([true, true, false]);
  });

  test('a folder name keeps everything below it', () => {
    const keep = keepRule(['archive']);

    expect([keep('archive/2019/index.html'), keep('archive'), keep('archived/index.html')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('a folder glob with slashes around it keeps the same as without', () => {
    const keep = keepRule(['/archive/']);

    expect(keep('archive/2019/index.html')).toBe(true);
  });

  test('wildcards match dot files', () => {
    const keep = keepRule(['*']);

    expect(keep('.well-known/security.txt')).toBe(true);
  });

  test('a dot folder named exactly keeps its files', () => {
    const keep = keepRule(['.well-known']);

    expect([keep('.well-known/security.txt'), keep('well-known/x')]).toEqual([true, false]);
  });
});

describe('keepNothing', () => {
  test('is the rule of no globs, so a deploy can tell the branch keeps nothing without asking it', () => {
    expect([keepRule([]) === keepNothing, keepRule(['CNAME']) === keepNothing]).toEqual([true, false]);
  });
});

describe('mayKeep', () => {
  test('keeps nothing inside target-dir that keep-files does not match', () => {
    const keep = keepRule(['docs/CNAME']);

    expect([mayKeep('docs/index.html', 'docs', keep), mayKeep('docs/CNAME', 'docs', keep)]).toEqual([false, true]);
  });

  test('keeps everything outside target-dir, including a name that only starts like it', () => {
    expect([mayKeep('index.html', 'docs', keepNothing), mayKeep('docs2/a.html', 'docs', keepNothing)]).toEqual([
      true,
      true,
    ]);
  });

  test('keeps nothing of the branch when target-dir is its root and there are no keep-files', () => {
    expect([mayKeep('index.html', '', keepNothing), mayKeep('a/b.html', '', keepNothing)]).toEqual([false, false]);
  });

  test('counts target-dir itself as inside it', () => {
    expect(mayKeep('docs', 'docs', keepNothing)).toBe(false);
  });
});

describe('checkKeepGlobs', () => {
  test('accepts ordinary globs', () => {
    expect(() => {
      checkKeepGlobs(['CNAME', '**/*.txt', 'archive/', '.well-known/**', '{a,b}/*']);
    }).not.toThrow();
  });

  test('refuses a glob that can match nothing, naming the input and the glob', () => {
    expect(() => {
      checkKeepGlobs(['CNAME', '#archive']);
    }).toThrow('Input "keep-files" has an invalid glob: "#archive".');
  });
});

test('checkKeepGlobs refuses a negation, which would keep every other file', () => {
  expect(() => {
    checkKeepGlobs(['!docs']);
  }).toThrow('"!docs" is a negation');
});

test('checkKeepGlobs refuses a negation behind a leading slash, which keepRule strips', () => {
  // Unchecked, "/!docs" would keep every file but docs: the rule matches it as "!docs".
  expect(keepRule(['/!docs'])('index.html')).toBe(true);
  expect(() => {
    checkKeepGlobs(['CNAME', '/!docs']);
  }).toThrow('Input "keep-files" lists files to keep; "/!docs" is a negation, which it does not support.');
  expect(() => {
    checkKeepGlobs(['//!drafts/**'], 'exclude');
  }).toThrow('Input "exclude" lists files to leave out; "//!drafts/**" is a negation');
});

describe('composeTree', () => {
  test('without target-dir, the publish folder replaces the branch except kept files', () => {
    const tree = composeTree({
      oldEntries: [file('index.html'), file('old-post.html'), file('CNAME')],
      published: [file('index.html', NEW), file('new-post.html', NEW)],
      extras: [],
      targetDir: '',
      keep: keepRule(['CNAME']),
    });

    expect(byPath(tree)).toEqual({ CNAME: OLD, 'index.html': NEW, 'new-post.html': NEW });
  });

  test('with target-dir, everything outside it stays', () => {
    const tree = composeTree({
      oldEntries: [file('README.md'), file('src/main.ts'), file('docs/old.html'), file('docs-old/x.html')],
      published: [file('docs/index.html', NEW)],
      extras: [],
      targetDir: 'docs',
      keep: keepRule([]),
    });

    expect(byPath(tree)).toEqual({
      'README.md': OLD,
      'docs-old/x.html': OLD,
      'docs/index.html': NEW,
      'src/main.ts': OLD,
    });
  });

  test('with target-dir, a kept file inside it stays', () => {
    const tree = composeTree({
      oldEntries: [file('docs/CNAME'), file('docs/old.html')],
      published: [file('docs/index.html', NEW)],
      extras: [],
      targetDir: 'docs',
      keep: keepRule(['docs/CNAME']),
    });

    expect(byPath(tree)).toEqual({ 'docs/CNAME': OLD, 'docs/index.html': NEW });
  });

  test('an extra file wins over a published file at the same path', () => {
    const tree = composeTree({
      oldEntries: [],
      published: [file('CNAME', NEW), file('index.html', NEW)],
      extras: [file('CNAME', EXTRA)],
      targetDir: '',
      keep: keepRule([]),
    });

    expect(byPath(tree)).toEqual({ CNAME: EXTRA, 'index.html': NEW });
  });

  test('a new file wins over a kept old file at the same path', () => {
    const tree = composeTree({
      oldEntries: [file('CNAME')],
      published: [],
      extras: [file('CNAME', EXTRA)],
      targetDir: '',
      keep: keepRule(['CNAME']),
    });

    expect(tree).toEqual([file('CNAME', EXTRA)]);
  });

  test('drops a kept old file where the site now has a folder of the same name', () => {
    const tree = composeTree({
      oldEntries: [file('blog')],
      published: [file('blog/index.html', NEW)],
      extras: [],
      targetDir: '',
      keep: keepRule(['blog']),
    });

    expect(byPath(tree)).toEqual({ 'blog/index.html': NEW });
  });

  test('drops a kept old folder where the site now has a file of the same name', () => {
    const tree = composeTree({
      oldEntries: [file('assets/logo.png'), file('assets/css/site.css')],
      published: [file('assets', NEW)],
      extras: [],
      targetDir: '',
      keep: keepRule(['assets']),
    });

    expect(byPath(tree)).toEqual({ assets: NEW });
  });

  test('drops an old file outside target-dir that is in the way of an extra file', () => {
    const tree = composeTree({
      oldEntries: [file('.nojekyll/readme')],
      published: [file('docs/index.html', NEW)],
      extras: [file('.nojekyll', EXTRA)],
      targetDir: 'docs',
      keep: keepRule([]),
    });

    expect(byPath(tree)).toEqual({ '.nojekyll': EXTRA, 'docs/index.html': NEW });
  });

  test('preserves a submodule entry outside target-dir with its mode', () => {
    const submodule = file('vendor/theme', 'f'.repeat(40), '160000');

    const tree = composeTree({
      oldEntries: [submodule, file('docs/old.html')],
      published: [file('docs/index.html', NEW)],
      extras: [],
      targetDir: 'docs',
      keep: keepRule([]),
    });

    expect(tree).toContainEqual(submodule);
  });

  test('keeps symlink and executable modes of published files', () => {
    const published = [file('run.sh', NEW, '100755'), file('latest', NEW, '120000')];

    const tree = composeTree({ oldEntries: [], published, extras: [], targetDir: '', keep: keepRule([]) });

    expect(tree).toEqual([published[1], published[0]]);
  });

  test("returns the entries in git's order, the kept ones merged in", () => {
    const oldEntries = [file('CNAME', OLD), file('zz/keep.txt', OLD)];
    const published = [file('b.html', NEW), file('a/index.html', NEW), file('a.b', NEW)];

    const tree = composeTree({ oldEntries, published, extras: [], targetDir: '', keep: keepRule(['CNAME', 'zz']) });

    expect(tree.map((entry) => entry.path)).toEqual(['CNAME', 'a.b', 'a/index.html', 'b.html', 'zz/keep.txt']);
  });
});
