-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "xml" TEXT;
