-- CreateTable
CREATE TABLE "SpreadsheetImport" (
    "id" SERIAL NOT NULL,
    "fileName" TEXT NOT NULL,
    "uploadedByAccountId" INTEGER,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "importedAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),
    "mapping" JSONB,
    "createdAccountIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "createdParentIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "createdChildIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "createdContactIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "mergedParentIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "skippedRows" INTEGER NOT NULL DEFAULT 0,
    "invitationsSent" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SpreadsheetImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpreadsheetImportFile" (
    "importId" INTEGER NOT NULL,
    "content" BYTEA NOT NULL,

    CONSTRAINT "SpreadsheetImportFile_pkey" PRIMARY KEY ("importId")
);

-- CreateIndex
CREATE INDEX "SpreadsheetImport_uploadedAt_idx" ON "SpreadsheetImport"("uploadedAt");

-- AddForeignKey
ALTER TABLE "SpreadsheetImportFile" ADD CONSTRAINT "SpreadsheetImportFile_importId_fkey" FOREIGN KEY ("importId") REFERENCES "SpreadsheetImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
