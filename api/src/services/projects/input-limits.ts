import {
  hasVisibleText,
  NOTES_MAX_CHARS,
  stripControlCharacters,
  type TAttachment,
  type TCreateProjectRequest,
} from "@fsa/shared";
import type { Config } from "../../config.ts";
import { ApiError } from "../../errors.ts";

const DATA_URL = /^data:([^,]*),/;
// Base64 as browsers and MIME write it: the alphabet, line breaks, padding at the end.
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes.toLocaleString("en-US")} bytes`;
}

/**
 * Bytes a data URL decodes to, counted from its text (nothing is decoded): base64 by its length
 * and padding, otherwise the percent-decoded UTF-8 length.
 * @throws ApiError bad_request when it is not a data URL, or its base64 or percent-encoding is broken.
 */
export function decodedDataUrlBytes(dataUrl: string, label: string): number {
  const head = DATA_URL.exec(dataUrl);
  if (!head) throw new ApiError("bad_request", `${label}: data must be a data URL`);
  const payload = dataUrl.slice(head[0].length);
  if (/;base64$/i.test(head[1] ?? "")) {
    // One scan of the text (it can be megabytes, on the main thread); the size is computed from
    // its length, counting line breaks as data, so a file at the limit with line breaks may be
    // refused a few bytes early, never one over it accepted.
    if (!BASE64.test(payload) || (payload.length % 4 === 1 && !payload.includes("\n"))) {
      throw new ApiError("bad_request", `${label}: the file's base64 data is not valid`);
    }
    return Buffer.byteLength(payload, "base64");
  }
  try {
    return Buffer.byteLength(decodeURIComponent(payload), "utf8");
  } catch {
    throw new ApiError("bad_request", `${label}: the file's data is not valid percent-encoding`);
  }
}

/**
 * The analysis request as it may be saved (issue #14 items 8 and 9): control characters stripped
 * from notes, names and description; notes with visible text and at most {@link NOTES_MAX_CHARS}
 * characters; at most `DOCUMENT_MAX_FILES` attachments, each named, its size the one its data
 * decodes to (whatever size was declared), within `DOCUMENT_MAX_FILE_BYTES` each and
 * `DOCUMENT_MAX_TOTAL_BYTES` together.
 * @throws ApiError bad_request ("Notes required", count, a nameless or undecodable file),
 * payload_too_large (notes or file sizes; the message names the limit).
 */
export function checkProjectInput(config: Config, input: TCreateProjectRequest): TCreateProjectRequest {
  const notes = stripControlCharacters(input.notes);
  if (!hasVisibleText(notes)) throw new ApiError("bad_request", "Notes required");
  if (notes.length > NOTES_MAX_CHARS) {
    throw new ApiError(
      "payload_too_large",
      `Notes are limited to ${NOTES_MAX_CHARS.toLocaleString("en-US")} characters; these have ${notes.length.toLocaleString("en-US")}.`,
    );
  }
  const given = input.attachments ?? [];
  const { maxFiles, maxFileBytes, maxTotalBytes } = config.documents;
  if (given.length > maxFiles) {
    throw new ApiError(
      "bad_request",
      `At most ${maxFiles} attachments per analysis; this request has ${given.length}.`,
    );
  }
  let total = 0;
  const attachments: TAttachment[] = given.map((a, i) => {
    const name = stripControlCharacters(a.name).trim();
    if (!hasVisibleText(name)) throw new ApiError("bad_request", `attachments.${i}.name: the file has no name`);
    const size = decodedDataUrlBytes(a.data, `attachments.${i} ("${name}")`);
    if (size > maxFileBytes) {
      throw new ApiError(
        "payload_too_large",
        `"${name}" is larger than the ${formatBytes(maxFileBytes)} limit per file.`,
      );
    }
    total += size;
    return { ...a, name, type: stripControlCharacters(a.type), size };
  });
  if (total > maxTotalBytes) {
    throw new ApiError(
      "payload_too_large",
      `The attachments together are larger than the ${formatBytes(maxTotalBytes)} limit per analysis.`,
    );
  }
  return {
    ...input,
    notes,
    attachments,
    ...(input.name !== undefined ? { name: stripControlCharacters(input.name) } : {}),
    ...(input.description !== undefined ? { description: stripControlCharacters(input.description) } : {}),
  };
}
