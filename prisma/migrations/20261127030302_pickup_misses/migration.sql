-- AlterTable
ALTER TABLE "AttendanceRecord" ADD COLUMN     "pickupMisses" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pickupMissesOn" DATE;
