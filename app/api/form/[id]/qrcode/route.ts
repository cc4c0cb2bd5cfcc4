// POST (or GET) /api/form/{id}/qrcode: the form's public link as a PNG QR code (a printed sheet).
import { z } from "zod";
import { formQrCode } from "@/lib/domain/forms/form-qrcode";
import { formResource } from "@/lib/domain/forms/form-resources";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { pathId } from "@/lib/http/path-id";

const handler = route(
  {
    summary: "The form's public link (/forms/{id}/{token}) as a PNG QR code (size 64 to 1024 px).",
    resource: [formResource, "read"],
    params: z.object({ id: z.string().max(12) }),
    query: z.object({ size: z.coerce.number().int().min(64).max(1024).default(256) }),
    response: file("image/png", "PNG"),
  },
  async ({ params, query }) => {
    const qr = await formQrCode(pathId(params.id), query.size);
    return new Response(qr.body, {
      headers: { "content-type": "image/png", "cache-control": "private, no-store", "x-qr-text": qr.text },
    });
  },
);

export const POST = handler;
export const GET = handler;
