-- A day's curriculum becomes keyed content sections (SPEC §2). The old single HTML string is kept as the
-- day's "message" section before its column goes, so no written curriculum is lost.

-- CreateTable
CREATE TABLE "CurriculumSection" (
    "dayId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CurriculumSection_pkey" PRIMARY KEY ("dayId","key")
);

-- AddForeignKey
ALTER TABLE "CurriculumSection" ADD CONSTRAINT "CurriculumSection_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "Day"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Carry the old curriculum over
INSERT INTO "CurriculumSection" ("dayId", "key", "html")
SELECT "id", 'message', "curriculum" FROM "Day" WHERE "curriculum" <> '';

-- AlterTable
ALTER TABLE "Day" DROP COLUMN "curriculum";
