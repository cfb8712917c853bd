DROP INDEX "processo_numero_administrativo";--> statement-breakpoint
CREATE INDEX "devedor_documento_prefixo" ON "devedor" USING btree ("documento_identificacao" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_total" ON "processo" USING btree ("total_corrigido","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_total" ON "processo" USING btree ("orgao_credor_id","total_corrigido","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_ultimo_andamento" ON "processo" USING btree ("data_ultimo_andamento","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_ultimo_andamento" ON "processo" USING btree ("orgao_credor_id","data_ultimo_andamento","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_fase_situacao" ON "processo" USING btree ("orgao_credor_id","fase_id","situacao_id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_numero_prefixo" ON "processo" USING btree ("numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_numero_administrativo" ON "processo" USING btree ("numero_processo_administrativo" varchar_pattern_ops);