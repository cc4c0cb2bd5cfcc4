-- CreateTable
CREATE TABLE "Widget" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "offer" "AssetType" NOT NULL,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "primaryColor" TEXT NOT NULL DEFAULT '#0e7490',
    "language" TEXT NOT NULL DEFAULT 'de',
    "allowedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Widget_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Widget_slug_key" ON "Widget"("slug");

-- CreateIndex
CREATE INDEX "Widget_resortId_idx" ON "Widget"("resortId");

-- CreateIndex
CREATE INDEX "Widget_vesselId_idx" ON "Widget"("vesselId");

-- AddForeignKey
ALTER TABLE "Widget" ADD CONSTRAINT "Widget_resortId_fkey" FOREIGN KEY ("resortId") REFERENCES "Resort"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Widget" ADD CONSTRAINT "Widget_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Written by hand: a widget sells exactly the asset its offer names (the resource's prepare says
-- so first, with a field message; this keeps every other writer honest).
ALTER TABLE "Widget" ADD CONSTRAINT "Widget_offer_asset_check" CHECK (
  ("offer" = 'resort' AND "resortId" IS NOT NULL AND "vesselId" IS NULL)
  OR ("offer" = 'vessel' AND "vesselId" IS NOT NULL AND "resortId" IS NULL)
);
