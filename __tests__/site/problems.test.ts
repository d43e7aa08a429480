// Unit tests of the site checks: which published files and which generator output lines count as problems, and what
// `on-site-problems` makes of them.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import { inspectPages, isErrorLine, SiteProblems } from '../../src/site/problems.js';
import { missingHexoTheme } from '../../src/generators/hexo.js';

describe('isErrorLine', () => {
  test.each([
    ['Hexo', 'ERROR Template render error: (unknown path) TypeError: t.toLowerCase is not a function'],
    ['Hexo with a timestamp', '12:01:02.345 ERROR Render error'],
    ['Hexo, coloured', '\u001b[31mERROR\u001b[39m Process failed: _posts/a.md'],
    ['Hexo FATAL', 'FATAL Something is wrong'],
    ['Hugo', 'ERROR render of "page" failed: execute of template failed'],
    ['MkDocs', 'ERROR    -  Config value "nav": a file was not found'],
    ['Docusaurus', '[ERROR] Error: Unable to build website for locale en.'],
    ['Eleventy', '[11ty] Problem writing Eleventy templates:'],
    ['Vite', 'error during build:'],
    ['VitePress', '[vitepress] error: something broke'],
  ])('%s', (_generator, line) => {
    expect(isErrorLine(line)).toBe(true);
  });

  test.each([
    'INFO  Generated: index.html',
    'WARN  Deprecated option',
    'Processed 0 errors',
    'errors: none',
    'error.html written',
    'error-page/index.html',
    'Total in 120 ms; no ERRORS',
    '[11ty] Wrote 12 files in 0.20 seconds',
  ])('not an error: %s', (line) => {
    expect(isErrorLine(line)).toBe(false);
  });
});

describe('inspectPages', () => {
  test('a whole site has no problems', () => {
    expect(
      inspectPages(
        [
          { path: 'index.html', size: 900 },
          { path: 'about/index.html', size: 400 },
          { path: 'css/a.css', size: 0 },
        ],
        '',
      ),
    ).toEqual([]);
  });

  test('empty pages are named', () => {
    const [problem] = inspectPages(
      [
        { path: 'index.html', size: 900 },
        { path: 'plugins/index.html', size: 0 },
      ],
      '',
    );

    expect(problem).toMatch(/^A page is empty \(0 bytes\): plugins\/index.html\. .*template fails to render/);
  });

  test('no index.html at the root: the folder holds something else (a library build)', () => {
    expect(
      inspectPages(
        [
          { path: 'client/app.html', size: 10 },
          { path: 'node/index.js', size: 10 },
        ],
        '',
      ),
    ).toEqual([expect.stringMatching(/no index.html at its root.*\(it holds client, node\)/)]);
  });

  test('no HTML at all says so (and not also "no index.html"); a target-dir needs no index.html', () => {
    expect(inspectPages([{ path: 'index.js', size: 10 }], '')).toEqual([
      expect.stringMatching(/holds no HTML page \(1 file: index.js\): is it the site\?/),
    ]);
    expect(inspectPages([{ path: 'docs/v2/guide.html', size: 10 }], 'docs/v2/')).toEqual([]);
  });
});

describe('SiteProblems', () => {
  function sink(): Writable & { text: string } {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        stream.text += chunk.toString();
        callback();
      },
    }) as Writable & { text: string };
    stream.text = '';
    return stream;
  }

  test('the watched output passes through whole, and its error lines are noted, even split across writes', async () => {
    const problems = new SiteProblems('warn');
    const target = sink();
    const watch = problems.watch(target);

    watch.write('INFO  Start\nERR');
    watch.write('OR Template render error: plugins.njk\n');
    watch.end('ERROR last line without a newline');
    await new Promise((resolve) => watch.on('finish', resolve));
    problems.settle();

    expect(target.text).toBe(
      'INFO  Start\nERROR Template render error: plugins.njk\nERROR last line without a newline',
    );
    expect(problems.found).toEqual([
      'The build printed 2 error lines but exited 0: "ERROR Template render error: plugins.njk"; ' +
        '"ERROR last line without a newline". The pages it names may be broken.',
    ]);
  });

  test("a bare ERROR line is shown with the line after it (Hexo's render errors)", () => {
    const problems = new SiteProblems('warn');
    const watch = problems.watch(sink());

    watch.write('INFO  Files loaded in 49 ms\n\u001b[31mERROR\u001b[39m \n');
    watch.write('TypeError: /site/themes/plain/layout/plugins.ejs:1\n >> 1| <%= x %>\n');
    problems.settle();

    expect(problems.found[0]).toContain('"ERROR TypeError: /site/themes/plain/layout/plugins.ejs:1"');
  });

  test('fail: settle throws with every problem, naming the input; warn: it does not', () => {
    const failing = new SiteProblems('fail');
    failing.inspect([{ path: 'a/index.html', size: 0 }], '');
    expect(() => {
      failing.settle();
    }).toThrow(
      /The site has 2 problems, and "on-site-problems" is "fail", so nothing was published:\n- A page is empty.*\n- .*no index.html/,
    );

    const warning = new SiteProblems('warn');
    warning.inspect([{ path: 'index.html', size: 0 }], '');
    expect(() => {
      warning.settle();
    }).not.toThrow();
    expect(warning.found).toHaveLength(1);
  });
});

describe('missingHexoTheme', () => {
  let root = '';
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-theme-'));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  test('names the theme _config.yml names when neither its folder nor its package is there', () => {
    expect(missingHexoTheme(root, 'next')).toBe(
      `_config.yml's theme is "next", but the site has no themes/next folder with the theme in it and no ` +
        'hexo-theme-next package installed, so Hexo wrote every page without a layout (empty). Add the theme: a git ' +
        'submodule needs "submodules: true" on actions/checkout, a package "npm install hexo-theme-next"; or set ' +
        "_config.yml's theme to one the site has.",
    );
  });

  test('counts an empty theme folder (a submodule not checked out) as missing', async () => {
    await fs.mkdir(path.join(root, 'themes', 'next'), { recursive: true });

    expect(missingHexoTheme(root, 'next')).toContain('no themes/next folder with the theme in it');
  });

  test('is satisfied by the theme folder, or by the installed package', async () => {
    await fs.mkdir(path.join(root, 'themes', 'plain', 'layout'), { recursive: true });
    await fs.mkdir(path.join(root, 'node_modules', 'hexo-theme-butterfly', 'layout'), { recursive: true });

    expect([missingHexoTheme(root, 'plain'), missingHexoTheme(root, 'butterfly')]).toEqual(['', '']);
  });

  test('a known cause is reported instead of the empty pages it explains', () => {
    const problems = new SiteProblems('warn');

    problems.explain(missingHexoTheme(root, 'next'));
    problems.inspect([{ path: 'index.html', size: 0 }], '');

    expect(problems.found).toEqual([missingHexoTheme(root, 'next')]);
  });
});
