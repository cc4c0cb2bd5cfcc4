// The name a booking document is kept under when staff give one on upload.

/** The name given, with the file's extension when it has none of its own ("Voucher" for scan.pdf: Voucher.pdf). */
export function uploadName(given: string, fileName: string): string {
  const name = given.trim();
  if (!name) return fileName;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? "";
  return extension && !name.toLowerCase().endsWith(extension.toLowerCase()) ? `${name}${extension}` : name;
}
