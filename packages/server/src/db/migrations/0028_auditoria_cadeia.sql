ALTER TABLE "auditoria" ADD COLUMN "orgao_credor_id" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "hash" char(64);--> statement-breakpoint
CREATE INDEX "auditoria_orgao_em" ON "auditoria" USING btree ("orgao_credor_id","em");--> statement-breakpoint
CREATE INDEX "auditoria_em" ON "auditoria" USING btree ("em");