-- A message's optional Spanish version, and each recipient row's language (issue 30).
ALTER TABLE "Message" ADD COLUMN "emailSubjectEs" TEXT,
ADD COLUMN "emailBodyEs" TEXT,
ADD COLUMN "textBodyEs" TEXT;

ALTER TABLE "MessageRecipient" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
