// Unit tests of scripts/changelog.mjs: the release notes the release workflow takes from CHANGELOG.md.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { releaseNotes } from '../../scripts/changelog.mjs';

const CHANGELOG = `# Changelog

Intro text.

## [Unreleased]

### Added
- Something not released yet.

## [1.1.0] - 2026-12-01

A small release.

### Fixed
- A bug.

### Security
- A hole.

## 1.0.1 - 2026-11-30
- Unbracketed heading.

## [1.0.0] - 2026-11-23

The first release.

### Added
- Everything.

[Unreleased]: https://example.com/compare/v1.1.0...HEAD
[1.1.0]: https://example.com/releases/tag/v1.1.0
`;

describe('releaseNotes', () => {
  test('gives the section of the version, without its heading, up to the next version', () => {
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBe(
      'A small release.\n\n### Fixed\n- A bug.\n\n### Security\n- A hole.\n',
    );
  });

  test('takes the version with or without the v of the tag, and headings with or without brackets', () => {
    expect(releaseNotes(CHANGELOG, 'v1.1.0')).toBe(releaseNotes(CHANGELOG, '1.1.0'));
    expect(releaseNotes(CHANGELOG, '1.0.1')).toBe('- Unbracketed heading.\n');
  });

  test('leaves out the link definitions that end the file', () => {
    expect(releaseNotes(CHANGELOG, '1.0.0')).toBe('The first release.\n\n### Added\n- Everything.\n');
  });

  test('reads CRLF files', () => {
    expect(releaseNotes(CHANGELOG.replace(/\n/g, '\r\n'), '1.0.1')).toBe('- Unbracketed heading.\n');
  });

  test('does not take a version for another that starts with it', () => {
    expect(() => releaseNotes('## [1.0.10] - 2026-01-01\n- x\n', '1.0.1')).toThrow(
      'CHANGELOG.md has no section for 1.0.1: add a heading "## [1.0.1] - YYYY-MM-DD".',
    );
  });

  test('fails, saying so, when the section is missing, empty, only headings, or there twice', () => {
    expect(() => releaseNotes(CHANGELOG, '9.9.9')).toThrow('CHANGELOG.md has no section for 9.9.9');
    expect(() => releaseNotes('## [2.0.0] - 2027-01-01\n\n## [1.0.0]\n- x\n', '2.0.0')).toThrow(
      'The CHANGELOG.md section for 2.0.0 is empty: say what the release holds.',
    );
    expect(() => releaseNotes('## [2.0.0]\n### Added\n\n### Fixed\n', '2.0.0')).toThrow('section for 2.0.0 is empty');
    expect(() => releaseNotes('## [2.0.0]\n- a\n## [2.0.0]\n- b\n', '2.0.0')).toThrow(
      'CHANGELOG.md has 2 sections for 2.0.0: keep one.',
    );
  });

  test('refuses what is not a version', () => {
    expect(() => releaseNotes(CHANGELOG, 'Unreleased')).toThrow('"Unreleased" is not a version like 1.2.3.');
    expect(() => releaseNotes(CHANGELOG, '1.0')).toThrow('is not a version');
  });

  test("finds package.json's version in the project's own CHANGELOG.md", () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
    expect(() => releaseNotes(changelog, version)).not.toThrow();
  });
});
