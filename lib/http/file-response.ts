// Files from the database as HTTP answers: caching by ETag, and never run as a page.
export type StoredFile = { bytes: Uint8Array; mimeType: string; name: string; etag: string };

// what a browser shows but cannot run; anything else (HTML, SVG, XML, scripts, programs, kept
// before the upload types were narrowed) is saved as a download, never opened as a page
const SHOWN_INLINE = /^(image\/(jpeg|png|webp|gif|avif)|application\/pdf|text\/plain|video\/mp4)$/;

export function fileResponse(req: Request, f: StoredFile, cache = "public, max-age=3600"): Response {
  const common = { etag: f.etag, "cache-control": cache };
  if (req.headers.get("if-none-match") === f.etag) return new Response(null, { status: 304, headers: common });
  return new Response(new Uint8Array(f.bytes), {
    headers: {
      ...common,
      "content-type": f.mimeType,
      "content-disposition": `${SHOWN_INLINE.test(f.mimeType) ? "inline" : "attachment"}; filename="${encodeURIComponent(f.name)}"`,
      "x-content-type-options": "nosniff",
      // opened directly, a file is a document without scripts, forms or plugins
      "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    },
  });
}

/** A PDF made for this request (a print list): shown inline, never cached. */
export function pdfResponse(bytes: Uint8Array, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${encodeURIComponent(name)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
