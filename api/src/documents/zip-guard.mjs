// Zip-bomb guard for DOCX files, run in the extraction worker before mammoth (whose JSZip has no
// bound on inflated size; PLATFORM-NOTES.md "Documents"). Plain ESM so the worker loads it the
// same under tsx, vitest and node. Two checks, because declared sizes can lie:
//   1. the central directory: entry count, encryption, compression method, declared sizes;
//   2. the real inflated bytes of every entry, streamed and discarded, stopping at the cap.
import { createInflateRaw } from "node:zlib";

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** An Error whose message is written for the adviser (it ends up in the inline error marker). */
class ZipRefused extends Error {
  name = "ZipRefused";
}

/** Same format as sniff.ts formatBytes: "512 bytes", "1.5 KB", "9.8 MB", "25 MB". */
function mb(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1048576 ? [bytes / 1024, "KB"] : [bytes / 1048576, "MB"];
  return `${value < 10 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/**
 * Reads the central directory.
 * @param {Buffer} zip
 * @returns {{ name: string, method: number, flags: number, compressedSize: number, declaredSize: number, localOffset: number }[]}
 */
function centralDirectory(zip, maxEntries) {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused("it is damaged or not a valid Word document (no ZIP directory)");
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipRefused("it uses ZIP64, which a Word document within the size limit never needs");
  }
  if (count > maxEntries) {
    throw new ZipRefused(`it has ${count} parts; the limit is ${maxEntries} (possible zip bomb)`);
  }
  if (offset + size > end) throw new ZipRefused("it is damaged or not a valid Word document (bad ZIP directory)");
  const entries = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipRefused("it is damaged or not a valid Word document (bad ZIP directory)");
    }
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Inflates `data` and returns how many bytes came out, stopping as soon as more than `budget`
 * came out; nothing is kept, so memory stays at one chunk.
 * @returns {Promise<number>}
 */
function inflatedLength(data, budget) {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let total = 0;
    let settled = false;
    const settle = (fn, value) => {
      if (settled) return;
      settled = true;
      fn(value);
    };
    inflater.on("data", (chunk) => {
      total += chunk.length;
      if (total > budget) {
        inflater.destroy();
        settle(resolve, total);
      }
    });
    inflater.on("end", () => settle(resolve, total));
    inflater.on("error", () =>
      settle(reject, new ZipRefused("it is damaged or not a valid Word document (bad compressed data)")),
    );
    inflater.end(data);
  });
}

/**
 * Refuses a ZIP (DOCX) that would inflate beyond `maxInflatedBytes` or has more than
 * `maxEntries` entries, before anything inflates it in memory.
 * @param {Buffer} zip
 * @param {{ maxEntries: number, maxInflatedBytes: number }} limits
 * @returns {Promise<{ names: string[], inflatedBytes: number }>}
 * @throws {ZipRefused} with an adviser-readable message.
 */
export async function checkZip(zip, { maxEntries, maxInflatedBytes }) {
  const entries = centralDirectory(zip, maxEntries);
  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 1) throw new ZipRefused("it is password-protected or encrypted");
    if (entry.method !== 0 && entry.method !== 8) {
      throw new ZipRefused(`it uses an unsupported ZIP compression method (${entry.method})`);
    }
    declared += entry.declaredSize;
  }
  if (declared > maxInflatedBytes) {
    throw new ZipRefused(
      `it would decompress to ${mb(declared)}; the limit is ${mb(maxInflatedBytes)} (possible zip bomb)`,
    );
  }
  let inflated = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
      throw new ZipRefused("it is damaged or not a valid Word document (bad ZIP entry)");
    }
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (start + entry.compressedSize > zip.length) {
      throw new ZipRefused("it is damaged or not a valid Word document (truncated ZIP entry)");
    }
    inflated += entry.method === 0 ? data.length : await inflatedLength(data, maxInflatedBytes - inflated);
    if (inflated > maxInflatedBytes) {
      throw new ZipRefused(
        `it decompresses to more than ${mb(maxInflatedBytes)} although it declares ${mb(declared)} (zip bomb)`,
      );
    }
  }
  return { names: entries.map((e) => e.name), inflatedBytes: inflated };
}
