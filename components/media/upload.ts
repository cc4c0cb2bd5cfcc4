// Multipart uploads for the media screens (the JSON helper in lib/client/api cannot send files).
import type { ErrorBody } from "@/lib/core/errors";

export type Medium = {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  folderId: number | null;
  updatedAt?: string;
};
export type UploadResult = { ok: true; data: Medium } | { ok: false; status: number; message?: string };

/** POSTs a file (and text fields) as multipart; the error carries the server's translated message if it sent one. */
export async function uploadFile(url: string, file: File, fields: Record<string, string> = {}): Promise<UploadResult> {
  const body = new FormData();
  body.set("file", file);
  for (const [k, v] of Object.entries(fields)) if (v) body.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", body });
  } catch {
    return { ok: false, status: 0 };
  }
  // a proxy in front may answer 413 with HTML: then only the status tells what happened
  const json = (await res.json().catch(() => null)) as (Medium & ErrorBody) | null;
  if (res.ok && json) return { ok: true, data: json };
  return { ok: false, status: res.status, message: json?.message || undefined };
}

/** The translation key for a failed upload without a message from the server. */
export const uploadErrorKey = (status: number) =>
  status === 413 ? "media.tooLarge" : status === 415 ? "media.unsupported" : "media.uploadFailed";

/** Raster images have a thumbnail; SVG and GIF are shown as they are. */
export function previewUrl(
  m: { id: number; mimeType: string; updatedAt?: string | Date | null },
  thumb: boolean,
): string | null {
  if (!m.mimeType.startsWith("image/")) return null;
  // the file is cached for an hour: a version parameter shows a replaced file at once
  const v = m.updatedAt ? `v=${new Date(m.updatedAt).getTime()}` : "";
  const raster = m.mimeType !== "image/svg+xml" && m.mimeType !== "image/gif";
  const q = [thumb && raster ? "thumb=1" : "", v].filter(Boolean).join("&");
  return `/api/media/${m.id}/data${q ? `?${q}` : ""}`;
}
