-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "deactivatedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorAccountId" INTEGER,
    "door" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "field" TEXT,
    "personType" TEXT,
    "personId" INTEGER,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_at_idx" ON "AuditEvent"("at");

-- CreateIndex
CREATE INDEX "AuditEvent_personType_personId_at_idx" ON "AuditEvent"("personType", "personId", "at");

-- CreateIndex
CREATE INDEX "AuditEvent_actorAccountId_at_idx" ON "AuditEvent"("actorAccountId", "at");

-- CreateIndex
CREATE INDEX "AuditEvent_kind_at_idx" ON "AuditEvent"("kind", "at");

-- The audit trail is append-only: rows are never changed, and removed only by the retention purge,
-- which sets the transaction-local flag vbs.audit_purge = 'on' (server/src/domains/audit/audit-retention.ts).
-- The function body writes its semicolons as \073 because the PostgreSQL migration runner splits scripts
-- on every semicolon, even inside a function body.
CREATE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''DELETE'' AND current_setting(''vbs.audit_purge'', true) = ''on'' THEN
    RETURN OLD\073
  END IF\073
  RAISE EXCEPTION ''The audit trail is append-only (% refused)'', TG_OP\073
END\073
';

CREATE TRIGGER "AuditEvent_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"();

CREATE TRIGGER "AuditEvent_no_truncate"
  BEFORE TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_event_append_only"();
