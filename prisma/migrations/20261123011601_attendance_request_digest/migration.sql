-- AlterTable
ALTER TABLE "AttendanceRequest" ADD COLUMN     "request" TEXT NOT NULL DEFAULT '';
