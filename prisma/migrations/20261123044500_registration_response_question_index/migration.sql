-- CreateIndex
CREATE INDEX "RegistrationResponse_questionId_idx" ON "RegistrationResponse"("questionId");
