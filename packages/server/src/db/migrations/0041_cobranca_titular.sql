ALTER TABLE "processo_cobranca" ADD COLUMN "titular_devedor_id" integer;--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_processo_numero" varchar(16);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_nome_busca" varchar(100);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_nome" varchar(100);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_documento" varchar(20);--> statement-breakpoint
ALTER TABLE "processo_cobranca_cda" ADD COLUMN "numero_cda" varchar(12);--> statement-breakpoint
ALTER TABLE "processo_cobranca_cda" ADD COLUMN "devedor_documento" varchar(20);--> statement-breakpoint
-- The rows already here, filled before the indexes are built (the first version of these migrations,
-- updating every row after building them, took 148 s on 198,017 agreements at load 9); 0042 keeps them.
UPDATE processo_cobranca_cda c
   SET numero_cda = da.numero_cda, devedor_documento = d.documento_identificacao
  FROM divida_ativa da, processo p, devedor d
 WHERE da.id = c.divida_ativa_id AND p.id = c.processo_id AND d.id = p.devedor_id;--> statement-breakpoint
UPDATE processo_cobranca pc
   SET titular_devedor_id = d.id, titular_processo_numero = p.numero, titular_nome_busca = d.nome_busca,
       titular_nome = d.nome, titular_documento = d.documento_identificacao
  FROM processo_cobranca_cda c
  JOIN processo p ON p.id = c.processo_id
  JOIN devedor d ON d.id = p.devedor_id
 WHERE c.processo_cobranca_id = pc.id AND c.ordem = 0;--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_processo" ON "processo_cobranca" USING btree ("orgao_credor_id","titular_processo_numero","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_processo" ON "processo_cobranca" USING btree ("titular_processo_numero","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_nome" ON "processo_cobranca" USING btree ("orgao_credor_id",("titular_nome_busca" collate "C"),"titular_nome","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_nome" ON "processo_cobranca" USING btree (("titular_nome_busca" collate "C"),"titular_nome","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_documento" ON "processo_cobranca" USING btree ("orgao_credor_id","titular_documento","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_documento" ON "processo_cobranca" USING btree ("titular_documento","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_devedor" ON "processo_cobranca" USING btree ("titular_devedor_id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_cda_numero_cda" ON "processo_cobranca_cda" USING btree ("numero_cda" varchar_pattern_ops,"processo_cobranca_id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_cda_documento" ON "processo_cobranca_cda" USING btree ("devedor_documento" varchar_pattern_ops,"processo_cobranca_id");--> statement-breakpoint
ANALYZE processo_cobranca;--> statement-breakpoint
ANALYZE processo_cobranca_cda;
