CREATE INDEX "divida_ativa_numero_prefixo" ON "divida_ativa" USING btree ("numero_cda" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_cobranca_numero_prefixo" ON "processo_cobranca" USING btree ("numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_numero" ON "processo_cobranca" USING btree ("orgao_credor_id","numero","id");--> statement-breakpoint
CREATE INDEX "processo_cobranca_orgao_id" ON "processo_cobranca" USING btree ("orgao_credor_id","id");