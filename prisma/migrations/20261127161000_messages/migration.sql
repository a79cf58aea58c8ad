-- CreateEnum
CREATE TYPE "MessagePurpose" AS ENUM ('PROGRAM', 'AFTER_VBS', 'OTHER_EVENTS');

-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('DRAFT', 'SCHEDULED', 'AWAITING_REVIEW', 'SENDING', 'SENT');

-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('EMAIL', 'TEXT');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED', 'OPENED', 'SKIPPED');

-- AlterTable
ALTER TABLE "Edition" ADD COLUMN     "messageReviewFamilies" INTEGER NOT NULL DEFAULT 50;

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "editionYear" INTEGER NOT NULL,
    "purpose" "MessagePurpose" NOT NULL DEFAULT 'PROGRAM',
    "status" "MessageStatus" NOT NULL DEFAULT 'DRAFT',
    "audience" TEXT NOT NULL,
    "emailSubject" TEXT,
    "emailBody" TEXT,
    "textBody" TEXT,
    "sendAt" TIMESTAMP(3),
    "createdById" INTEGER,
    "reviewedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMP(3),

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageRecipient" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "address" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "personType" TEXT NOT NULL,
    "personId" INTEGER NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'QUEUED',
    "reason" TEXT,
    "providerId" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "leaseUntil" TIMESTAMP(3),
    "claimedBy" TEXT,
    "sentAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageOptOut" (
    "channel" "MessageChannel" NOT NULL,
    "address" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageOptOut_pkey" PRIMARY KEY ("channel","address")
);

-- CreateIndex
CREATE INDEX "Message_status_sendAt_idx" ON "Message"("status", "sendAt");

-- CreateIndex
CREATE INDEX "Message_editionYear_createdAt_idx" ON "Message"("editionYear", "createdAt");

-- CreateIndex
CREATE INDEX "MessageRecipient_status_id_idx" ON "MessageRecipient"("status", "id");

-- CreateIndex
CREATE INDEX "MessageRecipient_providerId_idx" ON "MessageRecipient"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageRecipient_messageId_channel_address_key" ON "MessageRecipient"("messageId", "channel", "address");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageRecipient" ADD CONSTRAINT "MessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
