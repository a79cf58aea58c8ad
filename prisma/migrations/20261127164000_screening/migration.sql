-- CreateEnum
CREATE TYPE "ScreeningKind" AS ENUM ('BACKGROUND_CHECK', 'TRAINING', 'CODE_OF_CONDUCT');

-- CreateEnum
CREATE TYPE "BackgroundCheckResult" AS ENUM ('CLEAR', 'CONSIDER', 'PENDING', 'NOT_CLEAR');

-- AlterTable
ALTER TABLE "Edition" ADD COLUMN     "screeningRequiresCodeOfConduct" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "screeningRequiresTraining" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ScreeningRecord" (
    "id" SERIAL NOT NULL,
    "staffId" INTEGER,
    "internId" INTEGER,
    "kind" "ScreeningKind" NOT NULL,
    "completedOn" DATE NOT NULL,
    "expiresOn" DATE,
    "provider" TEXT,
    "result" "BackgroundCheckResult",
    "title" TEXT,
    "recordedByAccountId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replacedAt" TIMESTAMP(3),
    "replacedById" INTEGER,

    CONSTRAINT "ScreeningRecord_pkey" PRIMARY KEY ("id"),
    -- A record is about exactly one staff member or one intern.
    CONSTRAINT "ScreeningRecord_one_person" CHECK (num_nonnulls("staffId", "internId") = 1),
    -- A background check has a provider and a result.
    CONSTRAINT "ScreeningRecord_background_check" CHECK ("kind" <> 'BACKGROUND_CHECK' OR ("provider" IS NOT NULL AND "result" IS NOT NULL)),
    CONSTRAINT "ScreeningRecord_expiry_after" CHECK ("expiresOn" IS NULL OR "expiresOn" >= "completedOn")
);

-- CreateTable
CREATE TABLE "ScreeningReminder" (
    "recordId" INTEGER NOT NULL,
    "daysBefore" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreeningReminder_pkey" PRIMARY KEY ("recordId","daysBefore")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScreeningRecord_replacedById_key" ON "ScreeningRecord"("replacedById");

-- CreateIndex
CREATE INDEX "ScreeningRecord_staffId_kind_idx" ON "ScreeningRecord"("staffId", "kind");

-- CreateIndex
CREATE INDEX "ScreeningRecord_internId_kind_idx" ON "ScreeningRecord"("internId", "kind");

-- CreateIndex
CREATE INDEX "ScreeningRecord_kind_expiresOn_idx" ON "ScreeningRecord"("kind", "expiresOn");

-- AddForeignKey
ALTER TABLE "ScreeningRecord" ADD CONSTRAINT "ScreeningRecord_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningRecord" ADD CONSTRAINT "ScreeningRecord_internId_fkey" FOREIGN KEY ("internId") REFERENCES "Intern"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningReminder" ADD CONSTRAINT "ScreeningReminder_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "ScreeningRecord"("id") ON DELETE CASCADE ON UPDATE CASCADE;
