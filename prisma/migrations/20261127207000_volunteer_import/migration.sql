-- A spreadsheet import holds families or volunteers (staff and interns).
CREATE TYPE "ImportKind" AS ENUM ('FAMILIES', 'VOLUNTEERS');

ALTER TABLE "SpreadsheetImport" ADD COLUMN "kind" "ImportKind" NOT NULL DEFAULT 'FAMILIES',
ADD COLUMN "createdStaffIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN "createdInternIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
