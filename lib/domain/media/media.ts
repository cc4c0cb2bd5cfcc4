// Uploads: images are resized (at most 2560 px), re-encoded and stripped of metadata (EXIF
// locations) with sharp, and get a 320 px thumbnail; other files are kept as they are.
import sharp from "sharp";
import { z } from "zod";
import { db } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { id } from "../../validation/validators";
import { MEDIA_TYPES, mediaListSelect, mediaTypeOf } from "./resources";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** An upload's whole multipart body: the file and room for its name, folder and boundaries. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
const MAX_EDGE = 2560;
const THUMB_EDGE = 320;
// no SVG: it can carry script that would run under this site's address
const ALLOWED =
  /^(image\/(jpeg|png|webp|gif|avif)|application\/pdf|text\/plain|text\/csv|video\/mp4|application\/vnd\.openxmlformats-officedocument\.[a-z.]+)$/;

type Bytes = Uint8Array<ArrayBuffer>;
type Stored = { data: Bytes; mimeType: string; width: number | null; height: number | null; thumbnail: Bytes | null };
const bytes = (b: Buffer): Bytes => new Uint8Array(b);

/** A file's name without the folders a client put before it: "../../etc/passwd" is kept as "passwd". */
export function safeFileName(name: string | undefined, fallback: string): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base && base !== "." && base !== ".." ? base : fallback;
}

/**
 * Checks a file before it is kept (an upload, a booking's stored document): its size and its type
 * (415 off the list, which has nothing a browser could run), and re-encodes images without metadata.
 */
export async function prepareFile(file: File, optimize: boolean): Promise<Stored> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const mimeType = file.type || "application/octet-stream";
  if (!ALLOWED.test(mimeType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  const input = Buffer.from(await file.arrayBuffer());
  const raster = mimeType.startsWith("image/") && mimeType !== "image/gif";
  if (!raster) return { data: bytes(input), mimeType, width: null, height: null, thumbnail: null };
  try {
    const image = sharp(input, { failOn: "error" }).rotate(); // rotate by EXIF, then metadata is dropped
    const resized = optimize
      ? image.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      : image;
    const encoded =
      mimeType === "image/png"
        ? resized.png({ compressionLevel: 9, palette: true })
        : mimeType === "image/webp"
          ? resized.webp({ quality: 82 })
          : mimeType === "image/avif"
            ? resized.avif({ quality: 60 })
            : resized.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    // an "optimized" file that came out larger keeps the original bytes
    const keepOriginal =
      !optimize || (data.length >= input.length && info.width <= MAX_EDGE && info.height <= MAX_EDGE);
    const meta = keepOriginal ? await sharp(input).metadata() : info;
    return {
      data: bytes(keepOriginal ? input : data),
      mimeType: keepOriginal ? mimeType : `image/${info.format}`,
      width: meta.width ?? null,
      height: meta.height ?? null,
      thumbnail: bytes(thumbnail),
    };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "media.brokenImage");
  }
}

export const uploadSchema = z.object({
  name: z.string().trim().max(200).optional(),
  folderId: z.preprocess((v) => (v === "" || v === "null" ? null : v), id().nullable().optional()),
});

export async function uploadMedia(file: unknown, input: z.infer<typeof uploadSchema>) {
  if (!(file instanceof File))
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "file", message: "validation.required" }] });
  const stored = await prepareFile(file, true);
  return db().media.create({
    data: {
      name: input.name || file.name || "upload",
      folderId: input.folderId ?? null,
      size: stored.data.length,
      ...stored,
    },
    select: mediaListSelect,
  });
}

export async function replaceMediaData(id: number, file: unknown, optimize: boolean) {
  if (!(file instanceof File))
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "file", message: "validation.required" }] });
  if (!(await db().media.findUnique({ where: { id }, select: { id: true } }))) throw notFound();
  const stored = await prepareFile(file, optimize);
  return db().media.update({ where: { id }, data: { size: stored.data.length, ...stored }, select: mediaListSelect });
}

/** The stored bytes (or the thumbnail) with what a browser needs to cache them. */
export async function mediaData(id: number, thumbnail: boolean) {
  const m = await db().media.findUnique({
    where: { id },
    select: { data: !thumbnail, thumbnail, mimeType: true, name: true, updatedAt: true },
  });
  if (!m) throw notFound();
  const bytes = thumbnail ? (m.thumbnail ?? null) : (m.data ?? null);
  if (!bytes) throw notFound();
  return {
    bytes,
    mimeType: thumbnail ? "image/webp" : m.mimeType,
    name: m.name,
    etag: `"${id}-${m.updatedAt.getTime()}${thumbnail ? "-t" : ""}"`,
  };
}

export async function mediaWithData(id: number) {
  const m = await db().media.findUnique({ where: { id }, select: { ...mediaListSelect, data: true } });
  if (!m) throw notFound();
  return { ...m, data: Buffer.from(m.data).toString("base64") };
}

export const moveSchema = z.object({
  ids: z.array(id()).min(1).max(500),
  folderId: id().nullable(),
});

export async function moveMediaToFolder(input: z.infer<typeof moveSchema>) {
  if (input.folderId && !(await db().mediaFolder.findUnique({ where: { id: input.folderId }, select: { id: true } })))
    throw notFound();
  const { count } = await db().media.updateMany({
    where: { id: { in: input.ids } },
    data: { folderId: input.folderId },
  });
  return { moved: count };
}

/** The media types with how many files each has. */
export async function mediaTypes() {
  const rows = await db().media.groupBy({ by: ["mimeType"], _count: true });
  return MEDIA_TYPES.map((type) => ({
    type,
    count: rows.filter((r) => mediaTypeOf(r.mimeType) === type).reduce((n, r) => n + r._count, 0),
  }));
}
