ALTER TABLE "processo_cobranca" ADD COLUMN "titular_devedor_id" integer;--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_processo_numero" varchar(16);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_nome_busca" varchar(100);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_nome" varchar(100);--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "titular_documento" varchar(20);--> statement-breakpoint
ALTER TABLE "processo_cobranca_cda" ADD COLUMN "numero_cda" varchar(12);--> statement-breakpoint
ALTER TABLE "processo_cobranca_cda" ADD COLUMN "devedor_documento" varchar(20);--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_processo" ON "processo_cobranca" USING btree ("orgao_credor_id","titular_processo_numero","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_processo" ON "processo_cobranca" USING btree ("titular_processo_numero","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_nome" ON "processo_cobranca" USING btree ("orgao_credor_id",("titular_nome_busca" collate "C"),"titular_nome","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_nome" ON "processo_cobranca" USING btree (("titular_nome_busca" collate "C"),"titular_nome","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_titular_documento" ON "processo_cobranca" USING btree ("orgao_credor_id","titular_documento","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_documento" ON "processo_cobranca" USING btree ("titular_documento","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_titular_devedor" ON "processo_cobranca" USING btree ("titular_devedor_id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_cda_numero_cda" ON "processo_cobranca_cda" USING btree ("numero_cda" varchar_pattern_ops,"processo_cobranca_id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_cda_documento" ON "processo_cobranca_cda" USING btree ("devedor_documento" varchar_pattern_ops,"processo_cobranca_id");