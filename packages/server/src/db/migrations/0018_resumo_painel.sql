CREATE TABLE "resumo_processo" (
	"orgao_credor_id" integer NOT NULL,
	"fase_id" integer NOT NULL,
	"situacao_id" integer NOT NULL,
	"lavrado" boolean NOT NULL,
	"recuperado" boolean NOT NULL,
	"status_cobranca" varchar(30) NOT NULL,
	"status_justica" varchar(30),
	"status_protesto" varchar(40),
	"quantidade" bigint NOT NULL,
	"total_corrigido" numeric(17, 2) NOT NULL,
	"valor_pago" numeric(17, 2) NOT NULL
);
