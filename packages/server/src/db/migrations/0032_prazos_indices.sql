DROP INDEX "processo_prescricao";--> statement-breakpoint
DROP INDEX "processo_orgao_prescricao";--> statement-breakpoint
DROP INDEX "processo_prescricao_prazo";--> statement-breakpoint
ALTER TABLE "processo" ADD COLUMN "prescricao_revisao" date;--> statement-breakpoint
CREATE INDEX "processo_prescricao_prazo_desc" ON "processo" USING btree ("prescricao_prazo" NULLS FIRST,"id","orgao_credor_id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_prescricao_ordem_nivel" ON "processo" USING btree (array_position(array['VERDE','AMARELO','LARANJA','VERMELHO','CRITICO','PRESCRITO','SUSPENSO','AJUIZADO','EXTINTO']::varchar[], "prescricao_nivel"),"id","orgao_credor_id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_prescricao_revisao" ON "processo" USING btree ("prescricao_revisao","id") WHERE not "processo"."excluido" and "processo"."prescricao_revisao" is not null;--> statement-breakpoint
CREATE INDEX "processo_prescricao" ON "processo" USING btree ("prescricao_nivel","prescricao_prazo","id","total_corrigido") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_orgao_prescricao" ON "processo" USING btree ("orgao_credor_id","prescricao_nivel","prescricao_prazo","id","total_corrigido") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_prescricao_prazo" ON "processo" USING btree ("prescricao_prazo","id","orgao_credor_id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;