-- AlterTable
ALTER TABLE "Commission" ADD COLUMN     "date" DATE;
