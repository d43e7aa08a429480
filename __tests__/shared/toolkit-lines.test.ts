// Unit test of the toolkit's lines made debug lines: what of the artifact library's output a user reads.
import { asDebugLines } from '../../src/shared/toolkit-lines.js';

test("the library's plain lines become debug lines; the runner's commands it writes are kept as they are", () => {
  expect(asDebugLines('Artifact github-pages successfully finalized. Artifact ID 7\n')).toBe(
    '::debug::Artifact github-pages successfully finalized. Artifact ID 7\n',
  );
  expect(asDebugLines('::warning::No data was uploaded\nUploaded bytes 10\n')).toBe(
    '::warning::No data was uploaded\n::debug::Uploaded bytes 10\n',
  );
});
