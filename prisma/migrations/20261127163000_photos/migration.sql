-- CreateTable
CREATE TABLE "Photo" (
    "id" TEXT NOT NULL,
    "childId" INTEGER,
    "pickupPersonId" INTEGER,
    "parentId" INTEGER,
    "data" BYTEA NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id"),
    -- A photo is of exactly one child, pickup person or parent.
    CONSTRAINT "Photo_one_subject" CHECK (num_nonnulls("childId", "pickupPersonId", "parentId") = 1),
    CONSTRAINT "Photo_size_check" CHECK ("width" > 0 AND "height" > 0 AND "byteSize" = octet_length("data"))
);

-- CreateIndex
CREATE UNIQUE INDEX "Photo_childId_key" ON "Photo"("childId");

-- CreateIndex
CREATE UNIQUE INDEX "Photo_pickupPersonId_key" ON "Photo"("pickupPersonId");

-- CreateIndex
CREATE UNIQUE INDEX "Photo_parentId_key" ON "Photo"("parentId");

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_pickupPersonId_fkey" FOREIGN KEY ("pickupPersonId") REFERENCES "AuthorizedPickup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
