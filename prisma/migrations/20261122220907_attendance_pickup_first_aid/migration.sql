-- AlterTable
ALTER TABLE "AttendanceRecord" ADD COLUMN     "overrideReason" TEXT,
ADD COLUMN     "pickupCode" TEXT,
ADD COLUMN     "recordedByAccountId" INTEGER,
ADD COLUMN     "seq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "verifiedBy" TEXT;

-- Number the records already there (oldest first) so the unique (childId, scheduleId, seq) index holds.
UPDATE "AttendanceRecord" AS r SET "seq" = n.seq
FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY "childId", "scheduleId" ORDER BY "recordedAt", "id") - 1 AS seq FROM "AttendanceRecord") AS n
WHERE r."id" = n."id";

-- CreateTable
CREATE TABLE "AttendanceRequest" (
    "key" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AttendanceRequest_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "AuthorizedPickup" (
    "id" SERIAL NOT NULL,
    "parentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "relationship" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "mayPickUp" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthorizedPickup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FirstAidReport" (
    "id" SERIAL NOT NULL,
    "childId" INTEGER NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "location" TEXT NOT NULL,
    "whatHappened" TEXT NOT NULL,
    "treatment" TEXT NOT NULL,
    "followUp" TEXT NOT NULL DEFAULT '',
    "staffId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FirstAidReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FirstAidRevision" (
    "id" SERIAL NOT NULL,
    "reportId" INTEGER NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "location" TEXT NOT NULL,
    "whatHappened" TEXT NOT NULL,
    "treatment" TEXT NOT NULL,
    "followUp" TEXT NOT NULL,
    "correctedById" INTEGER NOT NULL,
    "correctedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FirstAidRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuthorizedPickup_parentId_idx" ON "AuthorizedPickup"("parentId");

-- CreateIndex
CREATE INDEX "FirstAidReport_childId_idx" ON "FirstAidReport"("childId");

-- CreateIndex
CREATE INDEX "FirstAidReport_staffId_idx" ON "FirstAidReport"("staffId");

-- CreateIndex
CREATE INDEX "FirstAidReport_occurredAt_idx" ON "FirstAidReport"("occurredAt");

-- CreateIndex
CREATE INDEX "FirstAidRevision_reportId_idx" ON "FirstAidRevision"("reportId");

-- CreateIndex
CREATE UNIQUE INDEX "AttendanceRecord_childId_scheduleId_seq_key" ON "AttendanceRecord"("childId", "scheduleId", "seq");

-- AddForeignKey
ALTER TABLE "AuthorizedPickup" ADD CONSTRAINT "AuthorizedPickup_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FirstAidReport" ADD CONSTRAINT "FirstAidReport_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FirstAidReport" ADD CONSTRAINT "FirstAidReport_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FirstAidRevision" ADD CONSTRAINT "FirstAidRevision_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "FirstAidReport"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
