// Draws Harbour's icon once (a harbour light over waves on the brand colour) and writes the files
// Next.js serves by convention: app/icon.svg, app/favicon.ico, app/apple-icon.png, and the web app
// manifest's PNGs in public/. Run `npx tsx scripts/make-icons.ts` after changing the drawing; the
// generated files are committed.
import { writeFileSync } from "node:fs";
import sharp from "sharp";

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0e7490"/>
  <path d="M32 10 L38 18 L35 18 L36.5 38 L27.5 38 L29 18 L26 18 Z" fill="#ffffff"/>
  <circle cx="32" cy="15" r="2.5" fill="#fde68a"/>
  <path d="M8 44 Q14 39 20 44 T32 44 T44 44 T56 44" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M8 53 Q14 48 20 53 T32 53 T44 53 T56 53" stroke="#a5f3fc" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>
`;

const png = (size: number) =>
  sharp(Buffer.from(ICON_SVG), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An .ico holding PNG images (every current browser reads them). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  writeFileSync("app/icon.svg", ICON_SVG);
  writeFileSync(
    "app/favicon.ico",
    ico([
      { size: 16, data: await png(16) },
      { size: 32, data: await png(32) },
      { size: 48, data: await png(48) },
    ]),
  );
  writeFileSync("app/apple-icon.png", await png(180));
  writeFileSync("public/icon-192.png", await png(192));
  writeFileSync("public/icon-512.png", await png(512));
  console.log(
    "icons written: app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icon-192.png, public/icon-512.png",
  );
}

await main();
