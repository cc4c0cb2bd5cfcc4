-- A split invoice (POST /api/bookings/{id}/splitInvoice) names the calculation lines it invoices.
ALTER TABLE "Invoice" ADD COLUMN "lineKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];
