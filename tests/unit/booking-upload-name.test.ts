import { describe, expect, it } from "vitest";
import { uploadName } from "@/components/booking/upload-name";

describe("the name a booking document is uploaded under", () => {
  it("is the file's own without a name given, the name given with the file's extension otherwise", () => {
    expect(uploadName("", "scan.pdf")).toBe("scan.pdf");
    expect(uploadName("  ", "scan.pdf")).toBe("scan.pdf");
    expect(uploadName(" Voucher ", "scan.pdf")).toBe("Voucher.pdf");
    // an extension already there is not doubled, in whatever case
    expect(uploadName("Voucher.PDF", "scan.pdf")).toBe("Voucher.PDF");
    // a file without an extension gives none
    expect(uploadName("Passport", "README")).toBe("Passport");
  });
});
