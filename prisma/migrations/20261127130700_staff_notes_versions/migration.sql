-- AlterTable
ALTER TABLE "Child" ADD COLUMN     "staffNotesVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Parent" ADD COLUMN     "internalNotesVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "StaffNotesVersion" (
    "id" SERIAL NOT NULL,
    "childId" INTEGER,
    "parentId" INTEGER,
    "version" INTEGER NOT NULL,
    "notes" TEXT NOT NULL,
    "savedById" INTEGER,
    "savedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffNotesVersion_pkey" PRIMARY KEY ("id"),
    -- A version belongs to exactly one child's notes or one family's notes.
    CONSTRAINT "StaffNotesVersion_one_subject" CHECK (num_nonnulls("childId", "parentId") = 1),
    CONSTRAINT "StaffNotesVersion_version_check" CHECK ("version" >= 0)
);

-- CreateIndex
CREATE INDEX "StaffNotesVersion_savedById_idx" ON "StaffNotesVersion"("savedById");

-- CreateIndex
CREATE INDEX "StaffNotesVersion_childId_version_idx" ON "StaffNotesVersion"("childId", "version");

-- CreateIndex
CREATE INDEX "StaffNotesVersion_parentId_version_idx" ON "StaffNotesVersion"("parentId", "version");

-- AddForeignKey
ALTER TABLE "StaffNotesVersion" ADD CONSTRAINT "StaffNotesVersion_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNotesVersion" ADD CONSTRAINT "StaffNotesVersion_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNotesVersion" ADD CONSTRAINT "StaffNotesVersion_savedById_fkey" FOREIGN KEY ("savedById") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
