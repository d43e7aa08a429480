// MkDocs: an mkdocs.yml (or .yaml); it links its pages relatively and takes no base address on its command line.
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { urlBase, yamlFile } from './config-base.js';
import { readConfig, stringSetting } from './configs.js';
import { LEVEL_FIRST, type Generator } from './generator.js';

export const mkdocs: Generator = {
  id: 'mkdocs',
  title: 'MkDocs',
  autoBuild: '`mkdocs build`',
  async detect({ root, files }) {
    const configFile = ['mkdocs.yml', 'mkdocs.yaml'].find((name) => files.has(name));
    if (!configFile) return undefined;
    const siteDir = stringSetting(
      await readConfig((await readText(path.join(root, configFile))) ?? '', 'yaml'),
      'site_dir',
    );
    return {
      reason: configFile,
      build: [
        {
          display: 'mkdocs build',
          file: 'mkdocs',
          args: ['build'],
          missing:
            'Install MkDocs in an earlier step: "uses: actions/setup-python@v5", then "run: pip install mkdocs" ' +
            '(or "pip install -r requirements.txt" with your theme and plugins); or set "build".',
        },
      ],
      outputDirs: [path.resolve(root, siteDir ?? 'site')],
      outputReason: siteDir ? `site_dir in ${configFile}` : "MkDocs' default",
    };
  },
  takesNoBase: 'MkDocs has no such flag',
  howToPass: (variables, baseUrl) =>
    `${variables}. MkDocs links its pages relatively; its 404 page and sitemap use site_url: set ` +
    `site_url: ${baseUrl} in mkdocs.yml.`,
  async configuredBase(site) {
    // The config detection named.
    const value = stringSetting(await yamlFile(site.root, site.reason), 'site_url');
    return urlBase(value, `site_url in ${site.reason}`, (url) => `site_url to "${url}"`);
  },
  cnameFiles: ['docs/CNAME'],
  linksPagesRelatively: true,
  errorLines: [LEVEL_FIRST],
  baseFix: (pageUrl) => `set site_url: ${pageUrl} in mkdocs.yml`,
  baseLinkFix: (basePath, pageUrl) =>
    'write them relative to the page in Markdown (MkDocs resolves those on every page), and as full addresses ' +
    `(${pageUrl || basePath}…) in mkdocs.yml's copyright and nav and in theme overrides`,
};
