CREATE INDEX IF NOT EXISTS "auditoria_orgao_entidade_em" ON "auditoria" USING btree ("orgao_credor_id","entidade","em","acao");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auditoria_orgao_acao_em" ON "auditoria" USING btree ("orgao_credor_id","acao","em");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auditoria_orgao_usuario_em" ON "auditoria" USING btree ("orgao_credor_id","usuario_id","em");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auditoria_entidade_ordem" ON "auditoria" USING btree ("entidade","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auditoria_acao_ordem" ON "auditoria" USING btree ("acao","id");