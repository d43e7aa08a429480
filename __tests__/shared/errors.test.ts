// Unit tests of turning anything thrown into a readable message.
import { errorMessage, sourceOf } from '../../src/shared/errors.js';

test('an Error gives its message', () => {
  expect(errorMessage(new Error('the build failed'))).toBe('the build failed');
});

test('a thrown string is the message itself', () => {
  expect(errorMessage('plain text')).toBe('plain text');
});

test('anything else is shown as JSON rather than passing silently', () => {
  expect(errorMessage({ code: 42 })).toBe('Unexpected error: {"code":42}');
});

test('a value JSON cannot show falls back to its string form', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  expect(errorMessage(cyclic)).toBe('Unexpected error: [object Object]');
});

describe('sourceOf', () => {
  test('names an input of the action as an input', () => {
    expect(sourceOf('publish-dir')).toBe('Input "publish-dir"');
  });
  test("names a setting of the site's config as the caller words it, not as an input", () => {
    expect(sourceOf("the repo in _config.yml's deploy")).toBe("The repo in _config.yml's deploy");
  });
});
