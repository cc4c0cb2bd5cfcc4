-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "diveRequirements" JSONB;

-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "diveRequirements" JSONB;

-- AlterTable
ALTER TABLE "Tour" ADD COLUMN     "diveRequirements" JSONB;
