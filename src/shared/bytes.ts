// Byte sizes as an input writes them (`1500M`, counted as git counts `receive.maxInputSize`) and as the log shows them.

const UNITS: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };

/**
 * Reads `text` (a whole or decimal number, optionally followed by K, M or G, each 1024 times the one before, in
 * either case) as a number of bytes no smaller than `minimum`; an error names `input` and says how to write it.
 */
export function parseByteSize(text: string, input: string, minimum: number): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)\s*([KMG]?)$/i.exec(text.trim());
  const bytes = match ? Math.floor(Number(match[1]) * (UNITS[(match[2] ?? '').toUpperCase()] ?? 1)) : Number.NaN;
  if (!Number.isSafeInteger(bytes)) {
    throw new Error(
      `Input "${input}" must be a size such as "1500M" or "1.5G" (K, M, G: KiB, MiB, GiB), got "${text}".`,
    );
  }
  if (bytes < minimum) {
    // A bare number is bytes: "1500" meant for megabytes would otherwise send every file in a push of its own.
    throw new Error(
      `Input "${input}" must be at least ${formatBytes(minimum)}, got "${text}" (${formatBytes(bytes)}); a number ` +
        'without K, M or G counts bytes.',
    );
  }
  return bytes;
}

/** `bytes` for the log: `300 bytes`, `12.0 KiB`, `61.3 MiB`, `1.46 GiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}
