// Unit tests of the inspector's flags taken out of our own start over (the end-to-end attacks are in
// e2e/inspector.test.ts).
import { withoutInspectorArgs, withoutInspectorOptions } from '../../src/hardening/no-inspector.js';

describe('withoutInspectorOptions', () => {
  test.each([
    ['--inspect', ''],
    ['--inspect=127.0.0.1:0 --max-old-space-size=100', '--max-old-space-size=100'],
    ['--inspect-brk --inspect-wait --inspect-publish-uid=http', ''],
    ['--inspect-port 9230 --trace-warnings', '--trace-warnings'],
    ['--debug-port=1 --enable-source-maps', '--enable-source-maps'],
    ['--require "./a b.js" --inspect', '--require "./a b.js"'],
    ['"--inspect" --no-warnings', '--no-warnings'],
    ['--no-warnings  --trace-deprecation', '--no-warnings --trace-deprecation'],
  ])('%j keeps %j', (options, kept) => {
    expect(withoutInspectorOptions(options)).toBe(kept);
  });
});

describe('withoutInspectorArgs', () => {
  test('takes out each flag and the value given after it', () => {
    expect(
      withoutInspectorArgs(['--inspect', '--inspect-port', '0', '--max-semi-space-size=2', '--inspect-brk=9229']),
    ).toEqual(['--max-semi-space-size=2']);
  });
});
