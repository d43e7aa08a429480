// Unit tests of the heartbeat's line and its silence: what a user reads while a long step says nothing.
import { formatDuration, heartbeatLine, quietMs } from '../../src/shared/heartbeat.js';

test('a step is silent for 12 s before the first line, unless the test harness sets a shorter silence', () => {
  expect(quietMs({})).toBe(12_000);
  expect(quietMs({ PAGES_PUSH_HEARTBEAT_MS: '2000' })).toBe(2000);
  expect(quietMs({ PAGES_PUSH_HEARTBEAT_MS: 'soon' })).toBe(12_000);
  expect(quietMs({ PAGES_PUSH_HEARTBEAT_MS: '0' })).toBe(12_000);
});

test.each([
  [4_400, '4 s'],
  [59_600, '1 min'],
  [125_000, '2 min 5 s'],
])('%i ms reads as %s', (ms, text) => {
  expect(formatDuration(ms)).toBe(text);
});

test('the line says what is going on, for how long, and what is done when that is known', () => {
  expect(heartbeatLine('running the build command (hexo generate)', 24_000)).toBe(
    'Still running the build command (hexo generate): 24 s so far.',
  );
  expect(heartbeatLine('uploading the Pages artifact', 13_000, '2.0 MiB of 8.0 MiB')).toBe(
    'Still uploading the Pages artifact: 13 s so far, 2.0 MiB of 8.0 MiB.',
  );
});
