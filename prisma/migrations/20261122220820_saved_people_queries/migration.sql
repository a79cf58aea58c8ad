-- CreateTable
CREATE TABLE "SavedPeopleQuery" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "definition" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT true,
    "ownerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedPeopleQuery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedPeopleQuery_ownerId_idx" ON "SavedPeopleQuery"("ownerId");

-- AddForeignKey
ALTER TABLE "SavedPeopleQuery" ADD CONSTRAINT "SavedPeopleQuery_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
