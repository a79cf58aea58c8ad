-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('YES_NO', 'ONE_OF', 'MANY_OF', 'TEXT', 'LONG_TEXT', 'DATE', 'CONSENT');

-- AlterTable
ALTER TABLE "Child" ADD COLUMN     "medicalAlert" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Question" ADD COLUMN     "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "type" "QuestionType" NOT NULL DEFAULT 'TEXT';

-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "decisionBatch" TEXT,
ADD COLUMN     "decisionMailDueAt" TIMESTAMP(3),
ADD COLUMN     "decisionMailSentAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "RegistrationResponse" ADD COLUMN     "value" JSONB;

-- CreateIndex
CREATE INDEX "Registration_decisionMailDueAt_idx" ON "Registration"("decisionMailDueAt");
