-- AlterTable
ALTER TABLE "PointsAdjustment" ADD COLUMN     "byInternId" INTEGER,
ADD COLUMN     "undoneByInternId" INTEGER;

-- AddForeignKey
ALTER TABLE "PointsAdjustment" ADD CONSTRAINT "PointsAdjustment_byInternId_fkey" FOREIGN KEY ("byInternId") REFERENCES "Intern"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsAdjustment" ADD CONSTRAINT "PointsAdjustment_undoneByInternId_fkey" FOREIGN KEY ("undoneByInternId") REFERENCES "Intern"("id") ON DELETE SET NULL ON UPDATE CASCADE;
