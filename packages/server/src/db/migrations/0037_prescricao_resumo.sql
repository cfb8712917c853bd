CREATE TABLE "resumo_prescricao" (
	"orgao_credor_id" integer NOT NULL,
	"nivel" varchar(12) NOT NULL,
	"quantidade" bigint NOT NULL,
	"valor" numeric(17, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "processo_prescricao_nivel_valor" ON "processo" USING btree ("prescricao_nivel","total_corrigido","id","orgao_credor_id") WHERE not "processo"."excluido" and "processo"."prescricao_nivel" is not null;