ALTER TABLE "configuracao" ADD COLUMN "anos_prescricao" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "processo" ADD COLUMN "prescricao_nivel" varchar(12);--> statement-breakpoint
ALTER TABLE "processo" ADD COLUMN "prescricao_prazo" date;--> statement-breakpoint
ALTER TABLE "divida_ativa" ADD COLUMN "prescrita" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "processo_prescricao" ON "processo" USING btree ("prescricao_nivel","prescricao_prazo","id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_orgao_prescricao" ON "processo" USING btree ("orgao_credor_id","prescricao_nivel","prescricao_prazo","id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;--> statement-breakpoint
CREATE INDEX "processo_prescricao_prazo" ON "processo" USING btree ("prescricao_prazo","id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;