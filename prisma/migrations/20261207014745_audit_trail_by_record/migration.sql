-- DropIndex
DROP INDEX "AuditEvent_entity_entityId_idx";

-- CreateIndex
CREATE INDEX "AuditEvent_entity_entityId_id_idx" ON "AuditEvent"("entity", "entityId", "id");
