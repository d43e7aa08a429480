// Unit tests of byte sizes: as an input writes them (the refusals are in settings.test.ts) and as the log shows them.
import { formatBytes, parseByteSize } from '../../src/shared/bytes.js';

describe('parseByteSize', () => {
  test.each([
    ['0', 0],
    ['512', 512],
    ['1k', 1024],
    ['1.5K', 1536],
    ['20m', 20 * 1024 ** 2],
    ['2G', 2 * 1024 ** 3],
    ['0.5 g', 512 * 1024 ** 2],
  ])('reads "%s" as %i bytes', (given, expected) => {
    expect(parseByteSize(given, 'size', 0)).toBe(expected);
  });

  test('names the input and the smallest size it takes', () => {
    expect(() => parseByteSize('512K', 'push-size-limit', 1024 ** 2)).toThrow(
      'Input "push-size-limit" must be at least 1.0 MiB, got "512K" (512.0 KiB)',
    );
  });
});

describe('formatBytes', () => {
  test.each([
    [1, '1 byte'],
    [300, '300 bytes'],
    [1024, '1.0 KiB'],
    [61.3 * 1024 ** 2, '61.3 MiB'],
    [1500 * 1024 ** 2, '1.46 GiB'],
    [2 * 1024 ** 3, '2.00 GiB'],
  ])('shows %i as "%s"', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
