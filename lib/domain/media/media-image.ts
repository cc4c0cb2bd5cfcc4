// A picture of the media library by its URL, for documents (the operator's logo on a PDF): only
// the product's own media (/api/media/{id}/data, relative or on this installation's public
// origin) are read, from the database; any other address gives no picture, since nothing is
// fetched from the internet while a document is drawn. The picture comes as PNG or JPEG (what PDF
// renderers embed), at most 600 px on its longer side.
import sharp from "sharp";
import { db } from "../../core/db";
import { publicOrigin } from "../../core/origin";

const OWN_MEDIA = /^\/api\/media\/(\d{1,9})\/data$/;

/** The media id an URL names, when it is one of the product's own media; null otherwise. */
export function ownMediaId(url: string | null | undefined): number | null {
  if (!url || !url.trim()) return null;
  let path: string;
  try {
    const parsed = new URL(url.trim(), publicOrigin());
    if (parsed.origin !== new URL(publicOrigin()).origin) return null;
    path = parsed.pathname;
  } catch {
    return null;
  }
  const m = OWN_MEDIA.exec(path);
  return m ? Number(m[1]) : null;
}

export type DocumentImage = { data: Buffer; format: "png" | "jpg" };

/** The picture at `url` for a document, or null (not our media, missing, or not an image). */
export async function documentImage(url: string | null | undefined): Promise<DocumentImage | null> {
  const id = ownMediaId(url);
  if (id === null) return null;
  const m = await db().media.findUnique({ where: { id }, select: { data: true, mimeType: true } });
  if (!m?.data || !m.mimeType.startsWith("image/")) return null;
  try {
    const image = sharp(Buffer.from(m.data), { failOn: "error" }).resize({
      width: 600,
      height: 600,
      fit: "inside",
      withoutEnlargement: true,
    });
    return m.mimeType === "image/jpeg"
      ? { data: await image.jpeg({ quality: 90 }).toBuffer(), format: "jpg" }
      : { data: await image.png().toBuffer(), format: "png" };
  } catch {
    return null;
  }
}
