DROP INDEX "processo_orgao_fase_situacao";--> statement-breakpoint
DROP INDEX "processo_devedor";--> statement-breakpoint
CREATE INDEX "processo_fase_data" ON "processo" USING btree ("fase_id","data","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_fase_data" ON "processo" USING btree ("orgao_credor_id","fase_id","data","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_numero" ON "processo" USING btree ("orgao_credor_id","numero","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_id" ON "processo" USING btree ("orgao_credor_id","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_lavrados_data" ON "processo" USING btree ("data","id") WHERE not "processo"."excluido" and "processo"."lavrado";--> statement-breakpoint
CREATE INDEX "processo_orgao_lavrados_data" ON "processo" USING btree ("orgao_credor_id","data","id") WHERE not "processo"."excluido" and "processo"."lavrado";--> statement-breakpoint
CREATE INDEX "processo_ano_data" ON "processo" USING btree (left("numero", 4),"data","id","numero") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_orgao_ano_data" ON "processo" USING btree ("orgao_credor_id",left("numero", 4),"data","id","numero") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_recuperados_data" ON "processo" USING btree ("data","id") WHERE not "processo"."excluido" and ("processo"."valor_atualizado_pago" > 0 or "processo"."valor_correcao_pago" > 0 or "processo"."valor_multa_pago" > 0 or "processo"."valor_juros_pago" > 0 or "processo"."valor_juros_mes_pagamento_pago" > 0 or "processo"."valor_honorarios_pago" > 0);--> statement-breakpoint
CREATE INDEX "processo_orgao_recuperados_data" ON "processo" USING btree ("orgao_credor_id","data","id") WHERE not "processo"."excluido" and ("processo"."valor_atualizado_pago" > 0 or "processo"."valor_correcao_pago" > 0 or "processo"."valor_multa_pago" > 0 or "processo"."valor_juros_pago" > 0 or "processo"."valor_juros_mes_pagamento_pago" > 0 or "processo"."valor_honorarios_pago" > 0);--> statement-breakpoint
CREATE INDEX "processo_orgao_fase_situacao" ON "processo" USING btree ("orgao_credor_id","fase_id","situacao_id","data","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_devedor" ON "processo" USING btree ("devedor_id","orgao_credor_id","id","excluido");--> statement-breakpoint
-- statistics of the expression index (left(numero, 4)), which the planner has none of until then
ANALYZE "processo";