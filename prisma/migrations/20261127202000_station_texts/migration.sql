-- Station texts, replies, receipts.
ALTER TABLE "Parent" ADD COLUMN "receipts" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Edition" ADD COLUMN "receiptsOnCheckIn" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "receiptsOnCheckOut" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "receiptsByText" BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN "receiptsByEmail" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Message" ADD COLUMN "origin" TEXT NOT NULL DEFAULT 'office', ADD COLUMN "childId" INTEGER;
CREATE INDEX "Message_childId_idx" ON "Message"("childId");
CREATE TABLE "InboundText" (
    "id" SERIAL NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "childId" INTEGER,
    "parentId" INTEGER,
    "messageId" INTEGER,
    CONSTRAINT "InboundText_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "InboundText_childId_receivedAt_idx" ON "InboundText"("childId", "receivedAt");
