// Unit tests of example/log.mjs: the step's log as `npm run example` shows it to a person.
import { annotation, parseCommand, readableLog, useColour } from '../../example/log.mjs';

const ESC = '\x1b';

describe('readableLog', () => {
  test('shows groups as headings and drops the commands meant for the runner', () => {
    const log = [
      'Detected Hexo.',
      '::group::Checking the target',
      'Target: http://127.0.0.1/octo/blog.git',
      '::debug::listed 5 files in 1 ms',
      '::add-mask::***',
      '::set-output name=commit::abc',
      '::save-state name=dir::/tmp/x',
      '::add-matcher::/tmp/matcher.json',
      '::echo::off',
      '::endgroup::',
      'Deployed abc.',
      '',
      '',
    ].join('\n');
    expect(readableLog(log, { colour: false })).toBe(
      [
        'Detected Hexo.',
        '',
        '▸ Checking the target',
        'Target: http://127.0.0.1/octo/blog.git',
        '',
        'Deployed abc.',
        '',
      ].join('\n'),
    );
  });

  test('makes the heading bold only with colour on', () => {
    expect(readableLog('::group::Publishing\nx\n::endgroup::', { colour: true })).toBe(
      `${ESC}[1m▸ Publishing${ESC}[22m\nx\n`,
    );
    expect(readableLog('::group::Publishing\nx\n::endgroup::')).toBe('▸ Publishing\nx\n');
  });

  test('writes annotations as `kind: message`, with their place and escapes decoded', () => {
    const log = [
      '::error::The push failed.%0Agit said: no',
      '::warning file=_config.yml,line=3,col=5::A theme problem',
      '::notice title=Own push::Nothing to do: 100%25 done',
      '::warning file=a%2Cb.md,line=2,endLine=4::Spans lines',
      '  ::error::leading blanks are allowed',
    ].join('\n');
    expect(readableLog(log).split('\n')).toEqual([
      'error: The push failed.',
      '       git said: no',
      'warning: A theme problem (_config.yml:3:5)',
      'notice: Own push — Nothing to do: 100% done',
      'warning: Spans lines (a,b.md:2-4)',
      'error: leading blanks are allowed',
      '',
    ]);
  });

  test('decodes each escape once: %250A is a literal %0A', () => {
    expect(readableLog('::error::50%250A off')).toBe('error: 50%0A off\n');
  });

  test('colours the label of an annotation only with colour on', () => {
    expect(readableLog('::warning::careful', { colour: true })).toBe(`${ESC}[33mwarning:${ESC}[39m careful\n`);
    expect(readableLog('::error::broken', { colour: true })).toBe(`${ESC}[31merror:${ESC}[39m broken\n`);
  });

  test("strips child processes' escape sequences unless colour is on, and then keeps only the colours", () => {
    const line = `${ESC}[32mINFO ${ESC}[39m Generated: ${ESC}[35mindex.html${ESC}[39m${ESC}[K${ESC}]8;;https://x${ESC}\\`;
    expect(readableLog(line, { colour: false })).toBe('INFO  Generated: index.html\n');
    expect(readableLog(line, { colour: true })).toBe(
      `${ESC}[32mINFO ${ESC}[39m Generated: ${ESC}[35mindex.html${ESC}[39m\n`,
    );
  });

  test('keeps what a terminal would show of a line rewritten with carriage returns, and drops CRLF ends', () => {
    expect(readableLog('Receiving 10%\rReceiving 50%\rReceiving 100%, done.\r\nnext\r\n')).toBe(
      'Receiving 100%, done.\nnext\n',
    );
  });

  test('shows lines between ::stop-commands:: and its token as they are', () => {
    const log = [
      '::stop-commands::t0k3n',
      '::debug::from a child',
      '::group::not a group',
      '::t0k3n::',
      '::debug::gone',
    ];
    expect(readableLog(log.join('\n'))).toBe('::debug::from a child\n::group::not a group\n');
  });

  test('keeps lines that only look like commands, and collapses runs of blank lines', () => {
    const log = ['::not-a-command::hello', 'a ::debug:: in the middle', '', '', '', '::', 'end'].join('\n');
    expect(readableLog(log)).toBe('::not-a-command::hello\na ::debug:: in the middle\n\n::\nend\n');
  });

  test('gives an empty string for a log with nothing to read', () => {
    expect(readableLog('::add-mask::x\n\n::debug::y\n')).toBe('');
  });
});

describe('parseCommand', () => {
  test('reads the name, the properties and the message', () => {
    expect(parseCommand('::Warning file=a%3Ab.ts,line=1::msg::with colons')).toEqual({
      name: 'warning',
      properties: { file: 'a:b.ts', line: '1' },
      message: 'msg::with colons',
    });
    expect(parseCommand('plain text')).toBeUndefined();
    expect(parseCommand(':: ::x')).toBeUndefined();
  });
});

describe('annotation', () => {
  test('points at a line without a file', () => {
    expect(annotation('notice', 'hi', { line: '7' })).toBe('notice: hi (line 7)');
  });
});

describe('useColour', () => {
  test('is on for a terminal without NO_COLOR only', () => {
    expect(useColour({ isTTY: true }, {})).toBe(true);
    expect(useColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColour({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
    expect(useColour({ isTTY: false }, {})).toBe(false);
    expect(useColour({}, {})).toBe(false);
  });
});
