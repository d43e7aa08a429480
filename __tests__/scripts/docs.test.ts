// Unit tests of scripts/docs.mjs's generator lists: action.yml and the README name the registry's generators.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { actionWithGenerators, autoBuilds, readmeWithGenerators, registryGenerators } from '../../scripts/docs.mjs';
import { GENERATORS } from '../../src/generators/registry.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const actionText = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');
const readmeText = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** The registry's generators with one more, tried before the catch-all build script, as a new one would be. */
function withNewGenerator(): { title: string; autoBuild?: string }[] {
  const generators = registryGenerators();
  return [...generators.slice(0, -1), { title: 'Zola', autoBuild: '`zola build`' }, ...generators.slice(-1)];
}

test("reads the registry's generators, in its order, with what each file says", () => {
  expect(registryGenerators()).toEqual(
    GENERATORS.map((generator) => ({ title: generator.title, autoBuild: generator.autoBuild })),
  );
});

test('action.yml and the README name every generator of the registry as they are committed', () => {
  expect(actionWithGenerators(actionText, registryGenerators())).toBe(actionText);
  expect(readmeWithGenerators(readmeText, registryGenerators())).toBe(readmeText);
});

test("a new generator in the registry is named in action.yml's description and build input, and the README", () => {
  const action = actionWithGenerators(actionText, withNewGenerator());
  expect(action).toMatch(/^description: 'Build a static site \(Hexo, .*Docusaurus, Zola, or any build command\)/m);
  expect(action.replace(/\s+/g, ' ')).toContain(
    'Docusaurus (the build script, else the binary), Zola (`zola build`), or any package.json `build` script',
  );
  const buildLines = /^ {2}build:\n {4}description: >-\n((?: {6}.*\n)+)/m.exec(action)?.[1]?.split('\n') ?? [];
  expect(buildLines.filter((line) => line.length > 120)).toEqual([]);
  expect(readmeWithGenerators(readmeText, withNewGenerator())).toMatch(
    /builds your static site \(Hexo, .*Docusaurus, Zola,\nor any `package\.json` build script\)/,
  );
});

test('generators that build the same way are named together', () => {
  const same = 'the build script, else the binary';
  expect(
    autoBuilds([
      { title: 'Hugo', autoBuild: '`hugo`' },
      { title: 'Astro', autoBuild: same },
      { title: 'Docusaurus', autoBuild: same },
      { title: 'a build script' },
    ]),
  ).toBe(`Hugo (\`hugo\`), Astro, Docusaurus (${same})`);
});
