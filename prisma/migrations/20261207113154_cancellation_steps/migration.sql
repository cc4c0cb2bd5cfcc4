-- AlterTable
ALTER TABLE "TermsOfPayment" ADD COLUMN     "cancellationSteps" JSONB NOT NULL DEFAULT '[]';
