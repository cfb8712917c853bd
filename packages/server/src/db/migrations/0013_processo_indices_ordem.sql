DROP INDEX "processo_orgao_data";--> statement-breakpoint
DROP INDEX "processo_data";--> statement-breakpoint
DROP INDEX "processo_fase_situacao";--> statement-breakpoint
CREATE INDEX "processo_orgao_data" ON "processo" USING btree ("orgao_credor_id","data","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_data" ON "processo" USING btree ("data","id") WHERE not "processo"."excluido";--> statement-breakpoint
CREATE INDEX "processo_fase_situacao" ON "processo" USING btree ("fase_id","situacao_id","data","id") WHERE not "processo"."excluido";