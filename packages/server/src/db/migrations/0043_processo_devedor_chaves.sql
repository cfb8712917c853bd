ALTER TABLE "processo" ADD COLUMN "devedor_nome_busca" varchar(100);--> statement-breakpoint
ALTER TABLE "processo" ADD COLUMN "devedor_nome" varchar(100);--> statement-breakpoint
ALTER TABLE "processo" ADD COLUMN "devedor_documento" varchar(20);--> statement-breakpoint
-- The rows already here, filled before the indexes are built (building them first and updating every
-- row after took 148 s for the same change on processo_cobranca, 0041); 0044 keeps them.
UPDATE processo p
   SET devedor_nome_busca = d.nome_busca, devedor_nome = d.nome, devedor_documento = d.documento_identificacao
  FROM devedor d
 WHERE d.id = p.devedor_id;--> statement-breakpoint
CREATE INDEX "processo_orgao_devedor_nome" ON "processo" USING btree ("orgao_credor_id",("devedor_nome_busca" collate "C"),"devedor_nome","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_devedor_nome" ON "processo" USING btree (("devedor_nome_busca" collate "C"),"devedor_nome","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_devedor_documento" ON "processo" USING btree ("orgao_credor_id","devedor_documento","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_devedor_documento" ON "processo" USING btree ("devedor_documento","id") WHERE not "processo"."excluido";;--> statement-breakpoint
ANALYZE processo;