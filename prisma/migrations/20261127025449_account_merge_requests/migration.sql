-- CreateTable
CREATE TABLE "AccountMergeRequest" (
    "id" SERIAL NOT NULL,
    "keepAccountId" INTEGER NOT NULL,
    "mergeAccountId" INTEGER NOT NULL,
    "requestedByAccountId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "keepConfirmedAt" TIMESTAMP(3),
    "mergeConfirmedAt" TIMESTAMP(3),

    CONSTRAINT "AccountMergeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountMergeRequest_mergeAccountId_idx" ON "AccountMergeRequest"("mergeAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "AccountMergeRequest_keepAccountId_mergeAccountId_key" ON "AccountMergeRequest"("keepAccountId", "mergeAccountId");

-- AddForeignKey
ALTER TABLE "AccountMergeRequest" ADD CONSTRAINT "AccountMergeRequest_keepAccountId_fkey" FOREIGN KEY ("keepAccountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountMergeRequest" ADD CONSTRAINT "AccountMergeRequest_mergeAccountId_fkey" FOREIGN KEY ("mergeAccountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
