DROP INDEX "usuario_nome_busca";--> statement-breakpoint
DROP INDEX "usuario_orgao_nome";--> statement-breakpoint
CREATE INDEX "usuario_nome_busca_ordem" ON "usuario" USING btree ("ativo",("nome_busca" collate "C"),"nome","id");--> statement-breakpoint
CREATE INDEX "usuario_orgao_nome_busca" ON "usuario" USING btree ("orgao_credor_id","ativo",("nome_busca" collate "C"),"nome","id");