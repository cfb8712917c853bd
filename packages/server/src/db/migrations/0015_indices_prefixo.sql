DROP INDEX "processo_numero_administrativo";--> statement-breakpoint
CREATE INDEX "devedor_documento_prefixo" ON "devedor" USING btree ("documento_identificacao" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_numero_prefixo" ON "processo" USING btree ("numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "processo_numero_administrativo" ON "processo" USING btree ("numero_processo_administrativo" varchar_pattern_ops);