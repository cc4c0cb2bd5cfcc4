// What the public widget page (/widget/{slug}) shows of a widget: its name, colour and language
// and the resort or vessel it sells. Open to guests, so nothing internal (no origins, no ids of
// other records). An unknown or inactive widget, or one whose resort or vessel is no longer
// active, is not found.
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { SLUG_PATTERN } from "../../validation/web-addresses";

export type PublicWidget = {
  slug: string;
  name: string;
  offer: "resort" | "vessel";
  primaryColor: string;
  language: string;
  /** the resort's or the vessel's id and name */
  asset: { id: number; name: string };
};

export async function publicWidget(slug: string, tx: Tx = db()): Promise<PublicWidget> {
  if (!SLUG_PATTERN.test(slug)) throw notFound();
  const w = await tx.widget.findUnique({
    where: { slug },
    select: {
      slug: true,
      name: true,
      offer: true,
      primaryColor: true,
      language: true,
      isActive: true,
      resort: { select: { id: true, name: true, isActive: true } },
      vessel: { select: { id: true, name: true, isActive: true } },
    },
  });
  const asset = w?.offer === "resort" ? w.resort : w?.vessel;
  if (!w?.isActive || !asset?.isActive) throw notFound();
  return {
    slug: w.slug,
    name: w.name,
    offer: w.offer,
    primaryColor: w.primaryColor,
    language: w.language,
    asset: { id: asset.id, name: asset.name },
  };
}
