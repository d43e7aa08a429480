// The index (version 2) of a pack pack.ts wrote, byte for byte as `git index-pack` writes it.
import type { WrittenPack } from './pack.js';

/** An object id as the pack's objects carry it: 40 lowercase hex digits. */
const OBJECT_ID = /^[0-9a-f]{40}$/;

/** Offsets from 2 GiB on are kept in a table of 8-byte offsets, which the 4-byte one points into. */
const LARGE_OFFSET = 0x80000000;

/**
 * The index (version 2) of a written pack, byte for byte as `git index-pack` writes it: the ids in order with a
 * fan-out table of their first bytes, each one's CRC-32 and offset, the pack's checksum, and the SHA-1 of all that.
 * An id that appears twice (two folders with the same content) is listed twice, as git lists it.
 */
export function packIndex(pack: WrittenPack): Buffer {
  const count = pack.ids.length;
  for (const id of pack.ids) if (!OBJECT_ID.test(id)) throw new Error(`not an object id: "${id}"`);
  const order = sortedOrder(pack.ids);
  let large = 0;
  for (const offset of pack.offsets) if (offset >= LARGE_OFFSET) large += 1;
  const index = Buffer.alloc(8 + 256 * 4 + count * (20 + 4 + 4) + large * 8 + 20 + 20);
  index.writeUInt32BE(0xff744f63, 0); // "\377tOc"
  index.writeUInt32BE(2, 4);
  const fanout = 8;
  const ids = fanout + 256 * 4;
  const crcs = ids + count * 20;
  const offsets = crcs + count * 4;
  const largeOffsets = offsets + count * 4;
  let nextLarge = 0;
  order.forEach((object, position) => {
    const id = pack.ids[object] ?? '';
    index.write(id, ids + position * 20, 20, 'hex');
    index.writeUInt32BE(pack.crcs[object] ?? 0, crcs + position * 4);
    const offset = pack.offsets[object] ?? 0;
    if (offset < LARGE_OFFSET) index.writeUInt32BE(offset, offsets + position * 4);
    else {
      index.writeUInt32BE(LARGE_OFFSET + nextLarge, offsets + position * 4);
      index.writeBigUInt64BE(BigInt(offset), largeOffsets + nextLarge * 8);
      nextLarge += 1;
    }
  });
  // The fan-out: how many ids start with a byte up to each value.
  let position = 0;
  for (let byte = 0; byte < 256; byte += 1) {
    while (position < count && (index[ids + position * 20] ?? 0) <= byte) position += 1;
    index.writeUInt32BE(position, fanout + byte * 4);
  }
  const trailer = largeOffsets + large * 8;
  pack.checksum.copy(index, trailer);
  process
    .getBuiltinModule('node:crypto')
    .createHash('sha1')
    .update(index.subarray(0, trailer + 20))
    .digest()
    .copy(index, trailer + 20);
  return index;
}

/** How many objects `sortedOrder` sorts by number: an object's place in the pack takes the low 21 bits of a key. */
const INDEX_BITS = 21;

/** The value of the first 8 hex digits of `id` (its first 4 bytes), read without making a string. */
function prefixOf(id: string): number {
  let value = 0;
  for (let i = 0; i < 8; i += 1) {
    const code = id.charCodeAt(i);
    value = value * 16 + (code <= 0x39 ? code - 0x30 : code - 0x57);
  }
  return value;
}

/**
 * The objects' places in the pack, ordered by id (ties by place): a pack's index lists them so. A first deploy of a
 * large site has some 100,000 objects: they are sorted as numbers (each id's first 4 bytes above its place, in a
 * typed array, sorted natively), and only ids that share those 4 bytes compared further, which keeps the sort
 * from holding more than a few bytes an object.
 */
function sortedOrder(ids: readonly string[]): Uint32Array {
  const count = ids.length;
  const order = new Uint32Array(count);
  if (count >= 2 ** INDEX_BITS) {
    const places = Array.from({ length: count }, (_, place) => place);
    places.sort((a, b) => compareIds(ids, a, b));
    order.set(places);
    return order;
  }
  const keys = new Float64Array(count);
  for (let place = 0; place < count; place += 1) keys[place] = prefixOf(ids[place] ?? '') * 2 ** INDEX_BITS + place;
  keys.sort();
  for (let i = 0; i < count; i += 1) order[i] = (keys[i] ?? 0) % 2 ** INDEX_BITS;
  // Ids that share their first 4 bytes: in order of the rest (an insertion sort; such runs are short).
  for (let i = 1; i < count; i += 1) {
    const place = order[i] ?? 0;
    let j = i;
    for (; j > 0 && compareIds(ids, order[j - 1] ?? 0, place) > 0; j -= 1) order[j] = order[j - 1] ?? 0;
    order[j] = place;
  }
  return order;
}

/** Compares the ids at two places, as git orders them; the same id twice by place. */
function compareIds(ids: readonly string[], a: number, b: number): number {
  const left = ids[a] ?? '';
  const right = ids[b] ?? '';
  // Lowercase hex sorts as the bytes it spells.
  return left < right ? -1 : left > right ? 1 : a - b;
}
