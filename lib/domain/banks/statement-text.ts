// A statement's bytes as text (pure): UTF-8 (with or without its byte order mark), ISO-8859-1 or
// Windows-1252, detected or as told. Node's TextDecoder reads "windows-1252" as Latin-1 (0x80 is
// U+0080, not €), so the 32 characters where the two differ are mapped here.
export const TEXT_ENCODINGS = ["utf-8", "iso-8859-1", "windows-1252"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

// Windows-1252 at 0x80..0x9F (0: the same code point as Latin-1)
const CP1252 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

const hasBom = (b: Uint8Array) => b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;

/**
 * The encoding of these bytes: UTF-8 when they are valid UTF-8 (a sequence cut at the end of a
 * preview's slice aside), else Windows-1252 when they use its characters at 0x80..0x9F, else
 * ISO-8859-1.
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (hasBom(bytes)) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return "utf-8";
  } catch {
    for (const b of bytes) if (b >= 0x80 && b <= 0x9f) return "windows-1252";
    return "iso-8859-1";
  }
}

/** The text of these bytes in `encoding` (a UTF-8 byte order mark dropped). */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  if (encoding === "utf-8") return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const latin1 = new TextDecoder("latin1").decode(bytes);
  if (encoding === "iso-8859-1") return latin1;
  return latin1.replace(/[\u0080-\u009f]/g, (c) => {
    const mapped = CP1252[c.charCodeAt(0) - 0x80];
    return mapped ? String.fromCharCode(mapped) : c;
  });
}
