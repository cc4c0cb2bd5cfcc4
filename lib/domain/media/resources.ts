// Media and media folders. Uploads arrive through POST /api/media (multipart); the list never
// carries the file bytes.
import { z } from "zod";
import type { Prisma } from "../../core/db";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { i18nText, id, name, optional } from "../../resources/fields";

export const MEDIA_TYPES = ["image", "document", "video", "other"] as const;

export function mediaTypeOf(mimeType: string): (typeof MEDIA_TYPES)[number] {
  if (mimeType.startsWith("image/")) return "image";
  if (mimeType.startsWith("video/")) return "video";
  if (
    mimeType === "application/pdf" ||
    mimeType.startsWith("text/") ||
    mimeType.includes("document") ||
    mimeType.includes("sheet")
  )
    return "document";
  return "other";
}

export const mediaListSelect = {
  id: true,
  folderId: true,
  name: true,
  mimeType: true,
  size: true,
  width: true,
  height: true,
  alt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.MediaSelect;

export const mediaResource = defineResource({
  name: "media",
  model: "media",
  access: { read: ["media.read"], create: ["media.create"], update: ["media.update"], delete: ["media.update"] },
  // JSON create is not offered: files come as multipart uploads (see app/api/media/route.ts)
  create: z.object({ name: name(200), folderId: optional(id()), alt: i18nText(500) }),
  update: z.object({ name: name(200), folderId: optional(id()), alt: i18nText(500) }).partial(),
  search: ["name"],
  filters: {
    folderId: { kind: "int" },
    mimeType: { kind: "string" },
    type: {
      kind: "custom",
      parse: z.enum(MEDIA_TYPES),
      where: (t: string) =>
        t === "image"
          ? { mimeType: { startsWith: "image/" } }
          : t === "video"
            ? { mimeType: { startsWith: "video/" } }
            : t === "document"
              ? { OR: [{ mimeType: "application/pdf" }, { mimeType: { startsWith: "text/" } }] }
              : {
                  NOT: [
                    { mimeType: { startsWith: "image/" } },
                    { mimeType: { startsWith: "video/" } },
                    { mimeType: "application/pdf" },
                  ],
                },
    },
  },
  sort: { id: "id", name: "name", size: "size", createdAt: "createdAt" },
  defaultSort: { key: "createdAt", order: "desc" },
  select: mediaListSelect,
  csv: csvColumns("media.fields", ["id", "name", "mimeType", "size", "width", "height"]),
  copy: (m) => ({ name: `${m.name} (2)` }),
});

export const mediaFolderResource = defineResource({
  name: "mediafolder",
  model: "mediaFolder",
  access: { read: ["media.read"], create: ["media.create"], update: ["media.update"], delete: ["media.update"] },
  create: z.object({ name: name(120), parentId: optional(id()) }),
  search: ["name"],
  filters: { parentId: { kind: "int" } },
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: [
    { key: "id", header: "media.fields.id" },
    { key: "name", header: "media.fields.name" },
  ],
  references: [
    { model: "media", field: "folderId", label: "media" },
    { model: "mediaFolder", field: "parentId", label: "folders" },
  ],
  copy: (f) => ({ name: `${f.name} (2)` }),
});

export const MEDIA_RESOURCES = [mediaResource, mediaFolderResource];
